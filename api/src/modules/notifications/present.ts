import type { Notification } from '../../generated/prisma-sqlite/client.js';

/** A notification as the client sees it (spec section 3). */
export function presentNotification(n: Notification) {
  return {
    id: n.id,
    type: n.type,
    action: n.action,
    title: n.title,
    message: n.message,
    timestamp: n.timestamp.toISOString(),
    read: n.read,
    data: n.data ?? null,
  };
}
