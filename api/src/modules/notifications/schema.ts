import { builder } from '../../graphql/builder.js';
import { afterListening, SUBSCRIBED } from '../../graphql/subscribed.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NotificationConnection } from './Notification.js';
import { clearAll, markAllRead, markRead, NEWEST_FIRST, unreadCount } from './service.js';

builder.queryFields((t) => ({
  notifications: t.prismaConnection(
    {
      type: 'Notification',
      cursor: 'id',
      totalCount: (_root, args, ctx) => ctx.db.notification.count({ where: { userId: ctx.viewer!.id, ...(args.unreadOnly ? { read: false } : {}) } }),
      description: "The viewer's notifications, newest first",
      authScopes: { signedIn: true },
      args: { unreadOnly: t.arg.boolean({ required: false }) },
      resolve: (query, _root, args, ctx) =>
        ctx.db.notification.findMany({
          ...query,
          where: { userId: ctx.viewer!.id, ...(args.unreadOnly ? { read: false } : {}) },
          orderBy: NEWEST_FIRST,
        }),
    },
    NotificationConnection,
  ),
}));

builder.relayMutationField(
  'markNotificationRead',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ notification: await markRead(ctx, ctx.viewer, input.id) }),
  },
  {
    outputFields: (t) => ({
      notification: t.prismaField({
        type: 'Notification',
        resolve: (query, p, _a, ctx) => ctx.db.notification.findUniqueOrThrow({ ...query, where: { id: p.notification.id } }),
      }),
      unreadCount: t.int({ resolve: (_p, _a, ctx) => unreadCount(ctx, ctx.viewer) }),
    }),
  },
);

builder.relayMutationField(
  'markAllNotificationsRead',
  { inputFields: (t) => ({ confirm: t.boolean({ required: false, description: 'ignored; GraphQL inputs cannot be empty' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ ids: await markAllRead(ctx, ctx.viewer) }),
  },
  {
    outputFields: (t) => ({
      updatedNotifications: t.prismaField({
        type: ['Notification'],
        description: 'The notifications that were unread, now read',
        resolve: (query, p, _a, ctx) => ctx.db.notification.findMany({ ...query, where: { id: { in: p.ids }, userId: ctx.viewer!.id }, orderBy: NEWEST_FIRST }),
      }),
      unreadCount: t.int({ resolve: (_p, _a, ctx) => unreadCount(ctx, ctx.viewer) }),
    }),
  },
);

builder.relayMutationField(
  'clearNotifications',
  { inputFields: (t) => ({ confirm: t.boolean({ required: false, description: 'ignored; GraphQL inputs cannot be empty' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ ids: await clearAll(ctx, ctx.viewer) }),
  },
  {
    outputFields: (t) => ({
      deletedNotificationIds: t.idList({ resolve: (p) => p.ids.map((id) => encodeGlobalID('Notification', id)) }),
    }),
  },
);

builder.subscriptionField('notificationAdded', (t) =>
  t.prismaField({
    type: 'Notification',
    nullable: true,
    description:
      "A new notification for the viewer (only theirs), from any server instance. The first value is null, once the subscription listens; the notifications of the last minute follow it, so one added between a client's query and its subscription, or while it reconnected, is not missed. A notification may arrive twice.",
    ...liveSubscription('signedIn', (ctx, viewer) => {
      const replay = () => ctx.pubsub.recent('notifications:added', viewer.id);
      return afterListening(ctx.pubsub, ctx.pubsub.subscribe('notifications:added', viewer.id), replay) as never;
    }),
    resolve: (query, payload, _args, ctx) =>
      (payload as unknown) === SUBSCRIBED
        ? null
        : ctx.db.notification.findFirst({
            ...query,
            where: { id: (payload as unknown as { notificationId: number }).notificationId, userId: ctx.viewer!.id },
          }),
  }),
);
