import { Router, type Request, type Response } from 'express';
import type { Deps, Viewer } from '../../graphql/context.js';
import { taskPolicy } from '../tasks/policy.js';
import { findTask } from '../tasks/repository.js';
import * as timer from './timerService.js';
import type { TimerView } from './timerState.js';

/** /api/timer: the server's copy of the viewer's timer, shared by every tab and device. */
export function timerRouter(deps: Deps) {
  const r = Router();
  const send = (action: (req: Request) => Promise<TimerView>) => async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json(await withActiveTask(deps, req.viewer, await action(req)));
  };
  r.get(
    '/',
    send((req) => timer.getTimer(deps, req.viewer)),
  );
  r.post(
    '/start',
    send((req) => timer.startTimer(deps, req.viewer, req.body ?? {})),
  );
  r.post(
    '/pause',
    send((req) => timer.pauseTimer(deps, req.viewer)),
  );
  r.post(
    '/resume',
    send((req) => timer.resumeTimer(deps, req.viewer)),
  );
  r.post(
    '/reset',
    send((req) => timer.resetTimer(deps, req.viewer)),
  );
  r.post(
    '/complete',
    send((req) => timer.completeTimerTask(deps, req.viewer)),
  );
  r.post(
    '/finish',
    send((req) => timer.finishPhase(deps, req.viewer, req.body ?? {})),
  );
  return r;
}

/** What the active task banner shows: name, priority and project name (of a task the viewer may read). */
async function withActiveTask(deps: Deps, viewer: Viewer, view: TimerView) {
  const found = view.activeTaskId ? await findTask(deps.db, view.activeTaskId) : null;
  const task = found && taskPolicy.canRead(viewer, found) ? found : null;
  const activeTask = task
    ? { id: task.id, name: task.name, priority: task.priority, completed: task.completed, projectId: task.projectId, projectName: task.project.name }
    : null;
  return { ...view, activeTask };
}
