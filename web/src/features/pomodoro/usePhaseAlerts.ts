import { useEffect, useRef } from 'react';
import { toast } from '../../components/toast/toastStore.ts';
import { joinAlertElection, playChime, ringsHere, showBrowserNotification } from './alerts.ts';
import { MESSAGES } from './messages.ts';
import type { TimerState } from './timerView.ts';

type Seen = { mode: string; status: string; version: number; activeTaskId: number | null };

type Options = { taskName: string | null; sound: boolean };

/**
 * Spec section 4: when work reaches zero, a notification with sound, then the break (which the
 * server has started); when the break reaches zero, the timer resets. Noticed as the change of the
 * server's timer between two answers, so it works whichever tab or device recorded the end.
 */
export function usePhaseAlerts(state: TimerState, { taskName, sound }: Options) {
  const seen = useRef<Seen | null>(null);
  useEffect(() => joinAlertElection(), []);

  useEffect(() => {
    const before = seen.current;
    const now: Seen = { mode: state.mode, status: state.status, version: state.version, activeTaskId: state.activeTaskId };
    seen.current = now;
    if (!before || now.version <= before.version || before.status !== 'running') return;

    const workEnded = before.mode === 'work' && now.mode === 'break' && now.status === 'running';
    const breakEnded = before.mode === 'break' && now.mode === 'work' && now.status === 'idle' && now.activeTaskId !== null;
    if (!workEnded && !breakEnded) return;

    const title = workEnded ? MESSAGES.workDone.title : MESSAGES.breakDone.title;
    const description = workEnded ? MESSAGES.workDone.description(taskName, state.settings.breakDuration) : MESSAGES.breakDone.description;
    toast({ variant: workEnded ? 'success' : 'default', title, description });
    if (!ringsHere()) return;
    if (sound) playChime(workEnded ? 'work' : 'break');
    showBrowserNotification(title, description);
  }, [state.mode, state.status, state.version, state.activeTaskId, state.settings.breakDuration, taskName, sound]);
}
