import { sessionStore } from '../lib/browserStorage.ts';
// The user id of a login waiting for its two-factor code, kept for this tab only.
const KEY = 'streamline:2fa-user-id';

export function readPendingUserId(): number | null {
  const value = Number(sessionStore.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storePendingUserId(id: number | null) {
  if (id === null) sessionStore.removeItem(KEY);
  else sessionStore.setItem(KEY, String(id));
}
