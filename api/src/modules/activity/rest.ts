import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentActivity } from './present.js';
import { projectActivity, taskActivity } from './service.js';

/** GET /api/tasks/{id}/activity */
export function taskActivityRouter(deps: Deps) {
  const r = Router();
  r.get('/:id/activity', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await taskActivity(deps, req.viewer, req.params.id, req.query)).map((a) => presentActivity(a)));
  });
  return r;
}

/** GET /api/projects/{id}/activity */
export function projectActivityRouter(deps: Deps) {
  const r = Router();
  r.get('/:id/activity', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await projectActivity(deps, req.viewer, req.params.id, req.query)).map((a) => presentActivity(a, true)));
  });
  return r;
}
