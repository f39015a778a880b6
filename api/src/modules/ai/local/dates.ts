import { addDays, dayNumber, isDate } from '../clock.js';

/** Finds a date phrase in free text, relative to the user's today (YYYY-MM-DD). */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_RE = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';
const LEAD = '(?:(?:due|by|on|for)\\s+)?';

export type DateMatch = { date: string; text: string };

function weekday(date: string) {
  return (dayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday
}

/** The next such weekday strictly after today ("monday", "on monday", "next monday" alike). */
function nextWeekday(today: string, target: number) {
  const diff = (target - weekday(today) + 7) % 7 || 7;
  return addDays(today, diff);
}

const rules: Array<{ re: RegExp; date: (m: RegExpMatchArray, today: string) => string | null }> = [
  { re: new RegExp(`\\b${LEAD}(\\d{4}-\\d{2}-\\d{2})\\b`, 'i'), date: (m) => (isDate(m[1]) ? m[1] : null) },
  { re: new RegExp(`\\b${LEAD}(?:the\\s+)?day after tomorrow\\b`, 'i'), date: (_m, t) => addDays(t, 2) },
  { re: new RegExp(`\\b${LEAD}tomorrow\\b`, 'i'), date: (_m, t) => addDays(t, 1) },
  { re: new RegExp(`\\b${LEAD}(?:today|tonight)\\b`, 'i'), date: (_m, t) => t },
  { re: /\b(?:due\s+)?in\s+(\d{1,3})\s+days?\b/i, date: (m, t) => addDays(t, Number(m[1])) },
  { re: /\b(?:due\s+)?in\s+a\s+week\b/i, date: (_m, t) => addDays(t, 7) },
  { re: new RegExp(`\\b${LEAD}next\\s+week\\b`, 'i'), date: (_m, t) => nextWeekday(t, 1) },
  {
    re: new RegExp(`\\b${LEAD}(?:next\\s+|this\\s+)?(${WEEKDAYS.join('|')})\\b`, 'i'),
    date: (m, t) => nextWeekday(t, WEEKDAYS.indexOf(m[1].toLowerCase())),
  },
  {
    re: new RegExp(`\\b${LEAD}${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'i'),
    date: (m, t) => {
      const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
      const day = Number(m[2]);
      const pad = (n: number) => String(n).padStart(2, '0');
      const build = (y: number) => `${y}-${pad(month)}-${pad(day)}`;
      let year = m[3] ? Number(m[3]) : Number(t.slice(0, 4));
      if (!m[3] && build(year) < t) year += 1;
      return isDate(build(year)) ? build(year) : null;
    },
  },
];

export function findDate(text: string, today: string): DateMatch | null {
  for (const rule of rules) {
    const m = text.match(rule.re);
    if (m) {
      const date = rule.date(m, today);
      if (date) return { date, text: m[0] };
    }
  }
  return null;
}

/** "Mon 23 Nov" style label, with today/tomorrow named. */
export function describeDate(date: string, today: string): string {
  const diff = dayNumber(date) - dayNumber(today);
  const d = new Date(`${date}T00:00:00Z`);
  const label = `${WEEKDAYS[d.getUTCDay()].slice(0, 1).toUpperCase()}${WEEKDAYS[d.getUTCDay()].slice(1, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].replace(/^./, (c) => c.toUpperCase())}`;
  if (diff === 0) return `today (${label})`;
  if (diff === 1) return `tomorrow (${label})`;
  if (diff === -1) return `yesterday (${label})`;
  // half a year or more away, the day and month alone would leave the year to guess
  return Math.abs(diff) > 180 ? `${label} ${d.getUTCFullYear()}` : label;
}
