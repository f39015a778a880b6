import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { unauthorized } from '../../lib/errors.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';
import { taskPolicy } from '../tasks/policy.js';

export type SignedIn = NonNullable<Viewer>;

export function assertSignedIn(viewer: Viewer): asserts viewer is SignedIn {
  if (!viewer) throw unauthorized();
}

/** What the task policy needs of a task. */
type TaskAccess = Parameters<typeof taskPolicy.canRead>[1];

type SessionAccess = { userId: number | null; task: TaskAccess & { userId: number } };

/** The person who focused; a session that names nobody (recorded before sessions did) is the task creator's. */
const focusedBy = (viewer: Viewer, session: SessionAccess) => !!viewer && (session.userId ?? session.task.userId) === viewer.id;

/**
 * Who may see and change which pomodoro sessions: the person who focused, while they may read the
 * task (recording focus on a task is reading it, not editing it). Focus is personal; the task sums
 * every member's minutes in its time spent.
 */
export const pomodoroSessionPolicy = {
  canRead: (viewer: Viewer, session: SessionAccess) => focusedBy(viewer, session) && taskPolicy.canRead(viewer, session.task),
  canUpdate: (viewer: Viewer, session: SessionAccess) => focusedBy(viewer, session) && taskPolicy.canRead(viewer, session.task),
  /** May the viewer record a session on this task. */
  canRecordOn: (viewer: Viewer, task: TaskAccess) => taskPolicy.canRead(viewer, task),
  /** The sessions the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.PomodoroSessionWhereInput => ({
    AND: [
      { task: taskPolicy.readableWhere(viewer) },
      { OR: [{ userId: viewerIdOrNobody(viewer) }, { userId: null, task: { userId: viewerIdOrNobody(viewer) } }] },
    ],
  }),
};

/** Who may see and run a focus timer (one per user): its owner. */
export const timerPolicy = {
  canRead: owns,
  canUpdate: owns,
  /** May the viewer focus on this task: the timer adds its minutes to the task and may complete it. */
  canFocusOn: (viewer: Viewer, task: TaskAccess) => taskPolicy.canUpdate(viewer, task),
  readableWhere: (viewer: Viewer): Prisma.TimerStateWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};

/** Who may see and change a user's pomodoro minutes: that user. */
export const userSettingsPolicy = {
  canRead: owns,
  canUpdate: owns,
  readableWhere: (viewer: Viewer): Prisma.UserSettingsWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
