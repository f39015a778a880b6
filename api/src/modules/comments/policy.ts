import type { Viewer } from '../../graphql/viewer.js';

type CommentRow = { authorId: number };

/**
 * Who may change which comments: their author only. Reading a comment, and writing one, is reading
 * its task (taskPolicy.canRead, canComment): the service asks the task policy first.
 */
export const commentPolicy = {
  canUpdate: (viewer: Viewer, comment: CommentRow) => !!viewer && comment.authorId === viewer.id,
  canDelete: (viewer: Viewer, comment: CommentRow) => !!viewer && comment.authorId === viewer.id,
};
