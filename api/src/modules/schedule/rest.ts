import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import * as schedule from './service.js';

export function scheduleRouter(deps: Deps) {
  const r = Router();
  r.post('/generate', async (req, res) => {
    res.json(await schedule.generateSchedule(deps, req.viewer, req.body));
  });
  // before /:date, which would take "2026-03-01.ics" as a date
  r.get('/:date.ics', async (req, res) => {
    const ics = await schedule.scheduleIcs(deps, req.viewer, req.params.date);
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="streamline-${req.params.date}.ics"`);
    res.set('Cache-Control', 'no-store');
    res.send(ics);
  });
  r.get('/:date', async (req, res) => {
    const found = await schedule.getSchedule(deps, req.viewer, req.params.date);
    if (!found) throw notFound(`Schedule for ${req.params.date}`);
    res.json(found);
  });
  r.post('/:date/sessions', async (req, res) => {
    res.status(201).json(await schedule.addScheduleSession(deps, req.viewer, req.params.date, req.body));
  });
  r.patch('/:date/sessions/:sessionId', async (req, res) => {
    res.json(await schedule.moveScheduleSession(deps, req.viewer, req.params.date, req.params.sessionId, req.body));
  });
  r.delete('/:date/sessions/:sessionId', async (req, res) => {
    res.json(await schedule.removeScheduleSession(deps, req.viewer, req.params.date, req.params.sessionId));
  });
  r.post('/:date/sessions/:sessionId/start', async (req, res) => {
    res.json(await schedule.startScheduleSession(deps, req.viewer, req.params.date, req.params.sessionId));
  });
  r.post('/:date/sessions/:sessionId/complete', async (req, res) => {
    res.json(await schedule.completeScheduleSession(deps, req.viewer, req.params.date, req.params.sessionId));
  });
  return r;
}
