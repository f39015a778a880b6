import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

const LISTED = { user: { select: { id: true, username: true } } } as const;

export function insertToken(db: Db, data: Prisma.ApiTokenUncheckedCreateInput) {
  return db.apiToken.create({ data, include: LISTED });
}

/** Newest first. */
export function findTokens(db: Db, where: Prisma.ApiTokenWhereInput) {
  return db.apiToken.findMany({ where, orderBy: { id: 'desc' }, include: LISTED });
}

export function findToken(db: Db, id: number) {
  return db.apiToken.findUnique({ where: { id }, include: LISTED });
}

export function revokeToken(db: Db, id: number, at: Date) {
  return db.apiToken.update({ where: { id }, data: { revokedAt: at }, include: LISTED });
}

/** The token of a Bearer header (by its hash) with its user. */
export function findTokenWithUser(db: Db, tokenHash: string) {
  return db.apiToken.findUnique({ where: { tokenHash }, include: { user: true } });
}

/** Marks the token used unless another request did within the last `everyMs` (one write a minute at most). */
export function touchToken(db: Db, id: number, now: Date, everyMs: number) {
  return db.apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - everyMs) } }] },
    data: { lastUsedAt: now },
  });
}
