import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentOneTask } from '../tasks/present.js';
import { getReminderSettings, updateReminderSettings } from './service.js';
import { snoozeTask } from './snooze.js';

/** /api/reminders: how the viewer's reminders arrive (each channel on or off) and their default reminder. */
export function remindersRouter(deps: Deps) {
  const r = Router();
  r.get('/settings', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await getReminderSettings(deps, req.viewer));
  });
  r.put('/settings', async (req, res) => {
    res.json(await updateReminderSettings(deps, req.viewer, req.body));
  });
  return r;
}

/** /api/tasks/{id}/snooze, beside the tasks' own routes. */
export function taskSnoozeRouter(deps: Deps) {
  const r = Router();
  r.post('/:id/snooze', async (req, res) => {
    res.json(await presentOneTask(deps, req.viewer, await snoozeTask(deps, req.viewer, req.params.id, req.body)));
  });
  return r;
}
