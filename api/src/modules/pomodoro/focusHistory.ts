import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { assertSignedIn, pomodoroSessionPolicy } from './policy.js';
import { endedWorkSessions } from './repository.js';
import { focusMinutesOf, isPomodoro, sessionDay } from '../../../../shared/pomodoro/sessionStats.js';
import { FocusHistoryInput } from '../../../../shared/pomodoro/validation.js';

const DAY_MS = 86_400_000;

export type FocusDay = { date: string; minutes: number; sessions: number };

/**
 * Focus minutes per calendar day of the viewer (the sessions they may read), from..to inclusive (YYYY-MM-DD in the viewer's
 * calendar), counted as shared/pomodoro/sessionStats.ts defines it (pomodoros, and the minutes work really ran).
 * `utcOffsetMinutes` is local time minus UTC (UTC+2 → 120; in a browser `-new Date().getTimezoneOffset()`).
 * Every day of the range is listed, days without focus with 0.
 */
export async function focusHistory(deps: Deps, viewer: Viewer, input: unknown): Promise<FocusDay[]> {
  assertSignedIn(viewer);
  const { from, to, utcOffsetMinutes } = parseInput(FocusHistoryInput, input);
  const offsetMs = utcOffsetMinutes * 60_000;
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  const days = new Map<string, FocusDay>();
  for (let d = first; d <= last; d += DAY_MS) {
    const date = new Date(d).toISOString().slice(0, 10);
    days.set(date, { date, minutes: 0, sessions: 0 });
  }
  const rows = await endedWorkSessions(deps.db, pomodoroSessionPolicy.readableWhere(viewer), new Date(first - offsetMs), new Date(last + DAY_MS - offsetMs));
  for (const row of rows) {
    const day = days.get(sessionDay(row, utcOffsetMinutes));
    if (!day) continue;
    day.minutes += focusMinutesOf(row);
    if (isPomodoro(row)) day.sessions += 1;
  }
  return [...days.values()];
}
