import { builder } from '../../graphql/builder.js';
import { notificationPolicy } from './policy.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { unreadCount } from './service.js';
import { NOTIFICATION_TYPES, type NotificationType } from './validation.js';

/** Where a notification leads: the path it carries, else the task it names. */
function pathOf(data: unknown): string | null {
  const d = data && typeof data === 'object' ? (data as { path?: unknown; taskId?: unknown }) : {};
  if (typeof d.path === 'string' && /^\/[\w/-]*$/.test(d.path)) return d.path;
  return typeof d.taskId === 'number' ? `/tasks/${d.taskId}` : null;
}

export const NotificationTypeEnum = builder.enumType('NotificationType', { values: NOTIFICATION_TYPES });

export const NotificationNode = builder.prismaNode('Notification', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Notification') ?? 0, AND: [notificationPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (n, ctx) => notificationPolicy.canRead(ctx.viewer, n),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    type: t.field({
      type: NotificationTypeEnum,
      resolve: (n) => (NOTIFICATION_TYPES.includes(n.type as NotificationType) ? n.type : 'other') as NotificationType,
    }),
    action: t.exposeString('action'),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
    read: t.exposeBoolean('read'),
    data: t.expose('data', { type: 'JSON', nullable: true }),
    path: t.string({
      nullable: true,
      description: 'The screen it is about, e.g. /tasks/12 (null when it is about nothing to open)',
      select: { data: true },
      resolve: (n) => pathOf(n.data),
    }),
  }),
});

export const NotificationEdge = builder.edgeObject({ type: NotificationNode, name: 'NotificationEdge' });

export const NotificationConnection = builder.connectionObject(
  {
    type: NotificationNode,
    name: 'NotificationConnection',
    fields: (t) => ({
      unreadCount: t.int({
        description: 'Unread notifications of the viewer (all of them, not only this page)',
        resolve: (_conn, _args, ctx) => (ctx.viewer ? unreadCount(ctx, ctx.viewer) : 0),
      }),
      totalCount: t.int({
        resolve: (conn) => {
          const { totalCount } = conn as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  NotificationEdge,
);
