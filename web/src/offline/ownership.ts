import type { LocalTask, PendingAction } from './types.ts';

/**
 * Whose a local record is. One browser may serve several users in turn: every local task and queued
 * action carries its owner's user id, and only the signed-in user's records are read or replayed.
 * A task saved before owners were recorded falls back to its userId (the server's owner).
 */
export function ownerOf(record: LocalTask | PendingAction): number | null {
  if (typeof record.ownerId === 'number') return record.ownerId;
  return 'userId' in record && typeof record.userId === 'number' ? record.userId : null;
}

/** Nobody signed in (null) owns nothing. */
export function isOwnedBy(record: LocalTask | PendingAction, userId: number | null): boolean {
  return userId !== null && ownerOf(record) === userId;
}

export function withOwner<T extends LocalTask | PendingAction>(record: T, userId: number | null): T {
  return typeof record.ownerId === 'number' ? record : { ...record, ownerId: userId };
}
