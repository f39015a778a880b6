import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { focusHistory } from './focusHistory.js';
import { presentSession } from './present.js';
import * as sessions from './service.js';

/** /api/pomodoro: the spec's session calls (section 7) plus history. */
export function pomodoroRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json((await sessions.listSessions(deps, req.viewer, req.query.taskId)).map(presentSession));
  });
  r.get('/focus-history', async (req, res) => {
    res.json(await focusHistory(deps, req.viewer, req.query));
  });
  r.post('/', async (req, res) => {
    res.status(201).json(presentSession(await sessions.createSession(deps, req.viewer, req.body)));
  });
  r.patch('/:id/complete', async (req, res) => {
    res.json(presentSession(await sessions.completeSession(deps, req.viewer, req.params.id)));
  });
  return r;
}
