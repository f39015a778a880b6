/**
 * German days of the month in words ("am ersten", "zum dritten Dezember", "bis zum einundzwanzigsten")
 * and German month names after a day ("3. Mai"), written the way the rest of the reader takes them:
 * "am 1.", "zum 3. december".
 */

const UNITS = ['erst', 'zweit', 'dritt', 'viert', 'fünft', 'sechst', 'sieb(?:en)?t', 'acht', 'neunt'];
const TEENS = ['zehnt', 'elft', 'zwölft', 'dreizehnt', 'vierzehnt', 'fünfzehnt', 'sechzehnt', 'siebzehnt', 'achtzehnt', 'neunzehnt'];
/** The "ein", "zwei"… of "einundzwanzigsten" (21 to 29, 31). */
const TENS_UNITS = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DAYS: Array<[string, number]> = [
  ...UNITS.map((stem, i) => [stem, i + 1] as [string, number]),
  ...TEENS.map((stem, i) => [stem, i + 10] as [string, number]),
  ['zwanzigst', 20],
  ...TENS_UNITS.map((unit, i) => [`${unit}undzwanzigst`, i + 21] as [string, number]),
  ['drei(?:ß|ss)igst', 30],
  ['einunddrei(?:ß|ss)igst', 31],
];
const STEMS = DAYS.map(([stem]) => stem)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "am ersten", "zum dritten", "den zwanzigsten": the ordinal's form after these words ends in -en. */
const ORDINAL_WORD = new RegExp(String.raw`(?<![\p{L}])(am|zum|den|vom)\s+(${STEMS})en(?![\p{L}])`, 'giu');

const MONTHS: Record<string, string> = {
  januar: 'january',
  jänner: 'january',
  februar: 'february',
  märz: 'march',
  maerz: 'march',
  april: 'april',
  mai: 'may',
  juni: 'june',
  juli: 'july',
  august: 'august',
  september: 'september',
  oktober: 'october',
  november: 'november',
  dezember: 'december',
};
const MONTH_AFTER_DAY = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})\.\s*(${Object.keys(MONTHS).join('|')})(?![\p{L}])`, 'giu');
/** Words after an ordinal that make it something other than a day of the month ("am ersten Montag", "zum dritten Mal"). */
const NOT_A_DAY = /^(?:tag|tage|woche|wochenende|werktag|arbeitstag|mal|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/i;

function dayOf(stem: string): number {
  return DAYS.find(([pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(stem))?.[1] ?? 0;
}

export function germanDaysInDigits(text: string): string {
  return text
    .replace(ORDINAL_WORD, (all: string, lead: string, stem: string, at: number, whole: string) => {
      const next = whole.slice(at + all.length).match(/^\s+(\p{L}+)/u)?.[1];
      // a noun after it (capitalized, as German writes nouns) that is no month: "am ersten Arbeitstag"
      if (next && !(next.toLowerCase() in MONTHS) && (/^\p{Lu}/u.test(next) || NOT_A_DAY.test(next))) return all;
      const day = dayOf(stem);
      return day ? `${lead} ${day}.` : all;
    })
    .replace(MONTH_AFTER_DAY, (_, day: string, month: string) => `${day}. ${MONTHS[month.toLowerCase()]}`)
    .replace(/(?<![\p{L}])(?:des|eines|jeden)\s+monats(?![\p{L}])/giu, 'of the month');
}
