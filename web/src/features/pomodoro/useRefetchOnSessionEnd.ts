import { startTransition, useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { useRefetchOnSessionEnd_timer$key } from '../../__generated__/useRefetchOnSessionEnd_timer.graphql.ts';

/**
 * Calls `refetch` whenever a session may have ended (the timer's session or phase changed, on any
 * tab or device), so every screen that counts sessions shows the server's count at once.
 */
export function useRefetchOnSessionEnd(timer: useRefetchOnSessionEnd_timer$key, refetch: () => void) {
  const live = useFragment(
    graphql`
      fragment useRefetchOnSessionEnd_timer on Timer {
        status
        mode
        pomodoroSession {
          id
        }
      }
    `,
    timer,
  );
  const phaseKey = `${live.status}:${live.mode}:${live.pomodoroSession?.id ?? ''}`;
  const lastKey = useRef(phaseKey);
  useEffect(() => {
    if (lastKey.current === phaseKey) return;
    lastKey.current = phaseKey;
    startTransition(refetch);
  }, [phaseKey, refetch]);
}
