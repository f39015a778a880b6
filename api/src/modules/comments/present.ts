import { renderCommentMarkdown } from '../../../../shared/comments/markdown.js';
import { presentPerson, type PersonRow } from '../users/Person.js';

type CommentRow = { id: number; taskId: number; authorId: number; body: string; createdAt: Date; updatedAt: Date; editedAt: Date | null; author: PersonRow };

/** A comment as REST answers it: its Markdown and the safe HTML it renders to. */
export function presentComment(c: CommentRow) {
  return {
    id: c.id,
    taskId: c.taskId,
    author: presentPerson(c.author),
    body: c.body,
    html: renderCommentMarkdown(c.body),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    editedAt: c.editedAt,
  };
}
