import type { Deps } from '../../graphql/context.js';
import { memberIdsOf } from '../members/viewerMemberships.js';
import { inIds } from '../../db/idList.js';

export type TaskChangeKind = 'created' | 'updated' | 'deleted';
export type TaskChange = { kind: TaskChangeKind; taskId: number; projectId?: number; replayed?: boolean };

/**
 * Tells the open clients of every member of the task's project (every instance, through Redis when
 * configured) that a task changed; a task moved out of a project (`formerProjectId`) is told to that
 * project's members too, whose lists lose it. A deleted task names its project, whose counts changed.
 */
export async function publishTaskChange(deps: Deps, projectId: number, kind: TaskChangeKind, taskId: number, formerProjectId?: number) {
  const projects = formerProjectId !== undefined && formerProjectId !== projectId ? [projectId, formerProjectId] : [projectId];
  publishTaskChangeTo(deps, await memberIdsOf(deps.db, projects), kind, taskId, kind === 'deleted' ? projectId : undefined);
}

/** The same for users named here: the members of a project that is going (read before it went), or a member who left. */
export function publishTaskChangeTo(deps: Deps, userIds: number[], kind: TaskChangeKind, taskId: number, projectId?: number) {
  for (const userId of userIds) deps.pubsub.publish('tasks:changed', userId, { kind, taskId, projectId });
}

/**
 * The recent changes a new subscription replays, marked as such, one per task, in the order of each
 * task's last change: a task created and then updated is still "created" for a client whose lists
 * lack it, and each event's task is read as it is now anyway.
 */
export function replayedTaskChanges(changes: TaskChange[]): TaskChange[] {
  const byTask = new Map<number, TaskChange>();
  for (const change of changes) {
    const before = byTask.get(change.taskId);
    byTask.delete(change.taskId); // re-inserted last: the map keeps each task's latest position
    byTask.set(change.taskId, { ...change, kind: change.kind === 'updated' && before?.kind === 'created' ? 'created' : change.kind, replayed: true });
  }
  return [...byTask.values()];
}

/** publishTaskChange for tasks known by id only (each to its project's members). */
export async function publishTasksChange(deps: Deps, kind: Exclude<TaskChangeKind, 'deleted'>, taskIds: number[]) {
  if (!taskIds.length) return;
  const rows = await deps.db.$kysely
    .selectFrom('Task')
    .select(['Task.id', 'Task.projectId'])
    .where(inIds(deps.db.$kysely, 'Task.id', taskIds))
    .execute();
  for (const row of rows) await publishTaskChange(deps, row.projectId, kind, row.id);
}
