import { addDaysTo } from './dates.js';
import { RRule, type RRuleOptions } from './rrule.js';
import { deadlineInstant, todayIn } from './zonedDays.js';

// The days a recurring task's rule gives after its current deadline. Recurrence runs on wall-clock
// days: rrule computes in "floating" time (a UTC Date whose fields are the local day and time), and
// each occurrence keeps the deadline's "HH:MM" in the owner's zone, whatever daylight saving does.

export type RepeatingDeadline = {
  /** RRULE text, with or without "RRULE:" */
  recurrence: string;
  /** the current occurrence's deadline day, YYYY-MM-DD */
  dueDate: string;
  dueTime: string | null;
  /** occurrences already completed or skipped since the rule was set (COUNT counts them) */
  occurrencesDone: number;
};

/** A later occurrence: its deadline day, its time, and the instant that is in the owner's zone. */
export type Occurrence = { day: string; dueTime: string | null; at: Date };

const floating = (day: string, time = '00:00:00') => new Date(`${day}T${time}Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function ruleOptions(recurrence: string): Partial<RRuleOptions> | null {
  try {
    return RRule.parseString(
      recurrence
        .trim()
        .replace(/^RRULE:/i, '')
        .toUpperCase(),
    );
  } catch {
    return null;
  }
}

/**
 * The deadline days the rule gives after `anchor` (a later day than it), up to `last`, at most `max`
 * of them. The rule starts at `anchor` at the deadline's time; its COUNT counts the current occurrence
 * (number occurrencesDone + 1); UNTIL ends it on its day, whatever time of day it names.
 */
export function ruleDaysAfter(series: RepeatingDeadline, anchor: string, last: string, max: number): string[] {
  const options = ruleOptions(series.recurrence);
  if (!options || options.freq === undefined || max < 1) return [];
  const { count, until, ...endless } = options;
  let limit = max;
  if (count) limit = Math.min(limit, count - (series.occurrencesDone + 1));
  const end = until && dayOf(until) < last ? dayOf(until) : last;
  const first = addDaysTo(anchor, 1);
  if (limit < 1 || end < first) return [];
  const rule = new RRule({ ...endless, dtstart: floating(anchor, `${series.dueTime ?? '00:00'}:00`) });
  return rule.between(floating(first), floating(end, '23:59:59'), true, (_date, index) => index < limit).map(dayOf);
}

/** Far more occurrences than any calendar page holds (a month of daily ones with room to spare). */
const MOST_SHOWN = 400;

/**
 * The occurrences after a task's current one from `from` to `to` (YYYY-MM-DD), as a calendar shows
 * them: none before today in `timeZone` (the account's), none past the rule's COUNT or UNTIL. Meant
 * for tasks that repeat from their deadline; one that repeats from completion has no known later days.
 */
export function laterOccurrences(series: RepeatingDeadline, from: string, to: string, timeZone: string, now: Date = new Date()): Occurrence[] {
  const today = todayIn(timeZone, now);
  const start = from > today ? from : today;
  // COUNT counts the occurrences before `start` too, so the days are taken from the current deadline on
  return ruleDaysAfter(series, series.dueDate, to, Number.MAX_SAFE_INTEGER)
    .filter((day) => day >= start)
    .slice(0, MOST_SHOWN)
    .map((day) => ({ day, dueTime: series.dueTime, at: deadlineInstant(day, series.dueTime, timeZone) }));
}

/** The far end of a rule with neither COUNT nor UNTIL. */
const LAST_DAY = '9999-12-31';

/**
 * The deadline day of the occurrence after the current one, or null when the rule has ended (its
 * COUNT is reached or the next day is past UNTIL). From "due" it follows the current deadline; from
 * "completion" it follows the day it is now (`now`) in the owner's time zone.
 */
export function nextOccurrenceDay(series: RepeatingDeadline & { recurFrom: string }, now: Date, timeZone: string): string | null {
  const anchor = series.recurFrom === 'completion' ? todayIn(timeZone, now) : series.dueDate;
  return ruleDaysAfter(series, anchor, LAST_DAY, 1)[0] ?? null;
}

/** The same number of days after `next` as `planned` was after `due`, keeping a planned day's lead on its deadline. */
export function movedPlannedDay(planned: string | null, due: string, next: string): string | null {
  if (!planned) return null;
  const lead = Date.parse(`${planned}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`);
  return addDaysTo(next, Math.round(lead / 86_400_000));
}
