import type { Deps } from '../../graphql/context.js';

export type CommentChangeKind = 'created' | 'updated' | 'deleted';
export type CommentChange = { kind: CommentChangeKind; commentId: number; taskId: number; replayed?: boolean };

/** Tells everyone viewing the task (every instance, through Redis when configured) that one of its comments changed. */
export function publishCommentChange(deps: Deps, kind: CommentChangeKind, comment: { id: number; taskId: number }) {
  deps.pubsub.publish('comments:changed', comment.taskId, { kind, commentId: comment.id, taskId: comment.taskId });
}

/** The recent changes a new subscription replays, one per comment, marked as such (each is read as it is now). */
export function replayedCommentChanges(changes: CommentChange[]): CommentChange[] {
  const byComment = new Map<number, CommentChange>();
  for (const change of changes) {
    const before = byComment.get(change.commentId);
    byComment.delete(change.commentId);
    byComment.set(change.commentId, { ...change, kind: change.kind === 'updated' && before?.kind === 'created' ? 'created' : change.kind, replayed: true });
  }
  return [...byComment.values()];
}
