import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { taskPolicy } from '../tasks/policy.js';
import { PERSON_SELECT, PersonRef } from '../users/Person.js';
import { renderCommentMarkdown } from '../../../../shared/comments/markdown.js';
import { commentPolicy } from './policy.js';
import { mayReadTask } from './readableTask.js';

export const CommentNode = builder.prismaNode('Comment', {
  id: { field: 'id' },
  // a comment is read with its task: one on a task the viewer may not read is null, like an unknown id
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Comment') ?? 0, AND: [{ task: taskPolicy.readableWhere(ctx.viewer) }] }),
  nullable: true,
  authScopes: (comment, ctx) => mayReadTask(ctx, comment.taskId),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    taskRowId: t.exposeInt('taskId'),
    body: t.exposeString('body', { description: 'The Markdown the author wrote' }),
    html: t.string({ description: 'The body rendered to safe HTML (shared/comments/markdown.ts)', resolve: (c) => renderCommentMarkdown(c.body) }),
    author: t.field({ type: PersonRef, select: { author: { select: PERSON_SELECT } }, resolve: (c) => c.author }),
    viewerCanEdit: t.boolean({
      description: 'The viewer wrote it: they may edit and delete it',
      resolve: (c, _a, ctx) => commentPolicy.canUpdate(ctx.viewer, c),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true, description: 'When its author last changed it; null when never edited' }),
  }),
});

export const CommentEdge = builder.edgeObject({ type: CommentNode, name: 'CommentEdge' });

export const CommentConnection = builder.connectionObject(
  {
    type: CommentNode,
    name: 'CommentConnection',
    fields: (t) => ({
      totalCount: t.int({
        resolve: (conn) => {
          const { totalCount } = conn as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  CommentEdge,
);
