import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { getReminderSettings, updateReminderSettings } from './service.js';

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
