import { localWorkChanged } from './localWorkMark.ts';
import { forgetScreensPreloaded } from './queryCache.ts';

// written by the service worker (web/public/sw-push.js markLocalWorkChanged)
const CACHE = 'streamline-worker-marks';
const URL_KEY = '/__streamline/local-work-changed';

/**
 * Takes the service worker's note that it changed local copies with no window open (a notification's
 * action replayed through Background Sync). The worker cannot reach localStorage, where the "nothing
 * local to lay over the screens" mark lives, so the app changes that mark for it; and the users' next
 * online round preloads every screen again, since the remembered answers predate the change.
 * Answers whether there was a note.
 */
export async function takeWorkerMark(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    const cache = await caches.open(CACHE);
    const note = await cache.match(URL_KEY);
    if (!note) return false;
    const users = (await note.json().catch(() => [])) as unknown;
    await cache.delete(URL_KEY);
    if (Array.isArray(users)) for (const id of users) if (typeof id === 'number') forgetScreensPreloaded(id);
    localWorkChanged();
    return true;
  } catch {
    return false;
  }
}
