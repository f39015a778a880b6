import type { Parser } from 'chrono-node';

/**
 * "on the 1st", "by the 15th", "pay rent the 1st", "on the first", "by the twenty-first": a day of the
 * month without its month, read as the next such day from today on (today counts); a month too short
 * for it ("the 31st" in November) is skipped. After a bare "the" it must end the words or come before a
 * time ("the 2nd draft" is no date). A day in words must also be followed by the end of the words, a
 * time or another part of the line ("on the second floor" is no date). "the 1st of December" and
 * "Dec 1st" stay chrono's own.
 */
const UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
/** Each day of the month in words, by its number ("twenty-first", "twenty first" and "twentyfirst" alike). */
const DAY_WORDS = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i + 1] as const),
  ...TEENS.map((w, i) => [w, i + 10] as const),
  ['twentieth', 20],
  ...UNITS.map((w, i) => [`twenty-${w}`, i + 21] as const),
  ['thirtieth', 30],
  ['thirty-first', 31],
]);
/** A day of the month in words, as a pattern without groups. */
export const IN_WORDS = [...DAY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace('-', '[-\\s]?'))
  .join('|');

const MONTH_AFTER = String.raw`(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)`;
const NUMBER = String.raw`([12]?\d|3[01])(?:st|nd|rd|th)(?![\p{L}\p{N}])`;
/** What may follow a day in words: the end, punctuation, a time or another quick add part. */
const AFTER_WORDS = String.raw`(?=\s*$|\s*[,;.!?#@]|\s+(?:at|by|before|and|or|p(?:10|[1-9])|priority|prio|remind|every|due|for|in|to|with|please|of\s+(?:the\s+|this\s+|each\s+|every\s+)?month)\b|\s+\d)`;
const WORDS = String.raw`(${IN_WORDS})(?![\p{L}\p{N}])${AFTER_WORDS}`;
const OF_THE_MONTH = String.raw`(?:\s+of\s+(?:the\s+|this\s+|each\s+|every\s+)?month)?`;
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:on|by|until|till|before)\s+(?:the\s+)?|the\s+(?=(?:\d+(?:st|nd|rd|th)|${IN_WORDS})(?:${OF_THE_MONTH})(?:\s*$|\s*[,;.!?]|\s+at\b)))(?:${NUMBER}|${WORDS})${MONTH_AFTER}${OF_THE_MONTH}`,
  'iu',
);

/** The day of the month an ordinal in words names ("twenty first" → 21), 0 for none. */
export const dayInWords = (words: string) => DAY_WORDS.get(words.toLowerCase().replace(/^(twenty|thirty)[-\s]?/, '$1-')) ?? 0;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The next date whose day of the month is `day`, from `today` on. */
export function nextDayOfMonth(today: { year: number; month: number; day: number }, day: number) {
  let { year, month } = today;
  if (day < today.day) month++;
  for (;;) {
    if (month > 12) {
      month = 1;
      year++;
    }
    if (day <= daysIn(year, month)) return { year, month, day };
    month++;
  }
}

export const dayOfMonthParser: Parser = {
  pattern: () => PATTERN,
  extract(context, match) {
    const day = match[1] ? Number(match[1]) : dayInWords(match[2]);
    if (day < 1) return null;
    // the reference's wall clock: the instant moved by the user's offset (what the quick add passes)
    const { instant, timezoneOffset } = context.reference;
    const wall = new Date(instant.getTime() + (timezoneOffset ?? 0) * 60_000);
    const date = nextDayOfMonth({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }, day);
    return context.createParsingComponents(date);
  },
};
