import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import type { useFinishPhaseMutation } from '../../__generated__/useFinishPhaseMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { MESSAGES } from './messages.ts';
import type { TimerState } from './timerView.ts';

const finishPhaseMutation = graphql`
  mutation useFinishPhaseMutation($version: Int!) {
    finishPhase(version: $version) {
      ...timerRecord_timer
    }
  }
`;

/** The server refuses a phase end it has not reached yet (its clock is behind ours): ask again later. */
const NOT_YET = /not ended yet/i;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;
/** Other failures are shown once, after this many tries. */
const REPORT_AFTER = 3;

type Attempt = { version: number; nextAt: number; inFlight: boolean; failures: number };

/**
 * When this tab's clock sees the running phase reach zero it asks the server to record it, once per
 * timer version. The server records the end exactly once (other tabs asking too is harmless) and
 * answers the next phase (the break, or the reset after a break), which every tab then shows.
 */
export function useFinishPhase(state: TimerState) {
  const [commit] = useMutation<useFinishPhaseMutation>(finishPhaseMutation);
  const attempt = useRef<Attempt | null>(null);
  const due = state.isRunning && state.timeLeft <= 0;

  useEffect(() => {
    if (!due) return;
    const now = Date.now();
    const previous = attempt.current?.version === state.version ? attempt.current : null;
    if (previous && (previous.inFlight || now < previous.nextAt)) return;
    const current: Attempt = { version: state.version, nextAt: now, inFlight: true, failures: previous?.failures ?? 0 };
    attempt.current = current;
    commit({
      variables: { version: state.version },
      onCompleted: () => {
        current.inFlight = false;
      },
      onError: (error) => {
        current.inFlight = false;
        current.failures += 1;
        current.nextAt = Date.now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (current.failures - 1));
        if (!NOT_YET.test(error.message) && current.failures === REPORT_AFTER) toast({ variant: 'destructive', ...MESSAGES.timerError });
      },
    });
    // re-evaluated on every tick (timeLeft changes only while counting, so depend on the clock too)
  });
}
