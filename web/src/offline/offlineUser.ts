import { localStore } from '../lib/browserStorage.ts';
/**
 * The last signed-in user, kept so the app opens offline after one visit (the session cookie stays
 * valid; only the check cannot reach the server). Cleared on logout or a "logged out" answer.
 */
const KEY = 'streamline-offline-user';

export type CachedUser = { id: number } & Record<string, unknown>;

type UserListener = (userId: number | null) => void;
const userListeners = new Set<UserListener>();

/** Called when the remembered user becomes someone else (sign-in as another user, or sign-out). */
export function onRememberedUserChange(listener: UserListener) {
  userListeners.add(listener);
  return () => void userListeners.delete(listener);
}

export function rememberUser(user: CachedUser | null) {
  const before = currentUserId();
  store(user);
  const after = user?.id ?? null;
  if (after !== before) userListeners.forEach((l) => l(after));
}

function store(user: CachedUser | null) {
  try {
    if (user) localStore.setItem(KEY, JSON.stringify(user));
    else localStore.removeItem(KEY);
  } catch {
    /* storage disabled: offline start is simply unavailable */
  }
}

export function cachedUser<T extends CachedUser>(): T | null {
  try {
    const raw = localStore.getItem(KEY);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id for local tasks and queued actions, or null. */
export function currentUserId(): number | null {
  return cachedUser()?.id ?? null;
}
