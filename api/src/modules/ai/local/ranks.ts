/** A question about the one task at the top or bottom of the priorities ("what's my most important task?", "wichtigste Aufgabe"). */

export type Rank = 'highest' | 'lowest';

const HIGHEST =
  /(?<![\p{L}])(?:highest|top|most important|most urgent|biggest)(?:[\s-]+(?:priority|prio))?(?![\p{L}])|(?<![\p{L}])(?:wichtigste\p{L}*|dringendste\p{L}*|höchste\p{L}*\s+(?:priorität|prio))(?![\p{L}])/iu;
const LOWEST =
  /(?<![\p{L}])(?:lowest|least important|least urgent)(?:[\s-]+(?:priority|prio))?(?![\p{L}])|(?<![\p{L}])(?:unwichtigste\p{L}*|niedrigste\p{L}*\s+(?:priorität|prio))(?![\p{L}])/iu;
/** "my top 3", "the most important tasks": more than one is a list, not the one at the top */
const SEVERAL = /^\s*(?:\d+\s+|(?:tasks|things|items|to-?dos|ones|aufgaben|sachen)(?![\p{L}]))/iu;

export function findRank(text: string): Rank | null {
  for (const [re, rank] of [
    [LOWEST, 'lowest'],
    [HIGHEST, 'highest'],
  ] as const) {
    const m = text.match(re);
    if (m) return SEVERAL.test(text.slice(m.index! + m[0].length)) ? null : rank;
  }
  return null;
}
