/** Lengths of time said in words: "45 minutes", "1.5 hours", "1h30m", "2 Stunden", "half an hour", "two hours". */

/** The longest a task's duration or time spent may be, in minutes (a year: int4 stays far from overflow). */
export const MAX_TASK_MINUTES = 525_600;

export type FoundDuration = { minutes: number; text: string; index: number };

const MINUTES = String.raw`(?:minutes?|mins?|m|minuten|min)(?![\p{L}])`;
const HOURS = String.raw`(?:hours?|hrs?|h|stunden?|std)(?![\p{L}])`;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)\s*`;
/** hours with the minutes that go with them ("1h30m", "1 hour 30 minutes"), or minutes */
const DURATION = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${NUMBER}${HOURS}(?:\s*(?:and\s+|und\s+)?(\d+)\s*${MINUTES})?|${NUMBER}${MINUTES})`, 'giu');

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  ein: 1,
  eine: 1,
  einer: 1,
  two: 2,
  zwei: 2,
  three: 3,
  drei: 3,
  four: 4,
  vier: 4,
  five: 5,
  fünf: 5,
  ten: 10,
  zehn: 10,
  fifteen: 15,
  fünfzehn: 15,
  twenty: 20,
  zwanzig: 20,
  thirty: 30,
  dreißig: 30,
  forty: 40,
  vierzig: 40,
  'a couple of': 2,
  'a few': 3,
  'ein paar': 3,
};
/** "half an hour", "an hour and a half", "two hours", "eine halbe Stunde", "anderthalb Stunden" */
const DURATION_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:(half an? hour|a half hour|eine halbe stunde|einer halben stunde|halbe stunde)|(an? hour and a half|one and a half hours?|anderthalb stunden|eineinhalb stunden)|(${Object.keys(NUMBER_WORDS).join('|')})\s+(minutes?|mins?|minuten|hours?|stunden?))(?![\p{L}])`,
  'giu',
);

function inDigits(m: RegExpExecArray): FoundDuration {
  const minutes = m[1] ? Math.round(Number(m[1].replace(',', '.')) * 60) + Number(m[2] ?? 0) : Math.round(Number(m[3].replace(',', '.')));
  return { minutes, text: m[0], index: m.index };
}

function inWords(w: RegExpExecArray): FoundDuration {
  if (w[1]) return { minutes: 30, text: w[0], index: w.index };
  if (w[2]) return { minutes: 90, text: w[0], index: w.index };
  const n = NUMBER_WORDS[w[3].toLowerCase()];
  return { minutes: /^(?:hours?|stunden?)$/i.test(w[4]) ? n * 60 : n, text: w[0], index: w.index };
}

/** Every length of time in the text, in the order they appear. */
export function allDurations(text: string): FoundDuration[] {
  const found = [...text.matchAll(DURATION)].map((m) => inDigits(m as RegExpExecArray));
  for (const w of text.matchAll(DURATION_WORDS)) {
    const at = w.index;
    if (!found.some((d) => at < d.index + d.text.length && d.index < at + w[0].length)) found.push(inWords(w as RegExpExecArray));
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first length of time in the text, in minutes (digits before words, as the assistant reads it). */
export function findDuration(text: string): { minutes: number; text: string } | null {
  const [first] = [...text.matchAll(DURATION)];
  if (first) {
    const { minutes, text: said } = inDigits(first as RegExpExecArray);
    return { minutes, text: said };
  }
  const [word] = [...text.matchAll(DURATION_WORDS)];
  if (!word) return null;
  const { minutes, text: said } = inWords(word as RegExpExecArray);
  return { minutes, text: said };
}
