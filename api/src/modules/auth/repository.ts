import type { Db, Tx } from '../../db/client.js';
import type { User } from '../../generated/prisma-sqlite/client.js';

export { approvedViewer, findSessionWithUser, type SessionLookup, type SessionWithUser } from './sessionLookup.js';

/** PostgreSQL advisory lock key held while deciding whether a registration is the first account. */
const FIRST_USER_LOCK = 72_531_102;

// Sessions (their id is the SHA-256 of the cookie token)

type NewSession = { id: string; expiresAt: Date; userAgent: string | null; ip: string | null } & (
  { userId: number; pendingUserId?: never; oidcIdToken?: string | null } | { pendingUserId: number; userId?: never }
);

export async function insertSession(db: Db, session: NewSession) {
  await db.session.create({ data: session });
}

export async function deleteSession(db: Db, id: string) {
  await db.session.deleteMany({ where: { id } });
}

/** Moves a session's idle expiry on. */
export async function touchSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date) {
  await db.session.update({ where: { id }, data: { lastSeenAt, expiresAt } });
}

/** Ends every session of a user, or every one but `exceptId`. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string | null) {
  await db.session.deleteMany({ where: { userId, ...(exceptId ? { id: { not: exceptId } } : {}) } });
}

/**
 * Takes one of a two-factor challenge's attempts in one conditional write, so requests sent all at
 * once cannot share a count read earlier. False when the challenge is gone or used up.
 */
export async function takeChallengeAttempt(db: Db, sessionId: string, pendingUserId: number, maxAttempts: number): Promise<boolean> {
  const { count } = await db.session.updateMany({
    where: { id: sessionId, pendingUserId, pendingAttempts: { lt: maxAttempts } },
    data: { pendingAttempts: { increment: 1 } },
  });
  return count === 1;
}

/** The attempts a challenge has used, or null once it is gone. */
export async function challengeAttempts(db: Db, sessionId: string): Promise<number | null> {
  const row = await db.session.findUnique({ where: { id: sessionId }, select: { pendingAttempts: true } });
  return row?.pendingAttempts ?? null;
}

// Accounts

/** Which of the two a registration would take is already used, if any. */
export function findUsernameOrEmail(db: Db, username: string, email: string) {
  return db.user.findFirst({ where: { OR: [{ username }, { email }] }, select: { username: true, email: true } });
}

/** The user signing in by username, or by e-mail address. */
export function findUserByLogin(db: Db, login: string): Promise<User | null> {
  return db.user.findFirst({ where: { OR: [{ username: login }, { email: login.toLowerCase() }] } });
}

export function findUserById(db: Db, id: number): Promise<User | null> {
  return db.user.findUnique({ where: { id } });
}

/** True when no account exists yet. On PostgreSQL, call `waitForFirstUser` and ask again before relying on a true. */
export async function noUserYet(tx: Tx): Promise<boolean> {
  return (await tx.user.count()) === 0;
}

/** Waits for any other registration deciding whether it is the first (PostgreSQL; freed when the transaction ends). */
export async function waitForFirstUser(tx: Tx) {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', FIRST_USER_LOCK);
}

// Two-factor

/** Records a code's time step unless an equal or later one was used already (replay guard): false then. */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
    data: { twoFactorLastStep: step },
  });
  return count === 1;
}

/** Stores a new, not yet enabled, two-factor secret (encrypted). */
export async function storePendingSecret(db: Db, userId: number, encryptedSecret: string) {
  await db.user.update({ where: { id: userId }, data: { twoFactorSecret: encryptedSecret } });
}

export function enableTwoFactor(db: Db, userId: number, step: number): Promise<User> {
  return db.user.update({ where: { id: userId }, data: { twoFactorEnabled: true, twoFactorLastStep: step } });
}

/** Turns 2FA off; a new secret starts a new sequence of time steps, so the replay guard goes too. */
export function disableTwoFactor(db: Db, userId: number): Promise<User> {
  return db.user.update({ where: { id: userId }, data: { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null } });
}
