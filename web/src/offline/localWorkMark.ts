import { localStore } from '../lib/browserStorage.ts';
/**
 * Whether the signed-in user can have local work waiting (a pending task or a queued action), known
 * without reading the local store. Every write that can leave such work sets a new change token once
 * it has committed; a full read that found none records the token it started from. While the two
 * match, nothing has been written since that read, so the overlay after each GraphQL answer need not
 * read every local task (5,000 of them, on every page of a scrolling list).
 *
 * Tabs share the marks (localStorage): a write in one tab makes every tab read again. Setting the
 * token after the commit is what makes it safe: a write that commits after a read started changes the
 * token after that read took it, so the clean mark that read records never matches again.
 *
 * The token is also how a tab hears of another tab's writes (`onLocalWorkChangedElsewhere`): the
 * browser tells every other tab of the origin when it changes, after the write has committed.
 */
const CHANGED_KEY = 'streamline-local-work-changed';
const CLEAN_KEY = 'streamline-local-work-clean';

/** After a write that can leave pending work (see db.ts). */
export function localWorkChanged() {
  try {
    localStore.setItem(CHANGED_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // storage full: dropping the clean mark (which needs no room) makes every tab read again;
    // storage disabled: no clean mark can match either, so every overlay reads
    try {
      localStore.removeItem(CLEAN_KEY);
    } catch {
      /* disabled */
    }
  }
}

/** The token a read starts from, or null when storage is unavailable (then nothing is ever known clean). */
export function localWorkToken(): string | null {
  try {
    return localStore.getItem(CHANGED_KEY) ?? 'never';
  } catch {
    return null;
  }
}

const markOf = (userId: number | null, token: string) => `${userId ?? 'none'}:${token}`;

/** True when a read found no local work for this user and nothing was written since. */
export function isLocalWorkClean(userId: number | null): boolean {
  const token = localWorkToken();
  if (token === null) return false;
  try {
    return localStore.getItem(CLEAN_KEY) === markOf(userId, token);
  } catch {
    return false;
  }
}

/** A read that started at `token` found no local work for this user. */
export function markLocalWorkClean(userId: number | null, token: string | null) {
  if (token === null) return;
  try {
    localStore.setItem(CLEAN_KEY, markOf(userId, token));
  } catch {
    /* see localWorkChanged */
  }
}

/**
 * Calls `listener` when another tab (or the service worker's note, taken by another tab) changed the
 * local work: a write, a replayed answer, a queue emptied. What it says is only "read again", so a
 * listener re-reads the whole state and one notice that arrives late or merged with others is enough.
 */
export function onLocalWorkChangedElsewhere(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // a null key: another tab cleared the storage; a clean mark dropped: a write with storage full
    if (event.key === null || event.key === CHANGED_KEY || (event.key === CLEAN_KEY && event.newValue === null)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
