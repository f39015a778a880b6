import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import type { Viewer } from '../../graphql/viewer.js';
import { hasRole, rolesFrom, viewerIdOrNobody } from '../../lib/ownership.js';

type TaskRow = { projectId: number };

/**
 * Who may see and change which tasks: the members of the task's project, by role (any member reads;
 * an editor, admin or owner creates, edits, completes and deletes). Every read, write and live event
 * of a task asks here (REST, GraphQL, `node`, subscriptions, sync, export).
 */
export const taskPolicy = {
  canRead: (viewer: Viewer, task: TaskRow) => hasRole(viewer, task.projectId, 'viewer'),
  canUpdate: (viewer: Viewer, task: TaskRow) => hasRole(viewer, task.projectId, 'editor'),
  canDelete: (viewer: Viewer, task: TaskRow) => hasRole(viewer, task.projectId, 'editor'),
  /** Comments are for every member, viewers included (editing or deleting one stays its author's). */
  canComment: (viewer: Viewer, task: TaskRow) => hasRole(viewer, task.projectId, 'viewer'),
  /**
   * A member's own labels on a task (only they see them, see labels/policy.ts) are their own way of
   * organising what they read, not an edit of the task: any member may set theirs, a viewer too.
   */
  canLabel: (viewer: Viewer, task: TaskRow) => hasRole(viewer, task.projectId, 'viewer'),
  /** The tasks the viewer may read, as a Prisma filter. */
  readableWhere: (viewer: Viewer): Prisma.TaskWhereInput => ({ project: { members: { some: { userId: viewerIdOrNobody(viewer) } } } }),
  /** The tasks the viewer may change (a reorder moves only these), as a Prisma filter. */
  updatableWhere: (viewer: Viewer): Prisma.TaskWhereInput => ({
    project: { members: { some: { userId: viewerIdOrNobody(viewer), role: { in: rolesFrom('editor') } } } },
  }),
  /** The readable rule as a Kysely condition on "Task": its project is one of the viewer's. */
  readableIn: (viewer: Viewer) => (eb: ExpressionBuilder<DB, 'Task'>) => eb('Task.projectId', 'in', memberProjectIds(eb, viewer)),
  /** The ids of the projects whose tasks the viewer may read, as a Kysely subquery (a cursor row of "Task as c" is checked with it). */
  readableProjectIds: memberProjectIds,
};

function memberProjectIds(eb: ExpressionBuilder<DB, 'Task'>, viewer: Viewer) {
  return eb.selectFrom('ProjectMember').select('ProjectMember.projectId').where('ProjectMember.userId', '=', viewerIdOrNobody(viewer));
}
