import { Router, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import * as timer from './timerService.js';
import type { TimerView } from './timerState.js';

/** /api/timer: the server's copy of the viewer's timer, shared by every tab and device. */
export function timerRouter(deps: Deps) {
  const r = Router();
  const send = (action: (req: Request) => Promise<TimerView>) => async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json(await withActiveTask(deps, await action(req)));
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

/** What the active task banner shows: name, priority and project name. */
async function withActiveTask(deps: Deps, view: TimerView) {
  const task = view.activeTaskId
    ? await deps.db.task.findFirst({
        where: { id: view.activeTaskId, userId: view.userId },
        select: { id: true, name: true, priority: true, completed: true, project: { select: { id: true, name: true } } },
      })
    : null;
  const activeTask = task
    ? { id: task.id, name: task.name, priority: task.priority, completed: task.completed, projectId: task.project.id, projectName: task.project.name }
    : null;
  return { ...view, activeTask };
}
