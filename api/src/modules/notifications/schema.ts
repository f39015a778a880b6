import { builder } from '../../graphql/builder.js';
import { afterListening, SUBSCRIBED } from '../../graphql/subscribed.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { notFound } from '../../lib/errors.js';
import { NotificationConnection } from './Notification.js';
import { readableAdded } from './live.js';
import {
  clearAll,
  countNotifications,
  markAllRead,
  markRead,
  notificationPage,
  readableNotification,
  readableNotificationsByIds,
  unreadCount,
} from './service.js';

builder.queryFields((t) => ({
  notifications: t.prismaConnection(
    {
      type: 'Notification',
      cursor: 'id',
      totalCount: (_root, args, ctx) => countNotifications(ctx, ctx.viewer, args.unreadOnly),
      description: "The viewer's notifications, newest first",
      authScopes: { signedIn: true },
      args: { unreadOnly: t.arg.boolean({ required: false }) },
      resolve: (query, _root, args, ctx) => notificationPage(ctx, ctx.viewer, args.unreadOnly, query),
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
        resolve: async (query, p, _a, ctx) => {
          // the viewer just marked it read, so may read it
          const row = await readableNotification(ctx, ctx.viewer, p.notification.id, query);
          if (!row) throw notFound('Notification');
          return row;
        },
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
        resolve: (query, p, _a, ctx) => readableNotificationsByIds(ctx, ctx.viewer, p.ids, query),
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
      // the user's own channel; each event's row is read through the policy before it is delivered
      const replay = () => ctx.pubsub.recent('notifications:added', viewer.id);
      return readableAdded(ctx, afterListening(ctx.pubsub, ctx.pubsub.subscribe('notifications:added', viewer.id), replay)) as never;
    }),
    // the row readableAdded read (a notification has no relations for `query` to add)
    resolve: (_query, payload) => ((payload as unknown) === SUBSCRIBED ? null : (payload as never)),
  }),
);
