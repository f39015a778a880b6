import type { TimerState } from '../../generated/prisma-sqlite/client.js';
import { phaseLength, secondsLeft, view, type Mode, type PomodoroSettings, type Status, type Timer } from '../../../../shared/pomodoro/machine.js';

/** What the server keeps per user: the row (absent until the first start), its settings and current session. */
export type StoredTimer = {
  userId: number;
  row: TimerState | null;
  settings: PomodoroSettings;
  /** minutes of the session in progress, the length of the running or paused phase */
  sessionMinutes: number | null;
};

const MODES: Mode[] = ['work', 'break'];
const STATUSES: Status[] = ['idle', 'running', 'paused'];

/** The machine's timer for a stored row. An idle timer always shows the full length under the current settings. */
export function toMachine({ row, settings, sessionMinutes }: StoredTimer): Timer {
  const mode = MODES.includes(row?.mode as Mode) ? (row!.mode as Mode) : 'work';
  let status = STATUSES.includes(row?.status as Status) ? (row!.status as Status) : 'idle';
  if (status === 'running' && !row?.endsAt) status = 'idle';
  const phaseSeconds = status !== 'idle' && sessionMinutes ? sessionMinutes * 60 : phaseLength(settings, mode);
  return {
    mode,
    status,
    endsAt: status === 'running' ? row!.endsAt!.getTime() : null,
    remainingSeconds: status === 'paused' ? (row?.remainingSeconds ?? phaseSeconds) : phaseSeconds,
    phaseSeconds,
    activeTaskId: row?.activeTaskId ?? null,
    groupTaskIds: parseGroup(row?.groupTaskIds, row?.activeTaskId ?? null),
    settings,
  };
}

/** The columns to store for a machine timer (the session id is written by the effects). */
export function toColumns(t: Timer) {
  return {
    mode: t.mode,
    status: t.status,
    endsAt: t.status === 'running' && t.endsAt !== null ? new Date(t.endsAt) : null,
    remainingSeconds: t.status === 'running' ? null : t.remainingSeconds,
    activeTaskId: t.activeTaskId,
    groupTaskIds: t.groupTaskIds.length ? JSON.stringify(t.groupTaskIds) : null,
  };
}

export function sameTimer(a: Timer, b: Timer) {
  return JSON.stringify(toColumns(a)) === JSON.stringify(toColumns(b));
}

/** The timer as both APIs show it at `now` (spec "Timer state" plus what a client needs to count down). */
export function presentTimer(stored: StoredTimer, now: number) {
  const t = toMachine(stored);
  const v = view(t, now);
  return {
    userId: stored.userId,
    mode: t.mode,
    status: t.status,
    state: v.phase,
    /** when the running phase reaches zero; count down to it (corrected by serverTime) */
    endsAt: t.endsAt === null ? null : new Date(t.endsAt),
    timeLeft: secondsLeft(t, now),
    durationSeconds: t.phaseSeconds,
    progress: v.progress,
    isRunning: v.isRunning,
    isPaused: v.isPaused,
    isBreak: v.isBreak,
    activeTaskId: t.activeTaskId,
    groupTaskIds: t.groupTaskIds,
    pomodoroSessionId: stored.row?.pomodoroSessionId ?? null,
    /** pass it to finish so a phase end is recorded once */
    version: stored.row?.version ?? 0,
    serverTime: new Date(now),
    settings: stored.settings,
  };
}
export type TimerView = ReturnType<typeof presentTimer>;

function parseGroup(json: string | null | undefined, active: number | null): number[] {
  try {
    const ids = JSON.parse(json ?? '[]');
    if (Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))) return ids.length ? ids : active ? [active] : [];
  } catch {
    /* a damaged row falls back to the active task */
  }
  return active ? [active] : [];
}
