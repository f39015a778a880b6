import type { Db } from '../../db/client.js';
import type { Session, User } from '../../generated/prisma-sqlite/client.js';

export type SessionWithUser = Session & { user: User | null };

/**
 * The session row of `id` (the SHA-256 of the cookie) with its user: the same row as Prisma's
 * `session.findUnique({ where: { id }, include: { user: true } })`. Every request asks, so it is one
 * Kysely query.
 */
export async function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | null> {
  const session = await db.$kysely.selectFrom('Session').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) return null;
  const user = session.userId === null ? null : ((await db.$kysely.selectFrom('User').selectAll().where('id', '=', session.userId).executeTakeFirst()) ?? null);
  return { ...session, user };
}
