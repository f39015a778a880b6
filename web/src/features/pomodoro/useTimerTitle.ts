import { useEffect, useRef } from 'react';
import { formatTime } from '../../../../shared/pomodoro/machine.ts';
import type { TimerState } from './timerView.ts';

const APP_NAME = 'Streamline';

/** While the timer runs the tab's title shows the countdown ("12:34 · Working — Streamline"); restored when it stops. */
export function useTimerTitle(state: TimerState) {
  const original = useRef<string | null>(null);
  const text = state.isRunning ? `${formatTime(state.timeLeft)} · ${state.label} — ${APP_NAME}` : null;

  useEffect(() => {
    if (text === null) {
      if (original.current !== null) document.title = original.current;
      original.current = null;
      return;
    }
    original.current ??= document.title;
    document.title = text;
  }, [text]);

  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}
