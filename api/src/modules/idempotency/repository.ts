import type { Db } from '../../db/client.js';

/** The status of a claimed key whose first request is still running. */
export const IN_FLIGHT = -1;

export type StoredAnswer = { method: string; path: string; status: number; body: string };
type Key = { userId: number; key: string };

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';
const where = ({ userId, key }: Key) => ({ userId_key: { userId, key } });

/** What is stored for the user's key (an answer, or IN_FLIGHT), or null. */
export function findAnswer(db: Db, k: Key): Promise<StoredAnswer | null> {
  return db.idempotencyKey.findUnique({ where: where(k), select: { method: true, path: true, status: true, body: true } });
}

/** Claims the key for a request about to run: false when the user's key is already taken. */
export async function claimKey(db: Db, k: Key, request: { method: string; path: string }): Promise<boolean> {
  try {
    await db.idempotencyKey.create({ data: { ...k, ...request, status: IN_FLIGHT, body: '' } });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Stores the answer of the request that claimed the key. */
export async function settleKey(db: Db, k: Key, answer: { status: number; body: string }) {
  await db.idempotencyKey.update({ where: where(k), data: answer });
}

/** Frees a claimed key, so a retry runs again. */
export async function releaseKey(db: Db, k: Key) {
  await db.idempotencyKey.deleteMany({ where: k });
}

/** Stores an answer for a key nobody claimed; a twin that stored first keeps its answer. */
export async function storeAnswer(db: Db, k: Key, answer: StoredAnswer) {
  try {
    await db.idempotencyKey.create({ data: { ...k, ...answer } });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/** Forgets every answer stored before `before`. */
export async function forgetAnswersBefore(db: Db, before: Date) {
  await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: before } } });
}

/** Stores the answer of the twin that did the write, over a repeat's answer a twin may have stored first. */
export async function storeFirstAnswer(db: Db, k: Key, answer: StoredAnswer) {
  try {
    await db.idempotencyKey.upsert({ where: where(k), create: { ...k, ...answer }, update: { status: answer.status, body: answer.body } });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await db.idempotencyKey.update({ where: where(k), data: { status: answer.status, body: answer.body } });
  }
}
