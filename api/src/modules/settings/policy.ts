import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { viewerIdOrNobody } from '../../lib/ownership.js';
import { taskPolicy } from '../tasks/policy.js';

/** Whose settings the viewer may read: their own. */
export const userSettingsPolicy = {
  readableWhere: (viewer: Viewer): Prisma.UserSettingsWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};

// Stand-ins for models whose domain has no policy yet, so that the export reads them by a rule too
// (today's: the owner). Each moves to its domain's policy.ts once that exists.

/** Pomodoro sessions go with their task. */
export const pomodoroSessionPolicy = {
  readableWhere: (viewer: Viewer): Prisma.PomodoroSessionWhereInput => ({ task: taskPolicy.readableWhere(viewer) }),
};

export const dailySchedulePolicy = {
  readableWhere: (viewer: Viewer): Prisma.DailyScheduleWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};

export const chatMessagePolicy = {
  readableWhere: (viewer: Viewer): Prisma.ChatMessageWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};

/** A recommendation is the viewer's, about a task they may read. */
export const aiRecommendationPolicy = {
  readableWhere: (viewer: Viewer): Prisma.AiRecommendationWhereInput => ({ userId: viewerIdOrNobody(viewer), task: taskPolicy.readableWhere(viewer) }),
};

export const jiraCredentialPolicy = {
  readableWhere: (viewer: Viewer): Prisma.JiraCredentialWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
};
