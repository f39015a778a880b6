import { useEffect } from 'react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isOnline, onConnectivityChange } from './connectivity.ts';

/** The screens are preloaded this long after the signed-in app started, clear of the opened screen's own loading. */
export const PRELOAD_DELAY_MS = 2_000;

/**
 * Once a user is signed in (and again on reconnecting), every screen's first query is fetched
 * in an idle slot and remembered for offline use (preloadScreens.ts, in a chunk of its own, throttled
 * there), so the first paint never waits for it.
 */
export function usePreloadScreens() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => whenIdle(() => void preload(userId)), PRELOAD_DELAY_MS);
    };
    schedule();
    const stop = onConnectivityChange((online) => online && schedule());
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [userId]);
}

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else run();
}

async function preload(userId: number) {
  if (!isOnline()) return;
  const { preloadScreens } = await import('./preloadScreens.ts');
  await preloadScreens(userId, `${window.location.pathname}${window.location.search}`);
}
