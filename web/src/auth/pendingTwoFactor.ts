// The user id of a login waiting for its two-factor code, kept for this tab only.
const KEY = 'streamline:2fa-user-id';

export function readPendingUserId(): number | null {
  const value = Number(sessionStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storePendingUserId(id: number | null) {
  if (id === null) sessionStorage.removeItem(KEY);
  else sessionStorage.setItem(KEY, String(id));
}
