import type { Parser } from 'chrono-node';

/**
 * "on the 1st", "by the 15th", "pay rent the 1st": a day of the month without its month, read as the
 * next such day from today on (today counts); a month too short for it ("the 31st" in November) is
 * skipped. After a bare "the" it must end the words or come before a time ("the 2nd draft" is no
 * date). "the 1st of December" and "Dec 1st" stay chrono's own.
 */
const ORDINAL = String.raw`([12]?\d|3[01])(?:st|nd|rd|th)(?![\p{L}\p{N}])(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)`;
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:on|by|until|till|before)\s+(?:the\s+)?|the\s+(?=\d+(?:st|nd|rd|th)(?:\s*$|\s*[,;.!?]|\s+at\b)))${ORDINAL}`,
  'iu',
);

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
    const day = Number(match[1]);
    if (day < 1) return null;
    // the reference's wall clock: the instant moved by the user's offset (what the quick add passes)
    const { instant, timezoneOffset } = context.reference;
    const wall = new Date(instant.getTime() + (timezoneOffset ?? 0) * 60_000);
    const date = nextDayOfMonth({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }, day);
    return context.createParsingComponents(date);
  },
};
