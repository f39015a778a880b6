import { useEffect, useReducer } from 'react';

const TICK_MS = 1000;

/**
 * Re-renders every second and returns the wall clock. The ticks are lined up with `anchor` (the
 * local instant the running phase ends), so the display turns over on whole seconds of the
 * countdown; a tab that wakes from sleep re-renders at once, and since the time is read from the
 * clock, not counted, it shows the right time.
 */
export function useClock(anchor: number | null, enabled = true): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = anchor === null ? 0 : (((anchor - Date.now()) % TICK_MS) + TICK_MS) % TICK_MS;
    const first = setTimeout(() => {
      rerender();
      interval = setInterval(rerender, TICK_MS);
    }, delay + 5);
    const wake = () => document.visibilityState === 'visible' && rerender();
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [anchor, enabled]);
  return Date.now();
}
