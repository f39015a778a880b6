import type { Db, Tx } from '../../db/client.js';
import type { Prisma, User } from '../../generated/prisma-sqlite/client.js';

type IdentityKey = { issuer: string; subject: string };

/** The account linked to this identity at the provider, if any. */
export async function findLinkedUser(db: Db, key: IdentityKey): Promise<User | null> {
  const row = await db.userIdentity.findUnique({ where: { issuer_subject: key }, select: { user: true } });
  return row?.user ?? null;
}

/** Notes a sign-in through a linked identity and the e-mail address the provider gave this time. */
export async function touchIdentity(db: Db, key: IdentityKey, email: string | null) {
  await db.userIdentity.update({ where: { issuer_subject: key }, data: { lastUsedAt: new Date(), email } });
}

export async function linkIdentity(db: Db | Tx, userId: number, key: IdentityKey, email: string | null) {
  await db.userIdentity.create({ data: { userId, ...key, email } });
}

/** Whether the account already has an identity at this issuer. */
export async function hasIdentityAt(db: Db, userId: number, issuer: string): Promise<boolean> {
  return (await db.userIdentity.count({ where: { userId, issuer } })) > 0;
}

export function findUserByEmail(db: Db, email: string): Promise<User | null> {
  return db.user.findUnique({ where: { email } });
}

/** The usernames that begin with `base` (the candidates a new one must avoid). */
export async function usernamesStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.user.findMany({ where: { username: { startsWith: base } }, select: { username: true } });
  return new Set(rows.map((row) => row.username));
}

/** Oldest link first. */
export function findIdentities(db: Db, where: Prisma.UserIdentityWhereInput) {
  return db.userIdentity.findMany({ where, orderBy: { id: 'asc' } });
}

export function findIdentity(db: Db, id: number) {
  return db.userIdentity.findUnique({ where: { id } });
}

export async function deleteIdentity(db: Db, id: number) {
  await db.userIdentity.deleteMany({ where: { id } });
}

/** The stored password of an account (a no-password marker for one the provider made). */
export async function passwordOf(db: Db, userId: number): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { password: true } }))?.password ?? null;
}
