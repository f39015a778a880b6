import { useCallback, useEffect, useRef } from 'react';
import type { TaskChange } from './useTaskChanges.ts';

/** Changes that come together (an import, a teammate moving several tasks) are asked for once. */
const GATHER_MS = 400;

/**
 * Asks a screen's query again after live task events (another tab or device, a teammate), gathered
 * for a moment. `needless` leaves out the events the store alone keeps right on this screen.
 * Returns the handler for useTaskChanges' `onEvent`.
 */
export function useRefetchOnTaskChanges(refetch: () => void, needless: (event: TaskChange) => boolean = () => false) {
  const latest = useRef({ refetch, needless });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = { refetch, needless };
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((event: TaskChange) => {
    if (latest.current.needless(event)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current.refetch(), GATHER_MS);
  }, []);
}

/**
 * For a screen that lists tasks by day (Upcoming, the Calendar): a task made, moved or reopened
 * elsewhere that the screen does not show yet may now belong on it, which a live event does not say,
 * so the screen asks again. A task it shows updates in place through the store.
 */
export function useRefetchOnNewTasks(shownIds: readonly string[], refetch: () => void) {
  const shown = new Set(shownIds);
  return useRefetchOnTaskChanges(refetch, (event) => event.kind === 'deleted' || shown.has(event.taskId));
}
