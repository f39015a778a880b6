import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/** Who may see and change a day plan: its owner. */
export const dailySchedulePolicy = {
  canRead: owns,
  canUpdate: owns,
  /** The plans the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.DailyScheduleWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};

type OfSchedule = { schedule: { userId: number } };

/** Who may see and record progress on a plan's sessions: whoever may read or change the plan. */
export const todayPomodoroSessionPolicy = {
  canRead: (viewer: Viewer, row: OfSchedule) => dailySchedulePolicy.canRead(viewer, row.schedule),
  canUpdate: (viewer: Viewer, row: OfSchedule) => dailySchedulePolicy.canUpdate(viewer, row.schedule),
  /** The progress rows the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.TodayPomodoroSessionWhereInput => ({ schedule: dailySchedulePolicy.readableWhere(viewer) }),
};
