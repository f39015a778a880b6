import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { getPomodoroSettings, updatePomodoroSettings } from './settings.js';

/** /api/settings/pomodoro: { workDuration, breakDuration } in minutes. */
export function pomodoroSettingsRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json(await getPomodoroSettings(deps, req.viewer));
  });
  r.put('/', async (req, res) => {
    res.json(await updatePomodoroSettings(deps, req.viewer, req.body));
  });
  return r;
}
