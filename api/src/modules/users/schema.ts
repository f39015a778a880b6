import { builder } from '../../graphql/builder.js';
import { afterListening, SUBSCRIBED } from '../../graphql/subscribed.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import type { Context } from '../../graphql/context.js';
import { userPolicy } from './policy.js';
import * as usersDb from './repository.js';
import { decideApproval, updateUser } from './service.js';
import { UserNode, UserRole, UserStatus } from './User.js';

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null',
    // the session lookup read the whole row already: read the viewer's own row again only when relations are selected
    resolve: (query, _root, _args, ctx) =>
      !ctx.viewer ? null : Object.keys(query).length === 0 ? ctx.viewer : usersDb.findUser(ctx.db, ctx.viewer.id, userPolicy.readableWhere(ctx.viewer), query),
  }),
  users: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    authScopes: { admin: true },
    args: { status: t.arg({ type: UserStatus, required: false }) },
    resolve: (query, _root, args, ctx) => usersDb.findUserPage(ctx.db, query, userPolicy.readableWhere(ctx.viewer), args.status),
  }),
}));

builder.relayMutationField(
  'decideUserApproval',
  { inputFields: (t) => ({ userId: t.globalID({ required: true, for: UserNode }), approve: t.boolean({ required: true }) }) },
  {
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({
      user: await decideApproval(ctx, ctx.viewer, input.userId.id, { approve: input.approve }),
    }),
  },
  { outputFields: (t) => ({ user: t.prismaField({ type: 'User', resolve: (q, p) => p.user }) }) },
);

builder.relayMutationField(
  'updateUser',
  {
    inputFields: (t) => ({
      userId: t.globalID({ required: true, for: UserNode }),
      status: t.field({ type: UserStatus, required: false }),
      role: t.field({ type: UserRole, required: false }),
    }),
  },
  {
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({
      user: await updateUser(ctx, ctx.viewer, input.userId.id, {
        ...(input.status ? { status: input.status } : {}),
        ...(input.role ? { role: input.role } : {}),
      }),
    }),
  },
  { outputFields: (t) => ({ user: t.prismaField({ type: 'User', resolve: (q, p) => p.user }) }) },
);

builder.subscriptionField('userChanged', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description:
      "Admins: a user registered or had their status or role changed. The first value is null, once the subscription listens; the changes of the last minute follow it, so one made between a client's query and its subscription, or while it reconnected, is not missed. A change may arrive twice.",
    ...liveSubscription('admin', (ctx) => afterListening(ctx.pubsub, ctx.pubsub.subscribe('users:changed'), () => recentUserChanges(ctx)) as never),
    // a user the admin may no longer read (a demotion since) is not delivered
    resolve: (query, payload, _args, ctx) =>
      (payload as unknown) === SUBSCRIBED
        ? null
        : usersDb.findUser(ctx.db, (payload as unknown as { userId: number }).userId, userPolicy.readableWhere(ctx.viewer), query),
  }),
);

/** The last minute's user changes, one per user still here, each to be read as it is now (null is the listening cue only). */
async function recentUserChanges(ctx: Context) {
  const userIds = [...new Set((await ctx.pubsub.recent('users:changed')).map((change) => change.userId))];
  if (!userIds.length) return [];
  return (await usersDb.existingUserIds(ctx.db, userIds, userPolicy.readableWhere(ctx.viewer))).map((id) => ({ userId: id }));
}
