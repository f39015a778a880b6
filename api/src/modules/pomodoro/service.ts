import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom as rowIdOf } from '../../lib/globalId.js';
import { ownTask } from '../tasks/service.js';
import { assertSignedIn, pomodoroSessionPolicy } from './policy.js';
import * as pomodoro from './repository.js';
import { CreateSessionInput, POMODORO_MESSAGES, rowId } from '../../../../shared/pomodoro/validation.js';

const HISTORY_LIMIT = 500;

/** POST /api/pomodoro: records a session on a task the viewer may record on (404 otherwise). */
export async function createSession(deps: Deps, viewer: Viewer, input: unknown) {
  assertSignedIn(viewer);
  const data = parseInput(CreateSessionInput, input);
  const task = await ownTask(deps, viewer, data.taskId);
  if (!pomodoroSessionPolicy.canRecordOn(viewer, task)) throw notFound('Task');
  return pomodoro.insertSession(deps.db, { ...data, userId: viewer.id, endTime: data.completed ? new Date() : null });
}

/** PATCH /api/pomodoro/{id}/complete: marks it complete with its end time (once; again is a no-op). */
export async function completeSession(deps: Deps, viewer: Viewer, idInput: string | number) {
  assertSignedIn(viewer);
  const id = rowIdOf(idInput, 'PomodoroSession');
  const session = id ? await pomodoro.findSession(deps.db, id) : null;
  if (!session || !pomodoroSessionPolicy.canUpdate(viewer, session)) throw notFound('Pomodoro session');
  const { task: _task, ...row } = session;
  if (row.completed) return row;
  await pomodoro.endSession(deps.db, row.id, { completed: true, endTime: new Date() });
  return pomodoro.findSessionOrThrow(deps.db, row.id);
}

/** The sessions the viewer may read, newest first; of one task when taskId is given (404 for a task they may not read). */
export async function listSessions(deps: Deps, viewer: Viewer, taskIdInput?: unknown) {
  assertSignedIn(viewer);
  const given = taskIdInput !== undefined && taskIdInput !== '';
  const taskId = given ? (await ownTask(deps, viewer, parseInput(rowId(POMODORO_MESSAGES.taskId), taskIdInput))).id : undefined;
  return pomodoro.findSessions(deps.db, pomodoroSessionPolicy.readableWhere(viewer), { taskId, take: HISTORY_LIMIT });
}

/** Query.pomodoroSessions: one page of the same list (a Task ID or row id narrows it). */
export async function sessionPage(deps: Deps, viewer: Viewer, taskIdInput: string | null | undefined, page: Parameters<typeof pomodoro.findSessionPage>[1]) {
  assertSignedIn(viewer);
  const taskId = taskIdInput != null ? (await ownTask(deps, viewer, taskIdInput)).id : undefined;
  return pomodoro.findSessionPage(deps.db, page, pomodoroSessionPolicy.readableWhere(viewer), taskId);
}
