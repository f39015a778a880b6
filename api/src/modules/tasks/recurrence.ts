import { badRequest } from '../../lib/errors.js';
import { RRule, type RRuleOptions } from '../../../../shared/tasks/rrule.js';
import { movedPlannedDay, nextOccurrenceDay } from '../../../../shared/tasks/occurrenceDays.js';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.js';

// Recurrence runs on wall-clock days: each occurrence is a calendar day (its deadline time stays the
// same "HH:MM" in the owner's zone), so a 09:00 deadline stays 09:00 local across daylight saving.
// rrule computes in "floating" time: a UTC Date whose fields are the local day and time.

const FREQS = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);
const RANGES: Array<[keyof RRuleOptions, string, number, number, boolean]> = [
  // option, its name in the rule, min, max, whether 0 is allowed
  ['interval', 'INTERVAL', 1, 1000, false],
  ['count', 'COUNT', 1, 100_000, false],
  ['bymonth', 'BYMONTH', 1, 12, false],
  ['bymonthday', 'BYMONTHDAY', -31, 31, false],
  ['byyearday', 'BYYEARDAY', -366, 366, false],
  ['byweekno', 'BYWEEKNO', -53, 53, false],
  ['bysetpos', 'BYSETPOS', -366, 366, false],
  ['byhour', 'BYHOUR', 0, 23, true],
  ['byminute', 'BYMINUTE', 0, 59, true],
  ['bysecond', 'BYSECOND', 0, 60, true],
];

function inRange(value: unknown, min: number, max: number, zero: boolean) {
  const values = Array.isArray(value) ? value : [value];
  return values.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max && (zero || v !== 0));
}

const floating = (day: string, time = '00:00:00') => new Date(`${day}T${time}Z`);

/** The rule's options, or a 400 naming `recurrence`. Accepts an optional "RRULE:" prefix. */
export function parseRecurrence(text: string): Partial<RRuleOptions> {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (/DTSTART/i.test(body)) throw badRequest(RECURRENCE_MESSAGES.dtstart);
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(body.toUpperCase());
    if (options.byweekday !== undefined) new RRule({ freq: RRule.WEEKLY, byweekday: options.byweekday }).toString();
  } catch {
    throw badRequest(RECURRENCE_MESSAGES.invalid);
  }
  if (options.freq === undefined || !FREQS.has(options.freq)) throw badRequest(RECURRENCE_MESSAGES.freq);
  for (const [key, part, min, max, zero] of RANGES) {
    if (options[key] !== undefined && options[key] !== null && !inRange(options[key], min, max, zero)) {
      throw badRequest(RECURRENCE_MESSAGES.outOfRange(part, min, max, zero));
    }
  }
  if (options.until !== undefined && (!(options.until instanceof Date) || Number.isNaN(options.until.getTime()))) throw badRequest(RECURRENCE_MESSAGES.invalid);
  return options;
}

const PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYSETPOS',
  'BYHOUR',
  'BYMINUTE',
  'BYSECOND',
  'WKST',
]);
const WEEKDAY = /^(MO|TU|WE|TH|FR|SA|SU)$/;
const BYDAY_DAY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

/**
 * What rrule's own parser lets through, each a 400 naming `recurrence`: a part RFC 5545 does not
 * define (rrule takes TZID and its own BYEASTER, and skips an unknown WKST), a part given twice (the
 * last would win), a bad day in BYDAY or WKST, a numbered BYDAY day in a daily or weekly rule (rrule
 * ignores the number), or both COUNT and UNTIL. Only new rules are checked: a rule stored before
 * keeps working.
 */
function checkParts(body: string) {
  if (/DTSTART/.test(body)) throw badRequest(RECURRENCE_MESSAGES.dtstart);
  if (!body) throw badRequest(RECURRENCE_MESSAGES.freq);
  const seen = new Set<string>();
  const parts = new Map<string, string>();
  for (const chunk of body.split(';')) {
    const at = chunk.indexOf('=');
    if (at < 1) throw badRequest(RECURRENCE_MESSAGES.invalid);
    const key = chunk.slice(0, at).trim();
    const value = chunk.slice(at + 1).trim();
    if (!PARTS.has(key)) throw badRequest(RECURRENCE_MESSAGES.unknownPart(key.slice(0, 40)));
    if (seen.has(key)) throw badRequest(RECURRENCE_MESSAGES.repeatedPart(key));
    seen.add(key);
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (!freq || !/^(DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(freq)) throw badRequest(RECURRENCE_MESSAGES.freq);
  if (parts.has('WKST') && !WEEKDAY.test(parts.get('WKST')!)) throw badRequest(RECURRENCE_MESSAGES.wkst);
  if (parts.has('BYDAY')) {
    for (const day of parts.get('BYDAY')!.split(',')) {
      const match = BYDAY_DAY.exec(day.trim());
      if (!match) throw badRequest(RECURRENCE_MESSAGES.byday(day.trim().slice(0, 20)));
      if (match[1] === undefined) continue;
      if (freq !== 'MONTHLY' && freq !== 'YEARLY') throw badRequest(RECURRENCE_MESSAGES.bydayNumbered);
      const max = freq === 'MONTHLY' ? 5 : 53;
      if (!inRange(Number(match[1]), -max, max, false)) throw badRequest(RECURRENCE_MESSAGES.outOfRange('the number of a BYDAY day', -max, max, false));
    }
  }
  if (parts.has('UNTIL') && !/^\d{8}(T\d{6}Z?)?$/.test(parts.get('UNTIL')!)) throw badRequest(RECURRENCE_MESSAGES.until);
  if (parts.has('COUNT') && parts.has('UNTIL')) throw badRequest(RECURRENCE_MESSAGES.countAndUntil);
}

/**
 * The stored form of a rule: its text without "RRULE:", in capitals. Throws a 400 naming
 * `recurrence` when it is not a rule of days that ever repeats.
 */
export function normalizeRecurrence(input: string): string {
  // a trailing ";" (as typed after the last part) ends nothing
  const text = input.trim().replace(/;$/, '');
  checkParts(text.replace(/^RRULE:/i, '').toUpperCase());
  const options = parseRecurrence(text);
  const { count: _count, until: _until, ...endless } = options;
  const start = floating('2000-01-01');
  const rule = new RRule({ ...endless, dtstart: start });
  // stop at the first occurrence: `before` would walk every one of a century of days
  const firstOccurrence = rule.between(start, floating('2100-01-01'), false, (_day, index) => index < 1);
  if (!firstOccurrence.length) throw badRequest(RECURRENCE_MESSAGES.never);
  return text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
}

/**
 * A rule's UNTIL ends it on its day (whatever time it names): a day before the first occurrence, the
 * task's due day (YYYY-MM-DD), is a 400. The rule was normalized already.
 */
export function checkUntil(recurrence: string, dueDay: string) {
  const { until } = parseRecurrence(recurrence);
  if (until && until.toISOString().slice(0, 10) < dueDay) throw badRequest(RECURRENCE_MESSAGES.untilBeforeDue);
}

/** Whether the text is a rule normalizeRecurrence accepts. */
export function isRecurrence(text: string): boolean {
  try {
    normalizeRecurrence(text);
    return true;
  } catch {
    return false;
  }
}

export type Series = {
  recurrence: string;
  recurFrom: string;
  /** the current occurrence's deadline day */
  dueDate: string;
  dueTime: string | null;
  /** occurrences already completed or skipped since the rule was set */
  occurrencesDone: number;
};

/** The next occurrence's deadline day (shared/tasks/occurrenceDays.ts), after a 400 naming `recurrence` for a rule that does not parse. */
export function nextOccurrence(series: Series, now: Date, timeZone: string): string | null {
  parseRecurrence(series.recurrence);
  return nextOccurrenceDay(series, now, timeZone);
}

/** The rule's first day from `today` on (today counts), for a task that gets a rule and has no deadline yet; null for a rule that does not parse. */
export function firstOccurrenceFrom(recurrence: string, today: string): string | null {
  try {
    const { count: _count, until, ...endless } = parseRecurrence(recurrence);
    const first = new RRule({ ...endless, dtstart: floating(today) }).after(floating(today), true);
    const day = first?.toISOString().slice(0, 10) ?? null;
    return day && (!until || day <= until.toISOString().slice(0, 10)) ? day : null;
  } catch {
    return null;
  }
}

export { movedPlannedDay };
