/** Small readers of values in a message: durations, priority words, periods, plan windows, German date words. */

import { addDays, dayNumber } from '../clock.js';
import { editDistance } from './spelling.js';
import { germanDaysInDigits } from './germanDays.js';
import { P_LEVELS } from '../../../../../shared/tasks/quickAddTokens.js';

export type Band = 'high' | 'medium' | 'low';
export type Period = { from: string; to: string; label: 'today' | 'yesterday' | 'this week' | 'this month' | 'last days'; days: number };
export type PlanWindow = 'morning' | 'afternoon' | 'evening' | 'rest';

export { findDuration } from '../../../../../shared/tasks/durations.js';

const BAND_OF: Record<string, Band> = {
  high: 'high',
  urgent: 'high',
  important: 'high',
  hoch: 'high',
  hohe: 'high',
  hoher: 'high',
  wichtig: 'high',
  dringend: 'high',
  medium: 'medium',
  normal: 'medium',
  mittel: 'medium',
  mittlere: 'medium',
  low: 'low',
  niedrig: 'low',
  niedrige: 'low',
  unwichtig: 'low',
};
const BAND_VALUE: Record<Band, number> = { high: 8, medium: 5, low: 3 };
const BAND_WORD = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(BAND_OF).join('|')})(?![\p{L}])`, 'iu');

/** A priority band word in the message ("high priority", "wichtig"). */
export function findBand(text: string): Band | null {
  const m = text.match(BAND_WORD);
  return m ? BAND_OF[m[1].toLowerCase()] : null;
}

/** The priority a message sets: a number 1–10 near "priority"/"to"/"auf", or a band word. */
export function findPriorityValue(text: string): number | null {
  const mark = text.match(P_MARK);
  if (mark) return pMark(mark[1]);
  const n = text.match(
    /(?:priority|prio|priorität|p)\s*(?:of\s+|to\s+|auf\s+|=|:)?\s*(10|[1-9])(?!\d)|(?:to|auf|at)\s+(10|[1-9])(?![\d\s]*(?:min|h|std|stunde|uhr|am|pm))/iu,
  );
  if (n) return Number(n[1] ?? n[2]);
  const band = findBand(text);
  if (band === 'high' && /\b(?:urgent|highest|dringend|top)\b/i.test(text)) return 9;
  return band ? BAND_VALUE[band] : null;
}

/**
 * "p2", "p7": the quick add's p1 to p4 are Todoist's levels on the 1 to 10 scale (p1 = 10); there is no p5 in
 * Todoist, so p5 to p10 can only mean that number on Streamline's own scale.
 */
export const P_MARK = /(?<![\p{L}\p{N}])p(10|[1-9])(?![\p{L}\p{N}])/iu;
export const pMark = (n: string) => P_LEVELS[n] ?? Number(n);

const WEEK_START = (today: string) => addDays(today, -((dayNumber(today) + 3) % 7)); // Monday

/** "today", "this week", "yesterday", "last 3 days" (and German) as a range of days; null when none is said. */
export function findPeriod(text: string, today: string): Period | null {
  const t = text.toLowerCase();
  const last = t.match(/(?:last|past|letzten)\s+(\d{1,2})\s+(?:days?|tage?n?)/);
  if (last) {
    const days = Math.min(Math.max(Number(last[1]), 1), 90);
    return { from: addDays(today, 1 - days), to: today, label: 'last days', days };
  }
  if (/\b(?:yesterday|gestern)\b/.test(t)) return { from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday', days: 1 };
  if (/\b(?:this|the|my|last|diese[rn]?|der)\s+(?:week|woche)\b|\bweek(?:ly)?\b|\bwoche\b/.test(t))
    return { from: WEEK_START(today), to: today, label: 'this week', days: dayNumber(today) - dayNumber(WEEK_START(today)) + 1 };
  if (/\b(?:this|the)\s+month\b|\bmonat\b/.test(t)) return { from: `${today.slice(0, 8)}01`, to: today, label: 'this month', days: Number(today.slice(8)) };
  if (/\b(?:today|heute|day|tag|daily)\b/.test(t)) return { from: today, to: today, label: 'today', days: 1 };
  return null;
}

/** Which part of the day a plan request means, if only a part. */
export function findWindow(text: string): PlanWindow | null {
  const t = text.toLowerCase();
  if (/\brest (?:of )?(?:my |the )?day\b|\brest des tages\b|\brest meines tages\b|\brest of today\b|\bre-?plan\b|\bneu\b/.test(t)) return 'rest';
  if (/\bafternoon\b|\bnachmittag/.test(t)) return 'afternoon';
  if (/\bmorning\b|\bvormittag|\bmorgens\b/.test(t)) return 'morning';
  if (/\bevening\b|\btonight\b|\babend/.test(t)) return 'evening';
  return null;
}

const WEEKDAYS_DE = '(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)';
const GERMAN_DATES: Array<[RegExp, string]> = [
  // repeats: "jeden Montag", "montags", "alle 3 Tage", "jede Woche", "werktags"
  [new RegExp(String.raw`(?<![\p{L}])(?:jeden|alle)\s+(?:zweiten|2\.)\s+(?=${WEEKDAYS_DE}(?![\p{L}]))`, 'giu'), 'every other '],
  [new RegExp(String.raw`(?<![\p{L}])(?:jeden|immer)\s+(?=${WEEKDAYS_DE}(?![\p{L}]))`, 'giu'), 'every '],
  [new RegExp(String.raw`(?<![\p{L}])(${WEEKDAYS_DE})s(?![\p{L}])`, 'giu'), 'every $1'],
  [/(?<![\p{L}])(?:jeden\s+werktag|werktags|an\s+werktagen)(?![\p{L}])/giu, 'every weekday'],
  [/(?<![\p{L}])(?:jeden\s+tag|täglich)(?![\p{L}])/giu, 'every day'],
  [/(?<![\p{L}])(?:jede\s+woche|wöchentlich)(?![\p{L}])/giu, 'every week'],
  [/(?<![\p{L}])(?:jeden\s+monat|monatlich)(?![\p{L}])/giu, 'every month'],
  [/(?<![\p{L}])alle\s+(\d+)\s+tage(?![\p{L}])/giu, 'every $1 days'],
  [/(?<![\p{L}])alle\s+(\d+)\s+wochen(?![\p{L}])/giu, 'every $1 weeks'],
  [/(?<![\p{L}])in\s+(\d+)\s+wochen?(?![\p{L}])/giu, 'in $1 weeks'],
  // a part of the day after the day: "heute abend", "morgen früh"
  [/(?<![\p{L}])heute\s+(?:früh|morgen|vormittag)(?![\p{L}])/giu, 'this morning'],
  [/(?<![\p{L}])heute\s+(?:mittag|nachmittag)(?![\p{L}])/giu, 'this afternoon'],
  [/(?<![\p{L}])heute\s+(?:abend|nacht)(?![\p{L}])/giu, 'tonight'],
  [/(?<![\p{L}])morgen\s+(?:früh|vormittag)(?![\p{L}])/giu, 'tomorrow morning'],
  [/(?<![\p{L}])morgen\s+(?:mittag|nachmittag)(?![\p{L}])/giu, 'tomorrow afternoon'],
  [/(?<![\p{L}])morgen\s+(?:abend|nacht)(?![\p{L}])/giu, 'tomorrow evening'],
  [/(?<![\p{L}])übermorgen(?![\p{L}])/giu, 'the day after tomorrow'],
  [/(?<![\p{L}])morgen(?![\p{L}])/giu, 'tomorrow'],
  [/(?<![\p{L}])heute(?![\p{L}])/giu, 'today'],
  [/(?<![\p{L}])nächste(?:n)?\s+woche(?![\p{L}])/giu, 'next week'],
  [/(?<![\p{L}])(?:am\s+)?montag(?![\p{L}])/giu, 'monday'],
  [/(?<![\p{L}])(?:am\s+)?dienstag(?![\p{L}])/giu, 'tuesday'],
  [/(?<![\p{L}])(?:am\s+)?mittwoch(?![\p{L}])/giu, 'wednesday'],
  [/(?<![\p{L}])(?:am\s+)?donnerstag(?![\p{L}])/giu, 'thursday'],
  [/(?<![\p{L}])(?:am\s+)?freitag(?![\p{L}])/giu, 'friday'],
  [/(?<![\p{L}])(?:am\s+)?samstag(?![\p{L}])/giu, 'saturday'],
  [/(?<![\p{L}])(?:am\s+)?sonntag(?![\p{L}])/giu, 'sunday'],
  [/(?<![\p{L}])(?:nächste[nrms]?|kommende[nrms]?)\s+(?=(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}]))/giu, 'next '],
  [/(?<![\p{L}])in\s+(\d+)\s+(?:stunden?|std\.?)(?![\p{L}])/giu, 'in $1 hours'],
  [/(?<![\p{L}])in\s+(\d+)\s+minuten(?![\p{L}])/giu, 'in $1 minutes'],
  [/(?<![\p{L}])in\s+(\d+)\s+tagen?(?![\p{L}])/giu, 'in $1 days'],
  [/(?<![\p{L}])(?:für|zum|am)\s+(?=(?:next|tomorrow|today|the day after|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}]))/giu, 'for '],
  [/(?<![\p{L}])um\s+(\d{1,2})(?::(\d{2}))?\s*uhr(?![\p{L}])/giu, 'at $1:$2'],
  // "Freitag um 10" (a time after a day; "um 2" alone may be by how much), "15 Uhr"
  [
    /(?<=(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d\.|\d(?:st|nd|rd|th))\s+)um\s+(\d{1,2})(?::(\d{2}))?(?![\d.,:\p{L}]|\s*(?:tage?n?|wochen?|minuten|min|stunden?|std|h)(?![\p{L}]))/giu,
    'at $1:$2',
  ],
  [/(?<![\p{L}\d:])(\d{1,2})(?::(\d{2}))?\s*uhr(?![\p{L}])/giu, 'at $1:$2'],
  [/(?<![\p{L}])hohe[rn]?\s+priorität(?![\p{L}])/giu, 'high priority'],
  [/(?<![\p{L}])niedrige[rn]?\s+priorität(?![\p{L}])/giu, 'low priority'],
  [/(?<![\p{L}])mittlere[rn]?\s+priorität(?![\p{L}])/giu, 'medium priority'],
  [/(?<![\p{L}])priorität(?![\p{L}])/giu, 'priority'],
  [/(?<![\p{L}])bis(?=\s)/giu, 'by'],
];

const DATE_WORDS = [
  'tomorrow',
  'today',
  'tonight',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
  'january',
  'february',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const SHORT_FORMS: Record<string, string> = { tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow', tdy: 'today', nxt: 'next', wk: 'week' };
const NUMBERS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  zwei: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  sechs: '6',
};

/** Misspelt date words ("tommorow", "wensday", "tmrw") as they are meant; a word of one of `keep` stays. */
export function correctDateWords(text: string, keep: (word: string) => boolean = () => false): string {
  return text
    .replace(
      /(?<![\p{L}])(in|every|alle|nach)\s+(one|two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|sechs)\s+(?=(?:days?|weeks?|months?|hours?|minutes?|tage?n?|wochen?|monaten?|stunden?|minuten)(?![\p{L}]))/giu,
      (_, w, n) => `${w} ${NUMBERS[n.toLowerCase()]} `,
    )
    .replace(/(?<![\p{L}])[a-z]{3,12}(?![\p{L}])/giu, (word) => {
      const lower = word.toLowerCase();
      if (SHORT_FORMS[lower]) return SHORT_FORMS[lower];
      if (lower.length < 6 || DATE_WORDS.includes(lower) || keep(lower)) return word;
      const max = lower.length >= 7 ? 2 : 1;
      const near = DATE_WORDS.filter((d) => d[0] === lower[0] && Math.abs(d.length - lower.length) <= max && editDistance(lower, d, max) <= max);
      return near.length === 1 ? near[0] : word;
    });
}

/** German date, time and priority words in the English the quick add reads ("morgen um 15 Uhr" → "tomorrow at 15:00"). */
/** "am 1.", "bis zum 15.": a day of the month alone (not "am 1.12."), as the quick add reads it ("on the 1st"). */
const GERMAN_DAY_OF_MONTH = /(?<![\p{L}])(bis\s+)?(?:am|zum|den)\s+([12]?\d|3[01])\.(?!\s*\d)/giu;
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** "am 3.12.", "bis 15.1.2027": a German day and month (the year is the next one that has it). */
const GERMAN_DAY_MONTH = /(?<![\p{L}\d.])(?:(bis)\s+(?:zum\s+)?|(?:am|zum|den)\s+)?([12]?\d|3[01])\.(1[0-2]|0?[1-9])\.(?:\d{2,4})?(?![\d.])/giu;
const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function englishDates(text: string): string {
  let out = correctDateWords(germanDaysInDigits(text))
    .replace(GERMAN_DAY_MONTH, (_, by: string | undefined, day: string, month: string) => `${by ? 'by' : 'on'} ${MONTHS_EN[Number(month) - 1]} ${Number(day)}`)
    .replace(GERMAN_DAY_OF_MONTH, (_, by: string | undefined, day: string) => `${by ? 'by' : 'on'} the ${ordinal(Number(day))}`);
  for (const [re, to] of GERMAN_DATES) out = out.replace(re, to);
  return (
    out
      .replace(/at (\d{1,2}):(?=\s|$)/g, 'at $1:00')
      // "day after tomorrow" as people say it: the date parser reads it with its article
      .replace(/(?<![\p{L}]|the\s)(day after tomorrow)(?![\p{L}])/giu, 'the $1')
  );
}
