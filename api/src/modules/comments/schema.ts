/**
 * Comments on the Task node, their mutations and live changes. Imported in api/src/graphql/schema.ts
 * after the Task node, because Pothos needs the Task type implemented.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../graphql/builder.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { SUBSCRIBED } from '../../graphql/subscribed.js';
import { taskSelected } from '../tasks/repository.js';
import { PersonRef } from '../users/Person.js';
import { CommentConnection, CommentEdge } from './Comment.js';
import type { CommentChange } from './events.js';
import { taskCommentChanges } from './live.js';
import * as comments from './repository.js';
import { addComment, deleteComment, mentionableUsers, updateComment } from './service.js';

builder.prismaObjectField('Task', 'comments', (t) =>
  t.relatedConnection(
    'comments',
    { cursor: 'id', totalCount: true, description: "The task's comments, oldest first", query: () => ({ orderBy: comments.OLDEST_FIRST }) },
    CommentConnection,
  ),
);

builder.prismaObjectField('Task', 'mentionableUsers', (t) =>
  t.field({
    type: [PersonRef],
    description: 'Who can be @mentioned in a comment on this task',
    resolve: (task, _a, ctx) => mentionableUsers(ctx, ctx.viewer, task.id),
  }),
);

builder.relayMutationField(
  'addComment',
  { inputFields: (t) => ({ taskId: t.id({ required: true }), body: t.string({ required: true, description: 'Markdown, 1 to 10,000 characters' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ comment: await addComment(ctx, ctx.viewer, input.taskId, { body: input.body }) }),
  },
  {
    outputFields: (t) => ({
      comment: t.prismaField({ type: 'Comment', resolve: (query, p, _a, ctx) => comments.findCommentSelected(ctx.db, p.comment.id, query).then((c) => c!) }),
      commentEdge: t.field({
        type: CommentEdge,
        description: 'For @appendEdge into a comments connection',
        resolve: (p) => ({ cursor: formatPrismaCursor(p.comment, 'id'), node: p.comment }),
      }),
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => taskSelected(ctx.db, query, p.comment.taskId) }),
    }),
  },
);

builder.relayMutationField(
  'updateComment',
  { inputFields: (t) => ({ id: t.id({ required: true }), body: t.string({ required: true }) }) },
  {
    description: 'Its author changes a comment',
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ comment: await updateComment(ctx, ctx.viewer, input.id, { body: input.body }) }),
  },
  {
    outputFields: (t) => ({
      comment: t.prismaField({ type: 'Comment', resolve: (query, p, _a, ctx) => comments.findCommentSelected(ctx.db, p.comment.id, query).then((c) => c!) }),
    }),
  },
);

builder.relayMutationField(
  'deleteComment',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    description: 'Its author deletes a comment',
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ comment: await deleteComment(ctx, ctx.viewer, input.id) }),
  },
  {
    outputFields: (t) => ({
      deletedCommentId: t.id({ description: 'For @deleteRecord', resolve: (p) => encodeGlobalID('Comment', p.comment.id) }),
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => taskSelected(ctx.db, query, p.comment.taskId) }),
    }),
  },
);

const CommentChangeKindEnum = builder.enumType('CommentChangeKind', { values: ['created', 'updated', 'deleted'] as const });

const CommentChangedEvent = builder.objectRef<CommentChange>('CommentChangedEvent').implement({
  description: 'A comment on the task was added, edited or deleted (by anyone, on any instance)',
  fields: (t) => ({
    kind: t.field({ type: CommentChangeKindEnum, resolve: (e) => e.kind }),
    commentId: t.id({ description: "The comment's global ID (for @deleteRecord when deleted)", resolve: (e) => encodeGlobalID('Comment', e.commentId) }),
    rowId: t.int({ resolve: (e) => e.commentId }),
    replayed: t.boolean({ description: 'Sent again to a subscription that started after it', resolve: (e) => e.replayed === true }),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'The comment as it is now; null once deleted',
      resolve: (query, e, _a, ctx) => (e.kind === 'deleted' ? null : comments.findCommentSelected(ctx.db, e.commentId, query)),
    }),
  }),
});

builder.subscriptionField('commentChanged', (t) =>
  t.field({
    type: CommentChangedEvent,
    nullable: true,
    args: { taskId: t.arg.id({ required: true }) },
    description:
      "Live changes to a task's comments, for everyone who may read the task. The first value is null, once the subscription listens; the changes of the last minute follow it (one per comment). An event may arrive twice.",
    ...liveSubscription('signedIn', (ctx, _viewer, args) => taskCommentChanges(ctx, args.taskId) as never),
    resolve: (payload) => ((payload as unknown) === SUBSCRIBED ? null : (payload as unknown as CommentChange)),
  }),
);
