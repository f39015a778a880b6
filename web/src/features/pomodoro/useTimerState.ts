import { graphql, useFragment } from 'react-relay/hooks.js';
import type { useTimerState_timer$key } from '../../__generated__/useTimerState_timer.graphql.ts';
import { toLocalTime } from './serverClock.ts';
import { useClock } from './useClock.ts';
import { timerState, type TimerState } from './timerView.ts';

/** The server timer counted down on this tab's clock, re-rendering every second while it runs. */
export function useTimerState(timer: useTimerState_timer$key): TimerState {
  const data = useFragment(
    graphql`
      fragment useTimerState_timer on Timer {
        id
        mode
        status
        endsAt
        timeLeft
        durationSeconds
        version
        serverTime
        activeTaskRowId
        groupTaskRowIds
        settings {
          workDuration
          breakDuration
        }
      }
    `,
    timer,
  );
  const running = data.status === 'running' && !!data.endsAt;
  const anchor = running ? toLocalTime(data.endsAt as string, data.serverTime as string) : null;
  const now = useClock(anchor, running);
  return timerState({ ...data, endsAt: data.endsAt as string | null, serverTime: data.serverTime as string }, now, toLocalTime);
}
