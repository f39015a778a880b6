/**
 * How sessions are counted, the one definition every screen and the server use: the Dashboard's
 * "Focus today", the Pomodoro screen's "Today's focus", a task's sessions and the focus history.
 *
 * - A pomodoro is a work session that ran to its end (or was completed with its task).
 * - Focus minutes are the minutes work really ran: a pomodoro's length, and the minutes of a work
 *   session stopped early (reset, or a switch to other tasks), which are credited to its tasks too.
 * - A session counts on the calendar day it started, in the viewer's time zone.
 */

export type CountedSession = {
  type: string;
  completed: boolean;
  /** minutes: the planned length while it runs, then how long it really ran */
  duration: number;
  startTime: Date | string;
  endTime?: Date | string | null;
};

export type SessionOutcome = 'done' | 'stopped' | 'running';

const MINUTE_MS = 60_000;

export function sessionOutcome(s: Pick<CountedSession, 'completed' | 'endTime'>): SessionOutcome {
  if (s.completed) return 'done';
  return s.endTime ? 'stopped' : 'running';
}

/** A work session that ran to its end. */
export function isPomodoro(s: Pick<CountedSession, 'type' | 'completed'>) {
  return s.type === 'work' && s.completed;
}

/**
 * The minutes a session really ran: its duration once done; for one stopped early the minutes
 * recorded, never more than its start-to-end span (sessions stopped before that was recorded
 * kept their planned length); 0 while it runs.
 */
export function ranMinutesOf(s: CountedSession): number {
  switch (sessionOutcome(s)) {
    case 'done':
      return s.duration;
    case 'running':
      return 0;
    case 'stopped': {
      const span = Math.floor((toMs(s.endTime!) - toMs(s.startTime)) / MINUTE_MS);
      return Math.max(0, Math.min(s.duration, span));
    }
  }
}

/** Focus minutes a session adds to the day: only work counts. */
export function focusMinutesOf(s: CountedSession) {
  return s.type === 'work' ? ranMinutesOf(s) : 0;
}

export type FocusTotals = { minutes: number; sessions: number };

/** A day's focus: its pomodoros and its focus minutes. */
export function focusTotals(sessions: Iterable<CountedSession>): FocusTotals {
  let minutes = 0;
  let count = 0;
  for (const s of sessions) {
    minutes += focusMinutesOf(s);
    if (isPomodoro(s)) count += 1;
  }
  return { minutes, sessions: count };
}

/** The calendar day (YYYY-MM-DD) a session counts on, for a viewer `utcOffsetMinutes` east of UTC. */
export function sessionDay(s: Pick<CountedSession, 'startTime'>, utcOffsetMinutes: number) {
  return new Date(toMs(s.startTime) + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

function toMs(t: Date | string) {
  return typeof t === 'string' ? Date.parse(t) : t.getTime();
}
