import type { Db, Tx } from '../../db/client.js';
import type { Prisma, User } from '../../generated/prisma-sqlite/client.js';
import type { STATUSES, ROLES } from './validation.js';
import { insertInbox } from '../projects/repository.js';

type Status = (typeof STATUSES)[number];
type Role = (typeof ROLES)[number];
/** What Pothos asks of a User query: its select/include and, for a connection, its page (take, skip, cursor). */
export type UserQuery = Omit<Prisma.UserFindManyArgs, 'where' | 'orderBy'>;

/** PostgreSQL advisory lock key held while a change may remove an approved admin. */
const LAST_ADMIN_LOCK = 72_531_103;

const ofStatus = (readable: Prisma.UserWhereInput, status?: Status | null): Prisma.UserWhereInput => ({
  AND: [readable, status ? { status } : {}],
});

/** The users the filter lets through, optionally of one status, oldest account first. */
export function findUsers(db: Db, readable: Prisma.UserWhereInput, status?: Status | null): Promise<User[]> {
  return db.user.findMany({ where: ofStatus(readable, status), orderBy: { createdAt: 'asc' } });
}

/** One page of the users the filter lets through, in id order (Query.users). */
export function findUserPage(db: Db, query: UserQuery, readable: Prisma.UserWhereInput, status?: Status | null): Promise<User[]> {
  return db.user.findMany({ ...query, where: ofStatus(readable, status), orderBy: { id: 'asc' } });
}

/** The user of `id` if the filter lets it through, with what Pothos selected. */
export function findUser(db: Db | Tx, id: number, readable: Prisma.UserWhereInput = {}, query: UserQuery = {}): Promise<User | null> {
  return db.user.findFirst({ ...query, where: { id, AND: [readable] } });
}

/** Of these ids, the users the filter lets through that still exist. */
export async function existingUserIds(db: Db, ids: number[], readable: Prisma.UserWhereInput): Promise<number[]> {
  const rows = await db.user.findMany({ where: { id: { in: ids }, AND: [readable] }, select: { id: true } });
  return rows.map((row) => row.id);
}

/**
 * Waits for every other change that may remove an admin (PostgreSQL; the transaction's end frees it).
 * Two admins demoting each other at once would each still count the other under READ COMMITTED.
 */
export async function waitForAdminChanges(tx: Tx) {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', LAST_ADMIN_LOCK);
}

/** How many approved admins there are besides the user of `id`. */
export function countOtherActiveAdmins(tx: Tx, id: number): Promise<number> {
  return tx.user.count({ where: { role: 'admin', status: 'approved', id: { not: id } } });
}

export function setStatusAndRole(tx: Tx, id: number, change: { status?: Status; role?: Role }): Promise<User> {
  return tx.user.update({ where: { id }, data: change });
}

/** An account with its settings and its Inbox: pass a transaction so that both come, or neither. */
export async function insertUser(tx: Tx, data: Pick<User, 'username' | 'email' | 'password' | 'name' | 'role' | 'status'>): Promise<User> {
  const user = await tx.user.create({ data: { ...data, settings: { create: {} } } });
  await insertInbox(tx, user.id);
  return user;
}

export function findUserByUsername(db: Db, username: string): Promise<User | null> {
  return db.user.findUnique({ where: { username } });
}

export function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return db.user.findUnique({ where: { email }, select: { id: true } }).then(Boolean);
}

export function makeApprovedAdmin(db: Db, id: number): Promise<User> {
  return db.user.update({ where: { id }, data: { role: 'admin', status: 'approved' } });
}
