/**
 * The focus timer (spec section 4 "Timer") as pure functions over plain data: no React, no I/O,
 * no clock of its own. Every function takes `now` (epoch ms), so the same code runs in the browser
 * (ticking every second), on the server (which records the phases) and in tests (a fake clock).
 *
 * The timer is computed from the wall clock: while running it holds `endsAt`, while paused or idle
 * `remainingSeconds`, so a tab that slept for 10 minutes shows the right time when it wakes.
 * Transitions return the new timer plus the events to record (sessions, time spent).
 */

export type Mode = 'work' | 'break';
export type Status = 'idle' | 'running' | 'paused';
/** The four states of the spec: a running break is "break". */
export type TimerPhase = 'idle' | 'running' | 'paused' | 'break';
export type TaskId = number;

/** Minutes, per user (spec section 9: 25 and 5). */
export type PomodoroSettings = { workDuration: number; breakDuration: number };
export const DEFAULT_SETTINGS: PomodoroSettings = { workDuration: 25, breakDuration: 5 };

export type Timer = {
  mode: Mode;
  status: Status;
  /** epoch ms at which the phase reaches zero; set only while running */
  endsAt: number | null;
  /** seconds left while paused; the full phase length while idle; not used while running */
  remainingSeconds: number;
  /** the full length of the current phase in seconds (progress is measured against it) */
  phaseSeconds: number;
  /** the first task of the group */
  activeTaskId: TaskId | null;
  /** a grouped start's tasks, the active one first */
  groupTaskIds: TaskId[];
  settings: PomodoroSettings;
};

/** Focus minutes given to each task of a group. */
export type Credit = { taskId: TaskId; minutes: number };

export type TimerEvent =
  | { type: 'workStarted'; at: number; minutes: number; taskIds: TaskId[] }
  | { type: 'workCompleted'; at: number; minutes: number; credits: Credit[] }
  | { type: 'breakStarted'; at: number; minutes: number; taskId: TaskId | null }
  | { type: 'breakCompleted'; at: number }
  /**
   * a phase in progress was stopped by reset or by a new start: its session ends unfinished with the
   * whole minutes it really ran, and a work phase credits them to its tasks (focus time is never lost)
   */
  | { type: 'phaseAbandoned'; at: number; mode: Mode; minutes: number; credits: Credit[] }
  /** complete-task: `inProgress` when a phase was running or paused (its session is completed) */
  | { type: 'taskCompleted'; at: number; taskId: TaskId; mode: Mode; inProgress: boolean; focusedMinutes: number; credits: Credit[] };

export type Transition = { timer: Timer; events: TimerEvent[] };

const MS = 1000;

export function phaseLength(settings: PomodoroSettings, mode: Mode) {
  return (mode === 'work' ? settings.workDuration : settings.breakDuration) * 60;
}

/** An idle work timer showing the full work duration (25:00 with the defaults). */
export function createTimer(settings: PomodoroSettings = DEFAULT_SETTINGS): Timer {
  const seconds = phaseLength(settings, 'work');
  return { mode: 'work', status: 'idle', endsAt: null, remainingSeconds: seconds, phaseSeconds: seconds, activeTaskId: null, groupTaskIds: [], settings };
}

/**
 * Grouped time: the minutes are split equally in whole minutes, the remainder going to the first
 * tasks in order (25 over 3 tasks: 9, 8, 8), so the group's total equals the focus time.
 */
export function splitMinutes(minutes: number, taskIds: TaskId[]): Credit[] {
  if (!taskIds.length || minutes <= 0) return [];
  const base = Math.floor(minutes / taskIds.length);
  const extra = minutes - base * taskIds.length;
  return taskIds.map((taskId, i) => ({ taskId, minutes: base + (i < extra ? 1 : 0) })).filter((c) => c.minutes > 0);
}

/** Seconds left at `now`, rounded up so the display reaches 0:00 exactly at the end. */
export function secondsLeft(t: Timer, now: number) {
  if (t.status !== 'running' || t.endsAt === null) return t.remainingSeconds;
  return Math.max(0, Math.ceil((t.endsAt - now) / MS));
}

/**
 * Brings the timer up to `now`: a running phase that reached zero ends at its own `endsAt`
 * (not at `now`), so after a long sleep the work is recorded, the break runs from the moment work
 * ended, and a break that also ran out resets the timer, each with its event.
 */
export function tick(t: Timer, now: number): Transition {
  const events: TimerEvent[] = [];
  let timer = t;
  while (timer.status === 'running' && timer.endsAt !== null && timer.endsAt <= now) {
    const at = timer.endsAt;
    if (timer.mode === 'work') {
      const minutes = Math.round(timer.phaseSeconds / 60);
      const breakSeconds = phaseLength(timer.settings, 'break');
      events.push({ type: 'workCompleted', at, minutes, credits: splitMinutes(minutes, timer.groupTaskIds) });
      events.push({ type: 'breakStarted', at, minutes: timer.settings.breakDuration, taskId: timer.activeTaskId });
      timer = { ...timer, mode: 'break', endsAt: at + breakSeconds * MS, remainingSeconds: breakSeconds, phaseSeconds: breakSeconds };
    } else {
      events.push({ type: 'breakCompleted', at });
      timer = idle(timer, 'work');
    }
  }
  return { timer, events };
}

/** Whole minutes the phase in progress has run at `now` (its paused time excluded); 0 when idle. */
export function ranMinutes(t: Timer, now: number) {
  if (t.status === 'idle') return 0;
  return Math.max(0, Math.floor((t.phaseSeconds - secondsLeft(t, now)) / 60));
}

/**
 * What switching to other tasks at `now` would record: the focus minutes credited to the current
 * group (null when no work phase is in progress, so there is nothing to ask about).
 */
export function switchCredit(t: Timer, now: number): { minutes: number; taskIds: TaskId[] } | null {
  const settled = tick(t, now).timer;
  if (settled.status === 'idle' || settled.mode !== 'work') return null;
  return { minutes: ranMinutes(settled, now), taskIds: settled.groupTaskIds };
}

/** Starts a work phase on the tasks (the first one active); with no tasks, on the current group. */
export function start(t: Timer, taskIds: TaskId[], now: number): Transition {
  const settled = tick(t, now);
  const group = [...new Set(taskIds.length ? taskIds : settled.timer.groupTaskIds)];
  if (!group.length) throw new TimerRuleError('Choose a task to focus on');
  const events = [...settled.events, ...abandon(settled.timer, now)];
  const seconds = phaseLength(t.settings, 'work');
  events.push({ type: 'workStarted', at: now, minutes: t.settings.workDuration, taskIds: group });
  const timer: Timer = {
    ...settled.timer,
    mode: 'work',
    status: 'running',
    endsAt: now + seconds * MS,
    remainingSeconds: seconds,
    phaseSeconds: seconds,
    activeTaskId: group[0],
    groupTaskIds: group,
  };
  return { timer, events };
}

/** Keeps the remaining time. Pausing a timer that is not running changes nothing. */
export function pause(t: Timer, now: number): Transition {
  const settled = tick(t, now);
  if (settled.timer.status !== 'running') return settled;
  return { timer: { ...settled.timer, status: 'paused', endsAt: null, remainingSeconds: secondsLeft(settled.timer, now) }, events: settled.events };
}

/** Counts down again from the paused remaining time. Resuming a timer that is not paused changes nothing. */
export function resume(t: Timer, now: number): Transition {
  const settled = tick(t, now);
  if (settled.timer.status !== 'paused') return settled;
  const timer = settled.timer;
  return { timer: { ...timer, status: 'running', endsAt: now + timer.remainingSeconds * MS }, events: settled.events };
}

/** Back to the full duration of the current mode, stopped; the active task stays. */
export function reset(t: Timer, now: number): Transition {
  const settled = tick(t, now);
  return { timer: idle(settled.timer, settled.timer.mode), events: [...settled.events, ...abandon(settled.timer, now)] };
}

/**
 * Complete-task: the active task is done, the session in progress is completed (a work phase
 * credits the whole minutes focused so far), and the active task is cleared.
 */
export function completeTask(t: Timer, now: number): Transition {
  const settled = tick(t, now);
  const timer = settled.timer;
  if (timer.activeTaskId === null) return settled;
  const inProgress = timer.status !== 'idle';
  const focusedMinutes = timer.mode === 'work' ? ranMinutes(timer, now) : 0;
  const event: TimerEvent = {
    type: 'taskCompleted',
    at: now,
    taskId: timer.activeTaskId,
    mode: timer.mode,
    inProgress,
    focusedMinutes,
    credits: splitMinutes(focusedMinutes, timer.groupTaskIds),
  };
  return { timer: { ...idle(timer, 'work'), activeTaskId: null, groupTaskIds: [] }, events: [...settled.events, event] };
}

/** New durations apply to the next phase; a stopped (idle) timer shows the new length at once. */
export function updateSettings(t: Timer, settings: PomodoroSettings): Timer {
  const next = { ...t, settings };
  return t.status === 'idle' ? idle(next, t.mode) : next;
}

export type TimerView = {
  phase: TimerPhase;
  /** seconds */
  timeLeft: number;
  /** 0 at the start of the phase, 1 at zero */
  progress: number;
  isRunning: boolean;
  isPaused: boolean;
  isBreak: boolean;
  activeTaskId: TaskId | null;
  groupTaskIds: TaskId[];
};

/** What the ring and the banner show at `now` (spec "Timer state"). Call `tick` first to record phase ends. */
export function view(t: Timer, now: number): TimerView {
  const timeLeft = secondsLeft(t, now);
  const progress = t.phaseSeconds > 0 ? Math.min(1, Math.max(0, 1 - timeLeft / t.phaseSeconds)) : 0;
  return {
    phase: t.status === 'paused' ? 'paused' : t.status === 'idle' ? 'idle' : t.mode === 'break' ? 'break' : 'running',
    timeLeft,
    progress,
    isRunning: t.status === 'running',
    isPaused: t.status === 'paused',
    isBreak: t.mode === 'break',
    activeTaskId: t.activeTaskId,
    groupTaskIds: t.groupTaskIds,
  };
}

/** 1500 → "25:00"; 59 → "00:59"; an hour or more → "1:00:00". */
export function formatTime(totalSeconds: number) {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A transition that cannot apply (start with no task). */
export class TimerRuleError extends Error {
  override name = 'TimerRuleError';
}

function idle(t: Timer, mode: Mode): Timer {
  const seconds = phaseLength(t.settings, mode);
  return { ...t, mode, status: 'idle', endsAt: null, remainingSeconds: seconds, phaseSeconds: seconds };
}

function abandon(t: Timer, now: number): TimerEvent[] {
  if (t.status === 'idle') return [];
  const minutes = ranMinutes(t, now);
  return [{ type: 'phaseAbandoned', at: now, mode: t.mode, minutes, credits: t.mode === 'work' ? splitMinutes(minutes, t.groupTaskIds) : [] }];
}
