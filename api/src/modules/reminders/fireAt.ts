import { TZDate } from '@date-fns/tz';

/** An all-day deadline's reminders count from this time of day, in the owner's time zone. */
export const ALL_DAY_REMINDER_TIME = '09:00';
/** A reminder whose instant was already this far in the past when it was (re)computed is not sent late. */
export const MISSED_AFTER_MS = 60_000;

type Deadline = { dueDate: Date | null; dueTime: string | null };
type ReminderTiming = { offsetMinutes: number | null; at: Date | null };

/** A zone Intl knows, else UTC (a stored zone is checked when saved; this guards older rows). */
function knownZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The deadline as an instant: the deadline's day (the calendar date of `dueDate`, as stored) at
 * `dueTime`, or at 09:00 for an all-day deadline, in the owner's time zone.
 */
export function deadlineInstant(task: Deadline, timeZone: string): Date | null {
  if (!task.dueDate) return null;
  const [y, m, d] = task.dueDate.toISOString().slice(0, 10).split('-').map(Number);
  const [hh, mm] = (task.dueTime && /^\d{2}:\d{2}$/.test(task.dueTime) ? task.dueTime : ALL_DAY_REMINDER_TIME).split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, knownZone(timeZone)).getTime());
}

/** When a reminder is due: its own instant, or its offset before the deadline (null without a deadline). */
export function reminderInstant(reminder: ReminderTiming, deadline: Date | null): Date | null {
  if (reminder.at) return reminder.at;
  if (reminder.offsetMinutes === null || !deadline) return null;
  return new Date(deadline.getTime() - reminder.offsetMinutes * 60_000);
}

/**
 * The fireAt a reminder should have now: null for a completed task, for one without a deadline, for
 * the instant it already fired for, and for an instant already missed when it was set.
 */
export function nextFireAt(reminder: ReminderTiming & { firedAt: Date | null }, task: Deadline & { completed: boolean }, timeZone: string, now = new Date()) {
  if (task.completed) return null;
  const due = reminderInstant(reminder, deadlineInstant(task, timeZone));
  if (!due) return null;
  if (reminder.firedAt && reminder.firedAt.getTime() === due.getTime()) return null;
  if (due.getTime() < now.getTime() - MISSED_AFTER_MS) return null;
  return due;
}

/** How a deadline reads in the owner's time zone: "Fri 27 Nov 2026, 15:00". */
export function formatInZone(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: knownZone(timeZone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}
