import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom as rowIdOf } from '../../lib/globalId.js';
import { assertSignedIn, ownedSession, ownedTask, sessionsOf } from './policy.js';
import { CreateSessionInput, POMODORO_MESSAGES, rowId } from '../../../../shared/pomodoro/validation.js';

const HISTORY_LIMIT = 500;

/** POST /api/pomodoro: records a session on one of the viewer's tasks. */
export async function createSession(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(CreateSessionInput, input);
  await ownedTask(deps, viewer, data.taskId);
  return deps.db.pomodoroSession.create({
    data: { ...data, endTime: data.completed ? new Date() : null },
  });
}

/** PATCH /api/pomodoro/{id}/complete: marks it complete with its end time (once; again is a no-op). */
export async function completeSession(deps: Deps, viewer: Viewer, idInput: string | number) {
  assertSignedIn(viewer);
  const id = rowIdOf(idInput, 'PomodoroSession');
  if (!id) throw notFound('Pomodoro session');
  const session = await ownedSession(deps, viewer, id);
  if (session.completed) return session;
  await deps.db.pomodoroSession.updateMany({ where: { id, completed: false }, data: { completed: true, endTime: new Date() } });
  return deps.db.pomodoroSession.findUniqueOrThrow({ where: { id } });
}

/** The viewer's sessions, newest first; of one task when taskId is given. */
export async function listSessions(deps: Deps, viewer: Viewer, taskIdInput?: unknown) {
  assertSignedIn(viewer);
  let taskId: number | undefined;
  if (taskIdInput !== undefined && taskIdInput !== '') {
    taskId = parseInput(rowId(POMODORO_MESSAGES.taskId), taskIdInput);
    await ownedTask(deps, viewer, taskId);
  }
  const where = { ...sessionsOf(viewer.id), ...(taskId ? { taskId } : {}) };
  return deps.db.pomodoroSession.findMany({ where, orderBy: [{ startTime: 'desc' }, { id: 'desc' }], take: HISTORY_LIMIT });
}
