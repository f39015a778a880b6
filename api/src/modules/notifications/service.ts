import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { signedIn } from '../projects/service.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { notificationPolicy } from './policy.js';
import * as notifications from './repository.js';
import { ListNotificationsInput, type NewNotification } from './validation.js';

type Notification = NonNullable<Awaited<ReturnType<typeof notifications.findNotification>>>;
type NotificationQuery = Parameters<typeof notifications.findNotificationIn>[3];

/**
 * Stores a notification for `userId` and delivers it live to that user's open clients (every
 * instance, through Redis when configured). Never throws: a lost notification must not undo
 * the change that caused it.
 */
export async function notify(deps: Deps, userId: number, n: NewNotification) {
  try {
    const row = await notifications.insertNotification(deps.db, {
      userId,
      type: n.type,
      action: n.action,
      title: n.title.slice(0, 200),
      message: n.message.slice(0, 2000),
      data: (n.data ?? undefined) as never,
    });
    deps.pubsub.publish('notifications:added', userId, { notificationId: row.id });
    return row;
  } catch (error) {
    logger.error({ userId, error: String(error) }, 'notification failed');
    return null;
  }
}

/** GET /api/notifications: the newest `limit` notifications the viewer may read. */
export async function listNotifications(deps: Deps, viewer: Viewer, input: unknown = {}) {
  signedIn(viewer);
  const { limit, unreadOnly } = parseInput(ListNotificationsInput, input ?? {});
  return notifications.findNotifications(deps.db, notificationPolicy.readableWhere(viewer), unreadOnly, { take: limit });
}

/** Query.notifications: one page of them, as Pothos' connection gives it. */
export async function notificationPage(
  deps: Deps,
  viewer: Viewer,
  unreadOnly: boolean | null | undefined,
  page: Parameters<typeof notifications.findNotifications>[3],
) {
  signedIn(viewer);
  return notifications.findNotifications(deps.db, notificationPolicy.readableWhere(viewer), unreadOnly, page);
}

export async function countNotifications(deps: Deps, viewer: Viewer, unreadOnly?: boolean | null) {
  signedIn(viewer);
  return notifications.countNotifications(deps.db, notificationPolicy.readableWhere(viewer), unreadOnly);
}

export async function unreadCount(deps: Deps, viewer: Viewer) {
  return countNotifications(deps, viewer, true);
}

/** A notification the viewer may read (and, with `may`, change that way), or 404 for an unknown or a stranger's id. */
export async function ownNotification(
  deps: Deps,
  viewer: Viewer,
  idInput: unknown,
  may: (viewer: Viewer, row: Notification) => boolean = notificationPolicy.canRead,
) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Notification');
  const row = id ? await notifications.findNotification(deps.db, id) : null;
  if (!row || !notificationPolicy.canRead(viewer, row) || !may(viewer, row)) throw notFound('Notification');
  return row;
}

/** A notification the viewer may read, as Pothos selects it, or null (a live event's row, a mutation's answer). */
export function readableNotification(deps: Deps, viewer: Viewer, id: number, query: NotificationQuery = {}) {
  return notifications.findNotificationIn(deps.db, id, notificationPolicy.readableWhere(viewer), query);
}

/** These notifications, as far as the viewer may read them, newest first, as Pothos selects them. */
export function readableNotificationsByIds(deps: Deps, viewer: Viewer, ids: number[], query: NotificationQuery = {}) {
  return notifications.findNotificationsByIds(deps.db, ids, notificationPolicy.readableWhere(viewer), query);
}

export async function markRead(deps: Deps, viewer: Viewer, idInput: unknown) {
  const row = await ownNotification(deps, viewer, idInput, notificationPolicy.canUpdate);
  if (row.read) return row;
  return notifications.markNotificationRead(deps.db, row.id);
}

/** Marks every unread notification of the viewer read; returns the ids that changed. */
export async function markAllRead(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return notifications.markAllRead(deps.db, notificationPolicy.readableWhere(viewer));
}

/** Deletes every notification of the viewer; returns the deleted ids. */
export async function clearAll(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return notifications.deleteAll(deps.db, notificationPolicy.readableWhere(viewer));
}
