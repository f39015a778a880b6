import { addDays, compareDays, daysInMonth, weekdayOf, type Day } from './quickAddCalendar.js';
import { dayInWords, IN_WORDS } from './quickAddDayOfMonth.js';

/**
 * The recurrence phrases of the quick add ("every monday and friday", "every month on the last day",
 * "every 2 weeks"…) read into the parts of an RFC 5545 RRULE, and the first day such a rule falls on.
 */

export type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
/** `nth`: with one day in `byDay`, that day's place in the month (1 to 5, or -1 for the last). */
export type Rule = { freq: Freq; interval: number; byDay?: number[]; nth?: number; byMonth?: number; byMonthDay?: number; count?: number; until?: string };
export type RuleMatch = { start: number; end: number; rule: Rule; fromCompletion: boolean };

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const WEEKDAY = String.raw`(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|weds|wed|thurs|thur|thu|fri|sat)s?`;
const WEEKDAY_LIST = String.raw`(?:${WEEKDAY})(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:${WEEKDAY}))*`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const UNIT = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' } as const;
const NUMBER_WORDS: Record<string, number> = { other: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
// "second" is not here: "every second friday" is every other Friday
const PLACE = String.raw`(first|1st|third|3rd|fourth|4th|fifth|5th|last)`;
const PLACES: Record<string, number> = { first: 1, '1st': 1, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 };
const SINGLE_WEEKDAY = String.raw`(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues|tue|weds|wed|thurs|thur|thu|fri|sat)`;
/** "the last friday": one day of the month by its place. */
const placedDay = (place: string, weekday: string): Pick<Rule, 'byDay' | 'nth'> => ({ byDay: weekdaysIn(weekday), nth: PLACES[place.toLowerCase()] });

const weekdaysIn = (list: string) => [
  ...new Set(
    list
      .toLowerCase()
      .match(/sun|mon|tue|wed|thu|fri|sat/g)!
      .map((d) => BYDAY.indexOf(d.toUpperCase().slice(0, 2))),
  ),
];
const monthIn = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const validMonthDay = (n: number) => n >= 1 && n <= 31;

/** What may follow "every" (or stand alone, like "daily"), each read into a rule; tried in order at one position. */
const FORMS: Array<{ re: RegExp; rule: (m: RegExpMatchArray) => Rule | null }> = [
  { re: /(?:every|each)\s+(?:week\s?day|work\s?day)s?/y, rule: () => ({ freq: 'WEEKLY', interval: 1, byDay: [1, 2, 3, 4, 5] }) },
  { re: /(?:every|each)\s+weekends?/y, rule: () => ({ freq: 'WEEKLY', interval: 1, byDay: [6, 0] }) },
  {
    re: new RegExp(String.raw`(?:every|each)\s+(\d{1,3}|other|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month|year)s?`, 'y'),
    rule: (m) => {
      const interval = NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
      return interval >= 1 ? { freq: UNIT[m[2].toLowerCase() as keyof typeof UNIT], interval } : null;
    },
  },
  { re: /(?:every|each)\s+(day|week|month|year)/y, rule: (m) => ({ freq: UNIT[m[1].toLowerCase() as keyof typeof UNIT], interval: 1 }) },
  { re: /(?:daily|every\s?day)/y, rule: () => ({ freq: 'DAILY', interval: 1 }) },
  { re: /weekly/y, rule: () => ({ freq: 'WEEKLY', interval: 1 }) },
  { re: /(?:fortnightly|biweekly)/y, rule: () => ({ freq: 'WEEKLY', interval: 2 }) },
  { re: /monthly/y, rule: () => ({ freq: 'MONTHLY', interval: 1 }) },
  { re: /(?:yearly|annually)/y, rule: () => ({ freq: 'YEARLY', interval: 1 }) },
  // "every other tuesday", "every second friday": every two weeks on that day
  {
    re: new RegExp(String.raw`(?:every|each)\s+(?:other|second|2nd)\s+(${WEEKDAY_LIST})`, 'y'),
    rule: (m) => ({ freq: 'WEEKLY', interval: 2, byDay: weekdaysIn(m[1]) }),
  },
  // "every last friday", "every first monday of the month": monthly on that day
  {
    re: new RegExp(String.raw`(?:every|each)\s+${PLACE}\s+${SINGLE_WEEKDAY}(?:\s+of\s+(?:the|every|each)\s+month)?`, 'y'),
    rule: (m) => ({ freq: 'MONTHLY', interval: 1, ...placedDay(m[1], m[2]) }),
  },
  { re: new RegExp(String.raw`(?:every|each)\s+(${WEEKDAY_LIST})`, 'y'), rule: (m) => ({ freq: 'WEEKLY', interval: 1, byDay: weekdaysIn(m[1]) }) },
  { re: /(?:every|each)\s+last\s+day(?:\s+of\s+(?:the|every)\s+month)?/y, rule: () => ({ freq: 'MONTHLY', interval: 1, byMonthDay: -1 }) },
  {
    re: new RegExp(String.raw`(?:every|each)\s+(${MONTH})\s+${ORDINAL}(?!\d)`, 'y'),
    rule: (m) => (validMonthDay(Number(m[2])) ? { freq: 'YEARLY', interval: 1, byMonth: monthIn(m[1]), byMonthDay: Number(m[2]) } : null),
  },
  {
    re: new RegExp(String.raw`(?:every|each)\s+${ORDINAL}\s+(?:of\s+)?(${MONTH})`, 'y'),
    rule: (m) => (validMonthDay(Number(m[1])) ? { freq: 'YEARLY', interval: 1, byMonth: monthIn(m[2]), byMonthDay: Number(m[1]) } : null),
  },
  {
    re: /(?:every|each)\s+(\d{1,2})(?:st|nd|rd|th)(?:\s+(?:day\s+)?of\s+(?:the|every|each)\s+month)?/y,
    rule: (m) => (validMonthDay(Number(m[1])) ? { freq: 'MONTHLY', interval: 1, byMonthDay: Number(m[1]) } : null),
  },
];

/** A detail after the frequency: "on monday and friday", "on the 1st", "on the last day", "on march 3". */
const DETAILS: Array<{ freq: Freq; re: RegExp; apply: (rule: Rule, m: RegExpMatchArray) => boolean }> = [
  {
    freq: 'WEEKLY',
    re: new RegExp(String.raw`\s+(?:on\s+)?(${WEEKDAY_LIST})`, 'y'),
    apply: (rule, m) => ((rule.byDay = weekdaysIn(m[1])), true),
  },
  { freq: 'MONTHLY', re: /\s+on\s+the\s+last\s+day(?:\s+of\s+the\s+month)?/y, apply: (rule) => ((rule.byMonthDay = -1), true) },
  {
    freq: 'MONTHLY',
    re: new RegExp(String.raw`\s+on\s+the\s+${PLACE}\s+${SINGLE_WEEKDAY}(?:\s+of\s+the\s+month)?`, 'y'),
    apply: (rule, m) => (Object.assign(rule, placedDay(m[1], m[2])), true),
  },
  {
    freq: 'MONTHLY',
    re: new RegExp(String.raw`\s+on\s+(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)|(${IN_WORDS}))(?:\s+day)?`, 'y'),
    apply: (rule, m) => {
      const day = m[1] ? Number(m[1]) : dayInWords(m[2]);
      return validMonthDay(day) && ((rule.byMonthDay = day), true);
    },
  },
  {
    freq: 'YEARLY',
    re: new RegExp(String.raw`\s+on\s+(${MONTH})\s+${ORDINAL}(?!\d)`, 'y'),
    apply: (rule, m) => validMonthDay(Number(m[2])) && ((rule.byMonth = monthIn(m[1])), (rule.byMonthDay = Number(m[2])), true),
  },
];

const START = /(?<![\p{L}\p{N}])(?:every!?|everyday|each|daily|weekly|fortnightly|biweekly|monthly|yearly|annually)(?![\p{L}\p{N}])/giu;

/** The first recurrence phrase in the text (offsets into it), without its end ("until …", "5 times"): see `findRecurrenceEnds`. */
export function findRecurrence(text: string): RuleMatch | null {
  // "weekly review every friday": a rule said with "every" wins over an adjective that is part of the name
  const starts = [...text.matchAll(START)];
  const saidEvery = (s: RegExpMatchArray) => /^(?:every|each)/i.test(s[0]);
  for (const start of [...starts.filter(saidEvery), ...starts.filter((s) => !saidEvery(s))]) {
    const at = start.index;
    // Todoist's "every!" repeats from completion
    const bang = start[0].endsWith('!');
    const source = bang ? text.slice(0, at) + start[0].slice(0, -1) + ' ' + text.slice(at + start[0].length) : text;
    for (const form of FORMS) {
      const re = new RegExp(form.re.source, 'iyu');
      re.lastIndex = at;
      const m = re.exec(source);
      const rule = m && form.rule(m);
      if (!m || !rule || !boundaryAt(source, at + m[0].length)) continue;
      let end = at + m[0].length;
      for (const detail of DETAILS) {
        if (detail.freq !== rule.freq || (detail.freq === 'WEEKLY' && rule.byDay)) continue;
        const d = new RegExp(detail.re.source, 'iyu');
        d.lastIndex = end;
        const found = d.exec(source);
        if (found && boundaryAt(source, end + found[0].length) && detail.apply(rule, found)) {
          end += found[0].length;
          break;
        }
      }
      // "on the 1st of every month": the day comes before the frequency
      const day = rule.freq === 'MONTHLY' && rule.interval === 1 && !rule.byMonthDay ? DAY_OF_EVERY_MONTH.exec(source.slice(0, at)) : null;
      if (day && validMonthDay(Number(day[1]))) return { start: day.index, end, rule: { ...rule, byMonthDay: Number(day[1]) }, fromCompletion: bang };
      return { start: at, end, rule, fromCompletion: bang };
    }
  }
  return null;
}

const DAY_OF_EVERY_MONTH = /(?<![\p{L}\p{N}])(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+(?:day\s+)?of\s+$/iu;
const boundaryAt = (text: string, i: number) => i >= text.length || !/[\p{L}\p{N}]/u.test(text[i]);

/** "after completion", "from completion", "after it's done": the next occurrence counts from the day it is completed. */
export const FROM_COMPLETION =
  /(?<![\p{L}\p{N}])(?:after|from|since)\s+(?:(?:the\s+)?(?:completion|last\s+completion|completing(?:\s+it)?|done)|(?:it(?:'s|\s+is)\s+|it\s+was\s+)?(?:completed|done|finished))(?![\p{L}\p{N}])/iu;
/** "5 times", "for 5 times", "x5": how many occurrences in all. */
export const COUNT = /(?<![\p{L}\p{N}])(?:for\s+)?(\d{1,4})\s+times(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])x(\d{1,4})(?![\p{L}\p{N}])/iu;
/** "until <date>", "ending <date>": the date itself is read by the date parser. */
export const UNTIL = /(?<![\p{L}\p{N}])(?:until|till|ending(?:\s+on)?|ends?(?:\s+on)?)\s+/iu;

/** The rule as RRULE text, e.g. FREQ=MONTHLY;BYMONTHDAY=1. */
export function formatRule(rule: Rule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay?.length && rule.nth) parts.push(`BYDAY=${rule.nth}${BYDAY[rule.byDay[0]]}`);
  else if (rule.byDay?.length)
    parts.push(
      `BYDAY=${[...rule.byDay]
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
        .map((d) => BYDAY[d])
        .join(',')}`,
    );
  if (rule.byMonth) parts.push(`BYMONTH=${rule.byMonth}`);
  if (rule.byMonthDay) parts.push(`BYMONTHDAY=${rule.byMonthDay}`);
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${rule.until}`);
  return parts.join(';');
}

/** The day of the month a BYMONTHDAY names in that month, or null when the month has no such day (the 31st in April). */
function monthDay(year: number, month: number, byMonthDay: number): number | null {
  const last = daysInMonth(year, month);
  const day = byMonthDay < 0 ? last + 1 + byMonthDay : byMonthDay;
  return day >= 1 && day <= last ? day : null;
}

/** The day of the month of its `nth` `weekday` (-1 the last), or null when the month has no such day (a fifth Monday). */
function placedWeekday(year: number, month: number, weekday: number, nth: number): number | null {
  const last = daysInMonth(year, month);
  if (nth < 0) return last - ((weekdayOf({ year, month, day: last }) - weekday + 7) % 7);
  const day = 1 + ((weekday - weekdayOf({ year, month, day: 1 }) + 7) % 7) + 7 * (nth - 1);
  return day <= last ? day : null;
}

/** The first day on or after `from` that the rule's BY parts allow (any day when it has none). */
function firstOnOrAfter(rule: Rule, from: Day): Day {
  if (rule.byDay?.length && rule.nth) {
    // a fifth weekday is in some months only: a year of months holds one
    for (let i = 0; i < 13; i++) {
      const total = from.month - 1 + i;
      const year = from.year + Math.floor(total / 12);
      const month = (total % 12) + 1;
      const day = placedWeekday(year, month, rule.byDay[0], rule.nth);
      if (day && compareDays({ year, month, day }, from) >= 0) return { year, month, day };
    }
  }
  if (rule.byDay?.length) {
    let d = from;
    while (!rule.byDay.includes(weekdayOf(d))) d = addDays(d, 1);
    return d;
  }
  if (rule.byMonthDay) {
    // nine years reach the next February 29th
    for (let i = 0; i < 12 * 9; i++) {
      const total = from.month - 1 + i;
      const year = from.year + Math.floor(total / 12);
      const month = (total % 12) + 1;
      if (rule.byMonth && month !== rule.byMonth) continue;
      const day = monthDay(year, month, rule.byMonthDay);
      if (day && compareDays({ year, month, day }, from) >= 0) return { year, month, day };
    }
  }
  return from;
}

/** A rule without BY parts repeats on the day it starts: the next one is an interval later. */
function oneIntervalLater(rule: Rule, d: Day): Day {
  switch (rule.freq) {
    case 'DAILY':
      return addDays(d, rule.interval);
    case 'WEEKLY':
      return addDays(d, 7 * rule.interval);
    case 'MONTHLY': {
      const total = d.month - 1 + rule.interval;
      const year = d.year + Math.floor(total / 12);
      const month = (total % 12) + 1;
      return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
    }
    case 'YEARLY':
      return { year: d.year + rule.interval, month: d.month, day: Math.min(d.day, daysInMonth(d.year + rule.interval, d.month)) };
  }
}

/** The first occurrence from today; when `passed` (its time today is already over) the one after it. */
export function firstOccurrence(rule: Rule, today: Day, passed: boolean): Day {
  const first = firstOnOrAfter(rule, today);
  if (!passed || compareDays(first, today) !== 0) return first;
  const hasBy = Boolean(rule.byDay?.length || rule.byMonthDay);
  return hasBy ? firstOnOrAfter(rule, addDays(today, 1)) : oneIntervalLater(rule, today);
}
