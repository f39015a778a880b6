import { z } from 'zod';
import { addComment, listComments } from '../comments/service.js';
import { presentComment } from '../comments/present.js';
import { id, type ToolContext } from './tool.js';

/** A comment as an agent reads it: Markdown, without the rendered HTML. */
export const commentForAgent = (c: Parameters<typeof presentComment>[0]) => {
  const { html: _html, ...comment } = presentComment(c);
  return comment;
};

/** A task's comments. */
export function registerCommentTools({ deps, viewer, tool }: ToolContext) {
  tool('list_comments', 'tasks:read', "Lists a task's comments, oldest first", { taskId: id }, async ({ taskId }) =>
    (await listComments(deps, viewer, taskId)).map(commentForAgent),
  );
  tool(
    'add_comment',
    'tasks:write',
    "Adds a comment (Markdown) to a task as the user; the task's followers and anyone @mentioned hear of it",
    { taskId: id, body: z.string().describe('Markdown; @handle mentions a member of the project') },
    async ({ taskId, body }) => commentForAgent(await addComment(deps, viewer, taskId, { body })),
  );
}
