import { TZDate } from '@date-fns/tz';
import { formatDay, knownTimeZone, wallClock } from './quickAddCalendar.js';

/**
 * A task's deadline read in its owner's time zone: the day (the UTC date part of `dueDate`) and
 * an optional "HH:MM" time on that day. Without a time the deadline is the end of that day.
 */
export type Deadline = { day: string; time: string | null };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The deadline of a task, or null without a due date. `dueDate` is a DateTime (its UTC day) or a YYYY-MM-DD string. */
export function deadlineOf(dueDate: Date | string | null | undefined, dueTime?: string | null): Deadline | null {
  if (!dueDate) return null;
  const day = typeof dueDate === 'string' ? dueDate.slice(0, 10) : dueDate.toISOString().slice(0, 10);
  return { day, time: dueTime && /^\d{2}:\d{2}$/.test(dueTime) ? dueTime : null };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return formatDay(wallClock(at, knownTimeZone(timeZone)));
}

/** The instant a deadline passes: its time on its day in the zone, or the next day's midnight when it has no time. */
export function deadlineInstant(deadline: Deadline, timeZone: string): Date {
  const [year, month, day] = deadline.day.split('-').map(Number);
  const [hour, minute] = deadline.time ? deadline.time.split(':').map(Number) : [0, 0];
  return new Date(new TZDate(year, month - 1, deadline.time ? day : day + 1, hour, minute, 0, knownTimeZone(timeZone)).getTime());
}

/** Whole calendar days from `today` to `day` (both YYYY-MM-DD): 0 the same day, negative before. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Urgency points of a deadline, added to priority × 10 in the ranking (priority 1–10 gives 10–100):
 * - not yet due: 50 × ½^(hours left ÷ 24): 50 at the deadline, 25 a day before, about 6 three days before,
 *   under 1 from nine days on, so it rises steadily as the deadline nears;
 * - overdue: 60, plus 5 per whole calendar day late (at most 4 days counted), so 60 to 80: above any
 *   deadline still ahead.
 * So an overdue task of priority 3 (30 + 60) ties a priority-9 task without deadline (90), and
 * a task due now of priority 5 (50 + 50) passes it. Deterministic: the same inputs give the same points.
 */
export const URGENCY = { dueNow: 50, halfLifeHours: 24, overdue: 60, perDayLate: 5, daysLateCounted: 4 } as const;

export function urgencyPoints(deadline: Deadline, now: Date, timeZone: string): number {
  const hoursLeft = (deadlineInstant(deadline, timeZone).getTime() - now.getTime()) / HOUR_MS;
  if (hoursLeft < 0) {
    const late = Math.max(0, -daysBetween(dayIn(now, timeZone), deadline.day));
    return URGENCY.overdue + URGENCY.perDayLate * Math.min(late, URGENCY.daysLateCounted);
  }
  return Math.round(URGENCY.dueNow * 0.5 ** (hoursLeft / URGENCY.halfLifeHours));
}

export type DeadlineState = 'overdue' | 'today' | 'tomorrow' | 'later';

export function deadlineState(deadline: Deadline, now: Date, timeZone: string): DeadlineState {
  if (deadlineInstant(deadline, timeZone).getTime() <= now.getTime()) return 'overdue';
  const days = daysBetween(dayIn(now, timeZone), deadline.day);
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
}

/**
 * The deadline in words, relative to now in the zone, lower case (a reason capitalizes its first
 * part): "due today 15:00", "due tomorrow", "due in 3 days", "overdue by 2 days", "overdue since 09:00".
 */
export function describeDeadline(deadline: Deadline, now: Date, timeZone: string): string {
  const days = daysBetween(dayIn(now, timeZone), deadline.day);
  const at = deadline.time ? ` ${deadline.time}` : '';
  if (deadlineState(deadline, now, timeZone) === 'overdue') {
    // an all-day deadline passes at the next midnight: yesterday's is one day late
    const late = days < 0 ? -days : 0;
    if (late === 0) return `overdue since ${deadline.time}`;
    return `overdue by ${late} day${late === 1 ? '' : 's'}`;
  }
  if (days === 0) return `due today${at}`;
  if (days === 1) return `due tomorrow${at}`;
  if (days < 7) return `due in ${days} days${at ? `,${at}` : ''}`;
  return `due ${deadline.day}${at}`;
}
