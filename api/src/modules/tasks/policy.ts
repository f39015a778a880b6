import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/context.js';

/** What the rule needs to know of a task. */
export type TaskAccess = { userId: number };

const NOBODY = -1;
const owns = (viewer: Viewer, task: TaskAccess) => !!viewer && task.userId === viewer.id;

/**
 * Who may see and change which tasks: today the owner. Every read, write and live event of a task
 * asks here (REST, GraphQL, `node`, subscriptions, sync, export), so sharing changes this file only.
 */
export const taskPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  /** The tasks the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.TaskWhereInput => ({ userId: viewer?.id ?? NOBODY }),
  /** The same rule as a Kysely condition on "Task". */
  readableIn: (viewer: Viewer) => (eb: ExpressionBuilder<DB, 'Task'>) => eb('Task.userId', '=', viewer?.id ?? NOBODY),
};
