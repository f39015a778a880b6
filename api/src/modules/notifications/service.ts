import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { signedIn } from '../projects/service.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { ListNotificationsInput, type NewNotification } from './validation.js';

export const NEWEST_FIRST = [{ timestamp: 'desc' as const }, { id: 'desc' as const }];

/**
 * Stores a notification for `userId` and delivers it live to that user's open clients (every
 * instance, through Redis when configured). Never throws: a lost notification must not undo
 * the change that caused it.
 */
export async function notify(deps: Deps, userId: number, n: NewNotification) {
  try {
    const row = await deps.db.notification.create({
      data: {
        userId,
        type: n.type,
        action: n.action,
        title: n.title.slice(0, 200),
        message: n.message.slice(0, 2000),
        data: (n.data ?? undefined) as never,
      },
    });
    deps.pubsub.publish('notifications:added', userId, { notificationId: row.id });
    return row;
  } catch (error) {
    logger.error({ userId, error: String(error) }, 'notification failed');
    return null;
  }
}

export async function listNotifications(deps: Deps, viewer: Viewer, input: unknown = {}) {
  signedIn(viewer);
  const { limit, unreadOnly } = parseInput(ListNotificationsInput, input ?? {});
  return deps.db.notification.findMany({
    where: { userId: viewer.id, ...(unreadOnly ? { read: false } : {}) },
    orderBy: NEWEST_FIRST,
    take: limit,
  });
}

export async function unreadCount(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return deps.db.notification.count({ where: { userId: viewer.id, read: false } });
}

/** The viewer's notification, or 404 for an unknown or a stranger's id. */
export async function ownNotification(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Notification');
  const row = id ? await deps.db.notification.findFirst({ where: { id, userId: viewer.id } }) : null;
  if (!row) throw notFound('Notification');
  return row;
}

export async function markRead(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await ownNotification(deps, viewer, idInput);
  if (row.read) return row;
  return deps.db.notification.update({ where: { id: row.id }, data: { read: true } });
}

/** Marks every unread notification of the viewer read; returns the ids that changed. */
export async function markAllRead(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  const unread = await deps.db.notification.findMany({ where: { userId: viewer.id, read: false }, select: { id: true } });
  const ids = unread.map((n) => n.id);
  if (ids.length) await deps.db.notification.updateMany({ where: { id: { in: ids }, userId: viewer.id }, data: { read: true } });
  return ids;
}

/** Deletes every notification of the viewer; returns the deleted ids. */
export async function clearAll(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  const rows = await deps.db.notification.findMany({ where: { userId: viewer.id }, select: { id: true } });
  const ids = rows.map((n) => n.id);
  if (ids.length) await deps.db.notification.deleteMany({ where: { id: { in: ids }, userId: viewer.id } });
  return ids;
}
