import type { Viewer } from '../../graphql/context.js';
import type { Deps } from '../../graphql/context.js';
import { notFound, unauthorized } from '../../lib/errors.js';

export type SignedIn = NonNullable<Viewer>;

export function assertSignedIn(viewer: Viewer): asserts viewer is SignedIn {
  if (!viewer) throw unauthorized();
}

/** Sessions belong to the owner of their task. */
export const sessionsOf = (userId: number) => ({ task: { userId } });

/** The viewer's task, or 404 (a stranger's task is "not found", never forbidden). */
export async function ownedTask(deps: Deps, viewer: SignedIn, taskId: number) {
  const task = await deps.db.task.findFirst({ where: { id: taskId, userId: viewer.id } });
  if (!task) throw notFound('Task');
  return task;
}

export async function ownedSession(deps: Deps, viewer: SignedIn, id: number) {
  const session = await deps.db.pomodoroSession.findFirst({ where: { id, ...sessionsOf(viewer.id) } });
  if (!session) throw notFound('Pomodoro session');
  return session;
}
