import { casual as chronoCasual, type ParsedResult } from 'chrono-node/en';
import { dayOfMonthParser } from './quickAddDayOfMonth.js';
import { formatDay, formatTime, instantOf, knownTimeZone, offsetMinutes, wallClock, type Day } from './quickAddCalendar.js';
import { COUNT, findRecurrence, firstOccurrence, formatRule, FROM_COMPLETION, UNTIL, type Rule } from './quickAddRecurrence.js';
import type { QuickAddPartKind } from './quickAddParts.js';
import {
  findLabels,
  findPriority,
  findProject,
  findTaskDuration,
  relativeReminderAt,
  REMIND,
  type LabelRef,
  type ProjectRef,
  type Span,
} from './quickAddTokens.js';

/**
 * Natural-language quick add: "Pay rent every month on the 1st at 9am p2 #Home for 30 min remind 1 day before"
 * read into the fields of a new task, with the spans it recognized (for highlighting). Pure: the
 * server's POST /api/tasks/parse, the web's quick add (as the user types) and the chat run it alike.
 * Dates and times are chrono-node's, read as wall-clock times in the user's time zone.
 */

export { QUICK_ADD_MAX_LENGTH } from './quickAddLimits.js';

export type { QuickAddPartKind } from './quickAddParts.js';
/** A recognized span of the text: [start, end) in UTF-16 code units, as String.prototype.slice counts. */
export type QuickAddPart = { start: number; end: number; kind: QuickAddPartKind; text: string };
export type QuickAddReminder = { offsetMinutes: number } | { at: string };

export type QuickAddInput = {
  text: string;
  /** the reference instant ("tomorrow" is the day after the one `now` falls on in `timeZone`) */
  now: Date;
  /** IANA time zone; an unknown one reads as UTC */
  timeZone: string;
  /** the user's projects; without a list, any "#word" is answered as `projectName` with `projectId` null */
  projects?: readonly ProjectRef[];
  /** the user's labels; without a list, any "@word" is answered as a label with `id` null */
  labels?: readonly LabelRef[];
  /** spans the user turned back into plain text: nothing that overlaps one is recognized */
  ignore?: readonly Span[];
};

export type QuickAdd = {
  name: string;
  /** YYYY-MM-DD in the user's time zone */
  dueDate: string | null;
  /** HH:MM in the user's time zone; null for an all-day deadline */
  dueTime: string | null;
  /** RRULE text without the "RRULE:" prefix, e.g. FREQ=MONTHLY;BYMONTHDAY=1 */
  recurrence: string | null;
  recurFrom: 'due' | 'completion';
  /** 1 to 10 */
  priority: number | null;
  /** the task's length in minutes ("for 45 min", "1h30m") */
  duration: number | null;
  projectId: number | null;
  projectName: string | null;
  /** the "@label"s of the line, each once, in order */
  labels: Array<{ id: number | null; name: string }>;
  reminders: QuickAddReminder[];
  parts: QuickAddPart[];
};

/** chrono's casual English, and a day of the month alone ("on the 1st"), which it does not read. */
const casual = chronoCasual.clone();
casual.parsers.push(dayOfMonthParser);
// "next week" is the Monday that starts it (chrono reads it as seven days on), as "next monday" is
casual.refiners.push({
  refine: (_context, results) => {
    for (const r of results) {
      if (!/^next\s+week$/i.test(r.text.trim())) continue;
      const at = new Date(Date.UTC(r.start.get('year')!, r.start.get('month')! - 1, r.start.get('day')!));
      at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
      r.start.assign('year', at.getUTCFullYear());
      r.start.assign('month', at.getUTCMonth() + 1);
      r.start.assign('day', at.getUTCDate());
      r.start.assign('weekday', 1);
    }
    return results;
  },
});

/** Stands in for an ignored character: no rule reads it or across it. */
const IGNORED = '\u0001';
/** An absolute reminder without a time of its own ("remind me tomorrow") rings at this hour. */
const DEFAULT_REMINDER_HOUR = 9;
const MONTH_ONLY =
  /^(?:in\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const SHORT_WEEKDAY = /^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)$/i;
/** A part of the day without "at", "in the" or "this" is a word of the name ("quiz night", "morning run"). */
const PART_OF_DAY = /^(?:morning|afternoon|evening|night)$/i;
/**
 * A length of time alone ("3m", "two hours", "for 2 days"), which chrono reads as that long from now: a
 * moment needs "in …", "within …" or "… later"/"from now" ("call mom in 2 hours").
 */
const BARE_LENGTH =
  /^(?:for\s+)?(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|half\s+an?)\s*(?:m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|months?|y|yrs?|years?)$/i;
/** A word before a date that belongs to it ("due friday", "by 5pm", "on Dec 3", "on the 1st of March"). */
const DATE_LEAD = /(?<![\p{L}\p{N}])(?:(?:due|deadline)(?:\s+(?:on|by|at))?|by|on|at|in|for|starting(?:\s+on)?|from|before)\s+(?:the\s+)?$/iu;
/** "the" before a date that opens with its day ("the 1st of March"). */
const THE = /(?<![\p{L}\p{N}])the\s+$/iu;

export function parseQuickAdd(input: QuickAddInput): QuickAdd {
  const { text, now } = input;
  const timeZone = knownTimeZone(input.timeZone);
  const parts: QuickAddPart[] = [];
  const ignored = new Array<boolean>(text.length).fill(false);
  for (const span of input.ignore ?? []) for (let i = Math.max(span.start, 0); i < Math.min(span.end, text.length); i++) ignored[i] = true;
  // what is left to read: recognized spans become spaces (so neighbours still join: "tomorrow p1 at 3pm"),
  // ignored ones a character no rule reads across
  let work = Array.from({ length: text.length }, (_, i) => (ignored[i] ? IGNORED : text[i])).join('');
  const taken = new Array<boolean>(text.length).fill(false);
  /** Records the span [start, end) as a part, but only its stretches no other part has. */
  const take = (start: number, end: number, kind: QuickAddPartKind) => {
    for (let i = start; i < end;) {
      while (i < end && (taken[i] || /\s/.test(text[i]))) i++;
      let j = i;
      while (j < end && !taken[j]) j++;
      let last = j;
      while (last > i && /\s/.test(text[last - 1])) last--;
      if (last > i) parts.push({ start: i, end: last, kind, text: text.slice(i, last) });
      i = j;
    }
    work =
      work.slice(0, start) +
      work
        .slice(start, end)
        .split('')
        .map((c) => (c === IGNORED ? c : ' '))
        .join('') +
      work.slice(end);
    for (let i = start; i < end; i++) taken[i] = true;
  };

  const reference = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const clock = wallClock(now, timeZone);
  const today: Day = { year: clock.year, month: clock.month, day: clock.day };
  /** A date or time starting at `from` (after spaces), as chrono reads it there. */
  const dateAt = (from: number): ParsedResult | null => {
    const rest = work.slice(from);
    const lead = rest.length - rest.trimStart().length;
    const [found] = casual.parse(rest.trimStart(), reference, { forwardDate: true });
    return found && found.index === 0 ? Object.assign(found, { index: from + lead }) : null;
  };

  const project = findProject(work, input.projects);
  if (project) take(project.start, project.end, 'project');

  const labels: QuickAdd['labels'] = [];
  for (const found of findLabels(work, input.labels)) {
    take(found.start, found.end, 'label');
    const key = found.name.toLowerCase();
    if (!labels.some((l) => l.name.toLowerCase() === key)) labels.push({ id: found.label?.id ?? null, name: found.name });
  }

  const priority = findPriority(work);
  if (priority) take(priority.start, priority.end, 'priority');

  let rule: Rule | null = null;
  let fromCompletion = false;
  const recurrence = findRecurrence(work);
  if (recurrence) {
    rule = recurrence.rule;
    fromCompletion = recurrence.fromCompletion;
    take(recurrence.start, recurrence.end, 'recurrence');
    const completion = FROM_COMPLETION.exec(work);
    if (completion) {
      fromCompletion = true;
      take(completion.index, completion.index + completion[0].length, 'recurrence');
    }
    const count = COUNT.exec(work);
    const until = UNTIL.exec(work);
    const untilDate = until && dateAt(until.index + until[0].length);
    if (count && Number(count[1] ?? count[2]) > 0) {
      rule.count = Number(count[1] ?? count[2]);
      take(count.index, count.index + count[0].length, 'recurrence');
    } else if (until && untilDate) {
      const last = dayOf(untilDate);
      // the end of that day in the user's zone, in UTC as RFC 5545 wants it beside a zoned start
      rule.until = instantOf(last, 23, 59, timeZone, 59).replace(/[-:]|\.\d+/g, '');
      take(until.index, untilDate.index + untilDate.text.length, 'recurrence');
    }
  }

  const reminderReads: Array<{ offsetMinutes: number } | { result: ParsedResult }> = [];
  for (const m of [...work.matchAll(REMIND)]) {
    const from = m.index + m[0].length;
    const relative = relativeReminderAt(work, from);
    if (relative) {
      take(m.index, from + relative.length, 'reminder');
      reminderReads.push({ offsetMinutes: relative.offsetMinutes });
      continue;
    }
    const absolute = dateAt(from);
    if (absolute) {
      take(m.index, absolute.index + absolute.text.length, 'reminder');
      reminderReads.push({ result: absolute });
    }
  }

  const duration = findTaskDuration(work);
  if (duration) take(duration.start, duration.end, 'duration');

  let dueDate: string | null = null;
  let dueTime: string | null = null;
  const due = casual.parse(work, reference, { forwardDate: true }).find((r) => plausibleDate(r, work.slice(0, r.index)));
  if (due) {
    const before = work.slice(0, due.index);
    const lead = DATE_LEAD.exec(before) ?? (/^\d/.test(due.text) ? THE.exec(before) : null);
    // chrono's text of a weekday may end in the comma after it ("by friday, urgent"): the comma parts what follows
    take(lead ? lead.index : due.index, due.index + due.text.replace(/[\s,;]+$/, '').length, 'date');
    dueDate = formatDay(sameWeekdayIsNextWeek(due, today));
    if (due.start.isCertain('hour')) dueTime = formatTime(due.start.get('hour')!, due.start.get('minute') ?? 0);
  }
  // a repeating task without a date of its own is due on the rule's first day; a time alone ("every day
  // at 9am") is the time of the rule's days
  if (rule && (!due || !dateIsCertain(due))) {
    const passed = dueTime !== null && dueTime <= formatTime(clock.hour, clock.minute);
    dueDate = formatDay(firstOccurrence(rule, today, passed));
  }

  // an absolute reminder given as a time alone falls on the deadline's day when there is one
  const reminders: QuickAddReminder[] = reminderReads.map((read) => {
    if ('offsetMinutes' in read) return read;
    const { result } = read;
    const day = !dateIsCertain(result) && dueDate ? parseDay(dueDate) : dayOf(result);
    const timed = result.start.isCertain('hour');
    return { at: instantOf(day, timed ? result.start.get('hour')! : DEFAULT_REMINDER_HOUR, timed ? (result.start.get('minute') ?? 0) : 0, timeZone) };
  });

  parts.sort((a, b) => a.start - b.start);
  return {
    name: nameWithout(text, parts),
    dueDate,
    dueTime,
    recurrence: rule ? formatRule(rule) : null,
    recurFrom: fromCompletion ? 'completion' : 'due',
    priority: priority?.priority ?? null,
    duration: duration?.minutes ?? null,
    projectId: project?.project?.id ?? null,
    projectName: project?.name ?? null,
    labels,
    reminders,
    parts,
  };
}

function dayOf(result: ParsedResult): Day {
  return { year: result.start.get('year')!, month: result.start.get('month')!, day: result.start.get('day')! };
}

/**
 * A weekday said alone on that weekday ("dinner on saturday", on a Saturday) is next week's, as
 * Todoist reads it: today would have been said "today" or "this saturday".
 */
function sameWeekdayIsNextWeek(result: ParsedResult, today: Day): Day {
  const day = dayOf(result);
  const isToday = day.year === today.year && day.month === today.month && day.day === today.day;
  if (!isToday || !result.start.isCertain('weekday') || result.start.isCertain('day') || /\b(?:this|today|tonight)\b/i.test(result.text)) return day;
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 7));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function parseDay(date: string): Day {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

function dateIsCertain(result: ParsedResult): boolean {
  return result.start.isCertain('day') || result.start.isCertain('weekday') || result.start.isCertain('month');
}

/** Leaves out what chrono reads in ordinary words: a month name alone ("call May"), "sun", "sat", "now", "night", a length of time alone. */
function plausibleDate(result: ParsedResult, before: string): boolean {
  const words = result.text.trim();
  if (/^now$/i.test(words) || SHORT_WEEKDAY.test(words) || BARE_LENGTH.test(words)) return false;
  if (PART_OF_DAY.test(words) && !/(?<![\p{L}])(?:at|in\s+the|this)\s+$/iu.test(before)) return false;
  return !(MONTH_ONLY.test(words) && !result.start.isCertain('day'));
}

/** The text without the recognized parts, spaces and dangling punctuation tidied. */
function nameWithout(text: string, parts: readonly QuickAddPart[]): string {
  let name = '';
  let at = 0;
  for (const part of parts) {
    name += text.slice(at, part.start) + ' ';
    at = part.end;
  }
  name += text.slice(at);
  return name
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/([,;:])(?=[,;:])/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:\-–]+|[\s,;:\-–]+$/g, '')
    .trim();
}
