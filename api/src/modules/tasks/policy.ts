import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { owns, viewerIdOrNobody } from '../../lib/ownership.js';

/**
 * Who may see and change which tasks: today the owner. Every read, write and live event of a task
 * asks here (REST, GraphQL, `node`, subscriptions, sync, export), so sharing changes this file only.
 */
export const taskPolicy = {
  canRead: owns,
  canUpdate: owns,
  canDelete: owns,
  /** Whoever may read a task may comment on it (viewers too): the same rule as canRead. */
  canComment: owns,
  /** The tasks the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.TaskWhereInput => ({ userId: viewerIdOrNobody(viewer) }),
  /** The same rule as a Kysely condition on "Task". */
  readableIn: (viewer: Viewer) => (eb: ExpressionBuilder<DB, 'Task'>) => eb('Task.userId', '=', viewerIdOrNobody(viewer)),
};
