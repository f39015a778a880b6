import type { ExportFile } from './exportFormat.js';

/**
 * The file's comments as rows of the importing account. A file is the importer's word, not its
 * authors': a comment becomes the importer's own only when its author's e-mail is theirs; anyone
 * else's keeps its author as the first line of its text ("bob@example.com wrote:"), never that
 * account (a file must not put words in another user's mouth).
 */
export function importedComments(comments: ExportFile['comments'], importerEmail: string, importerId: number, taskIds: Map<number, number>) {
  const mine = importerEmail.toLowerCase();
  return comments.map(({ taskId, authorEmail, body, createdAt, editedAt }) => ({
    taskId: taskIds.get(taskId)!,
    authorId: importerId,
    body: authorEmail.toLowerCase() === mine ? body : `${authorEmail} wrote:\n\n${body}`,
    createdAt,
    editedAt,
  }));
}
