import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { constraintOf } from '../../db/constraints.js';

/** The select/include Pothos asks for (empty outside GraphQL). */
type Query = { select?: Prisma.NotificationSelect; include?: Prisma.NotificationInclude };
/** A page as Prisma (and Pothos' prismaConnection) takes it. */
type Page = { take?: number; skip?: number; cursor?: Prisma.NotificationWhereUniqueInput };

export const NEWEST_FIRST: Prisma.NotificationOrderByWithRelationInput[] = [{ timestamp: 'desc' }, { id: 'desc' }];

const only = (scope: Prisma.NotificationWhereInput, unreadOnly?: boolean | null): Prisma.NotificationWhereInput =>
  unreadOnly ? { read: false, AND: [scope] } : scope;

export function insertNotification(db: Db, data: Prisma.NotificationUncheckedCreateInput) {
  return db.notification.create({ data });
}

/** The notifications within `scope` (a policy filter), newest first; with `unreadOnly` the unread ones. */
export function findNotifications(db: Db, scope: Prisma.NotificationWhereInput, unreadOnly?: boolean | null, page: Page & Query = {}) {
  return db.notification.findMany({ ...page, where: only(scope, unreadOnly), orderBy: NEWEST_FIRST });
}

export function countNotifications(db: Db, scope: Prisma.NotificationWhereInput, unreadOnly?: boolean | null) {
  return db.notification.count({ where: only(scope, unreadOnly) });
}

/** One notification by id, whoever's it is (the policy decides who sees it). */
export function findNotification(db: Db, id: number) {
  return db.notification.findUnique({ where: { id } });
}

/** The notification with this id within `scope`, or null. */
export function findNotificationIn(db: Db, id: number, scope: Prisma.NotificationWhereInput, query: Query = {}) {
  return db.notification.findFirst({ ...query, where: { id, AND: [scope] } });
}

/** These notifications (within `scope`), newest first. */
export function findNotificationsByIds(db: Db, ids: number[], scope: Prisma.NotificationWhereInput, query: Query = {}) {
  return db.notification.findMany({ ...query, where: { id: { in: ids }, AND: [scope] }, orderBy: NEWEST_FIRST });
}

export function markNotificationRead(db: Db, id: number) {
  return db.notification.update({ where: { id }, data: { read: true } });
}

/** Marks the unread notifications within `scope` read; returns the ids that changed. */
export async function markAllRead(db: Db, scope: Prisma.NotificationWhereInput) {
  const unread = await db.notification.findMany({ where: only(scope, true), select: { id: true } });
  const ids = unread.map((n) => n.id);
  if (ids.length) await db.notification.updateMany({ where: { id: { in: ids }, AND: [scope] }, data: { read: true } });
  return ids;
}

/** Deletes the notifications within `scope`; returns the deleted ids. */
export async function deleteAll(db: Db, scope: Prisma.NotificationWhereInput) {
  const rows = await db.notification.findMany({ where: scope, select: { id: true } });
  const ids = rows.map((n) => n.id);
  if (ids.length) await db.notification.deleteMany({ where: { id: { in: ids }, AND: [scope] } });
  return ids;
}

/** The stored notification preferences of these users (a user without a row has the defaults). */
export function findPreferences(db: Db, userIds: number[]) {
  return db.notificationPreference.findMany({ where: { userId: { in: userIds } } });
}

export function upsertPreference(db: Db, userId: number, data: Omit<Prisma.NotificationPreferenceUncheckedCreateInput, 'userId'>) {
  return db.notificationPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}

/** Records that `userId` was notified of `eventKey`; false when they already were (the unique index settles two at once). */
export async function claimNotifiedEvent(db: Db, userId: number, eventKey: string): Promise<boolean> {
  try {
    await db.notifiedEvent.create({ data: { userId, eventKey } });
    return true;
  } catch (error) {
    if (constraintOf(error) === 'unique') return false;
    throw error;
  }
}

/** The users to notify, with where to reach them. */
export function recipientsByIds(db: Db, ids: number[]) {
  return db.user.findMany({ where: { id: { in: ids }, status: { not: 'rejected' } }, select: { id: true, email: true, name: true, username: true } });
}

/** Forgets which events users were notified of before `before`; answers how many rows went. */
export async function forgetNotifiedEventsBefore(db: Db, before: Date) {
  return (await db.notifiedEvent.deleteMany({ where: { createdAt: { lt: before } } })).count;
}
