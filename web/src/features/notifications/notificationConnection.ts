import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

export const NOTIFICATIONS_CONNECTION = 'NotificationPanel_notifications';

export function notificationsConnection(store: RecordSourceProxy): RecordProxy | null | undefined {
  return ConnectionHandler.getConnection(store.getRoot(), NOTIFICATIONS_CONNECTION);
}

/** Adds `delta` to a numeric field of the connection (unreadCount, totalCount), never below 0. */
export function bump(connection: RecordProxy, field: 'unreadCount' | 'totalCount', delta: number) {
  const value = connection.getValue(field);
  if (typeof value === 'number') connection.setValue(Math.max(0, value + delta), field);
}

/** Puts a new notification first (once: a retried event is not shown twice). */
export function prependNotification(store: RecordSourceProxy, notification: RecordProxy) {
  const connection = notificationsConnection(store);
  if (!connection) return;
  const id = notification.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((e) => e?.getLinkedRecord('node')?.getDataID() === id)) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, notification, 'NotificationEdge'));
  bump(connection, 'totalCount', 1);
  if (!notification.getValue('read')) bump(connection, 'unreadCount', 1);
}
