import { currentUserId } from './offlineUser.ts';
import { localStore } from '../lib/browserStorage.ts';

/**
 * The last good answer of each GraphQL query, per user, so screens open offline: when a query gets
 * no answer, the network layer serves the remembered one and the local overlay (pending creates,
 * edits and deletes from IndexedDB) is applied on top. The service worker never caches /graphql.
 */
const PREFIX = 'streamline-gql:';
const MAX_ENTRY = 1_000_000;

const keyOf = (name: string, variables: unknown) => `${PREFIX}${currentUserId() ?? 0}:${name}:${JSON.stringify(variables ?? {})}`;

export function rememberAnswer(name: string, variables: unknown, body: unknown) {
  try {
    const text = JSON.stringify(body);
    if (text.length <= MAX_ENTRY) localStore.setItem(keyOf(name, variables), text);
  } catch {
    /* storage full or disabled: offline opening of this screen is simply unavailable */
  }
}

export function rememberedAnswer<T>(name: string, variables: unknown): T | null {
  try {
    const text = localStore.getItem(keyOf(name, variables));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function forgetAnswers() {
  try {
    for (const key of localStore.keys()) if (key.startsWith(PREFIX)) localStore.removeItem(key);
  } catch {
    /* nothing to forget */
  }
}

/** A fetch that got no answer (offline, server down, aborted), as opposed to an answer with an error. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|networkerror|network request failed|load failed|no answer/i.test(message);
}

/** When this user's screens were last preloaded (preloadScreens.ts): the local day and the time. */
export type ScreensPreloaded = { day: string; at: number };

const preloadedKey = (userId: number) => `${PREFIX}${userId}:screens-preloaded`;

export function screensPreloadedAt(userId: number): ScreensPreloaded | null {
  try {
    const text = localStore.getItem(preloadedKey(userId));
    return text ? (JSON.parse(text) as ScreensPreloaded) : null;
  } catch {
    return null;
  }
}

export function markScreensPreloaded(userId: number, mark: ScreensPreloaded) {
  try {
    localStore.setItem(preloadedKey(userId), JSON.stringify(mark));
  } catch {
    /* storage full or disabled: the next load preloads again */
  }
}

/** The next online load preloads this user's screens again (their remembered answers are out of date). */
export function forgetScreensPreloaded(userId: number) {
  try {
    localStore.removeItem(preloadedKey(userId));
  } catch {
    /* disabled: nothing was remembered */
  }
}
