import type { Deps } from '../../graphql/context.js';

export type TaskChangeKind = 'created' | 'updated' | 'deleted';

/** Tells the owner's open clients (every instance, through Redis when configured) that a task changed. */
export function publishTaskChange(deps: Deps, userId: number, kind: TaskChangeKind, taskId: number) {
  deps.pubsub.publish('tasks:changed', userId, { kind, taskId });
}
