import { graphql, useFragment } from 'react-relay/hooks.js';
import type { TimerWatcher_timer$key } from '../../__generated__/TimerWatcher_timer.graphql.ts';
import { useFinishPhase } from './useFinishPhase.ts';
import { usePhaseAlerts } from './usePhaseAlerts.ts';
import { useTimerState } from './useTimerState.ts';
import { useTimerTitle } from './useTimerTitle.ts';

type Props = { timer: TimerWatcher_timer$key; sound: boolean };

/** Renders nothing: reports phase ends to the server, rings when they happen, and keeps the tab title. */
export function TimerWatcher({ timer, sound }: Props) {
  const data = useFragment(
    graphql`
      fragment TimerWatcher_timer on Timer {
        id
        activeTask {
          name
        }
        ...useTimerState_timer
      }
    `,
    timer,
  );
  const state = useTimerState(data);
  useFinishPhase(state);
  usePhaseAlerts(state, { taskName: data.activeTask?.name ?? null, sound });
  useTimerTitle(state);
  return null;
}
