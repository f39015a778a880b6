import type { Db } from '../../db/client.js';

/** The calendar feed domain's queries: one secret feed per user. */

export function findFeedOf(db: Db, userId: number) {
  return db.calendarFeed.findUnique({ where: { userId } });
}

export function findFeedByTokenHash(db: Db, tokenHash: string) {
  return db.calendarFeed.findUnique({ where: { tokenHash } });
}

/** Gives the user a feed with this secret, replacing the one they had (its URL stops working). */
export function replaceFeed(db: Db, userId: number, tokenHash: string, token: string) {
  return db.calendarFeed.upsert({ where: { userId }, create: { userId, tokenHash, token }, update: { tokenHash, token, createdAt: new Date() } });
}

export function deleteFeed(db: Db, userId: number) {
  return db.calendarFeed.deleteMany({ where: { userId } });
}
