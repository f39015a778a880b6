import { useCallback, useEffect, useRef } from 'react';
import type { TaskChange } from '../tasks/useTaskChanges.ts';

/** Changes that come together (an import, a teammate moving several tasks) are asked for once. */
const GATHER_MS = 400;

/**
 * For a screen that lists tasks by day (Upcoming, the Calendar): a task made, moved or reopened
 * elsewhere (another tab or device, a teammate) that the screen does not show yet may now belong on
 * it, which a live event does not say, so the screen asks again. A task it shows updates in place.
 * Returns the handler for useTaskChanges' `onEvent`.
 */
export function useRefetchOnNewTasks(shownIds: readonly string[], refetch: () => void) {
  const shown = useRef(new Set<string>());
  const latestRefetch = useRef(refetch);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    shown.current = new Set(shownIds);
    latestRefetch.current = refetch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((event: TaskChange) => {
    if (event.kind === 'deleted' || shown.current.has(event.taskId)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestRefetch.current(), GATHER_MS);
  }, []);
}
