import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { projectPolicy } from '../projects/policy.js';
import { taskPolicy } from '../tasks/policy.js';

/**
 * Who may read which lines of history: those who may read the project, and for a line of a task that
 * still exists, the task. Asked of the project and task policies, so sharing flows through.
 */
export const activityPolicy = {
  readableWhere: (viewer: Viewer): Prisma.ActivityWhereInput => ({
    project: projectPolicy.readableWhere(viewer),
    OR: [{ taskId: null }, { task: taskPolicy.readableWhere(viewer) }],
  }),
};
