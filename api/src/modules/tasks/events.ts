import type { Deps } from '../../graphql/context.js';

export type TaskChangeKind = 'created' | 'updated' | 'deleted';
export type TaskChange = { kind: TaskChangeKind; taskId: number; projectId?: number; replayed?: boolean };

/**
 * Tells the owner's open clients (every instance, through Redis when configured) that a task changed.
 * A deleted task names its project, whose counts changed with it (none when the project went too).
 */
export function publishTaskChange(deps: Deps, userId: number, kind: TaskChangeKind, taskId: number, projectId?: number) {
  deps.pubsub.publish('tasks:changed', userId, { kind, taskId, projectId });
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
