import type { Db } from '../../db/client.js';

export type PushSubscriptionRow = Awaited<ReturnType<typeof findPushSubscriptionsOfUser>>[number];

export function findPushSubscriptionsOfUser(db: Db, userId: number) {
  return db.pushSubscription.findMany({ where: { userId }, orderBy: { id: 'asc' } });
}

/** A browser's subscription belongs to whoever registered it last (one browser, one endpoint). */
export function savePushSubscription(db: Db, data: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null }) {
  return db.pushSubscription.upsert({ where: { endpoint: data.endpoint }, create: data, update: data });
}

export function deletePushSubscriptionOf(db: Db, userId: number, endpoint: string) {
  return db.pushSubscription.deleteMany({ where: { userId, endpoint } });
}

export function deletePushSubscription(db: Db, id: number) {
  return db.pushSubscription.deleteMany({ where: { id } });
}
