import { phaseLength, view, type Mode, type Status, type Timer, type TimerView } from '../../../../shared/pomodoro/machine.ts';

/** The timer fields every view reads (the `useTimerState_timer` fragment). */
export type ServerTimer = {
  mode: string;
  status: string;
  endsAt: string | null | undefined;
  timeLeft: number;
  durationSeconds: number;
  version: number;
  serverTime: string;
  activeTaskRowId: number | null | undefined;
  groupTaskRowIds: ReadonlyArray<number>;
  settings: { workDuration: number; breakDuration: number };
};

export type TimerState = TimerView & {
  mode: Mode;
  status: Status;
  version: number;
  /** local epoch ms at which the running phase reaches zero */
  endsAtLocal: number | null;
  settings: { workDuration: number; breakDuration: number };
  label: StatusLabel;
};

export type StatusLabel = 'Working' | 'Break' | 'Paused';

/**
 * The server's timer as the pure machine's timer on the local clock. A stopped timer always shows
 * the full phase under the current settings (as the server does), so a settings change shows at once.
 */
export function toMachineTimer(t: ServerTimer, toLocal: (instant: string, serverTime: string) => number): Timer {
  const mode: Mode = t.mode === 'break' ? 'break' : 'work';
  const status: Status = t.status === 'running' && t.endsAt ? 'running' : t.status === 'paused' ? 'paused' : 'idle';
  const settings = { workDuration: t.settings.workDuration, breakDuration: t.settings.breakDuration };
  const phaseSeconds = status === 'idle' ? phaseLength(settings, mode) : t.durationSeconds;
  return {
    mode,
    status,
    endsAt: status === 'running' ? toLocal(t.endsAt!, t.serverTime) : null,
    remainingSeconds: status === 'idle' ? phaseSeconds : Math.min(t.timeLeft, phaseSeconds),
    phaseSeconds,
    activeTaskId: t.activeTaskRowId ?? null,
    groupTaskIds: [...t.groupTaskRowIds],
    settings,
  };
}

/** Spec "Pomodoro screen": the ring's label is Working, Break or Paused. */
export function statusLabel(v: Pick<TimerView, 'isBreak' | 'isRunning' | 'isPaused'>): StatusLabel {
  if (v.isPaused) return 'Paused';
  if (v.isBreak) return 'Break';
  return v.isRunning ? 'Working' : 'Paused';
}

/** What the ring, the banner and the title show at local time `now`. */
export function timerState(t: ServerTimer, now: number, toLocal: (instant: string, serverTime: string) => number): TimerState {
  const machine = toMachineTimer(t, toLocal);
  const v = view(machine, now);
  const timeLeft = Math.min(v.timeLeft, machine.phaseSeconds);
  return {
    ...v,
    timeLeft,
    mode: machine.mode,
    status: machine.status,
    version: t.version,
    endsAtLocal: machine.endsAt,
    settings: machine.settings,
    label: statusLabel(v),
  };
}
