/** A question about the one task at the top or bottom of the priorities ("what's my most important task?", "wichtigste Aufgabe"). */

export type Rank = 'highest' | 'lowest';

const HIGHEST =
  /(?<![\p{L}])(?:highest|top|most important|most urgent|biggest)(?:[\s-]+(?:priority|prio))?(?:\s+(?:task|thing|item|one|to-?do))?(?![\p{L}])|(?<![\p{L}])(?:wichtigste\p{L}*|dringendste\p{L}*|höchste\p{L}*\s+(?:priorität|prio))(?![\p{L}])/iu;
const LOWEST =
  /(?<![\p{L}])(?:lowest|least important|least urgent)(?:[\s-]+(?:priority|prio))?(?![\p{L}])|(?<![\p{L}])(?:unwichtigste\p{L}*|niedrigste\p{L}*\s+(?:priorität|prio))(?![\p{L}])/iu;
/** "my top 3", "the most important tasks": more than one is a list, not the one at the top */
const SEVERAL = /(?<![\p{L}])(?:top\s+\d+|tasks|things|items|to-?dos|aufgaben)(?![\p{L}])/iu;

export function findRank(text: string): Rank | null {
  if (SEVERAL.test(text)) return null;
  if (LOWEST.test(text)) return 'lowest';
  return HIGHEST.test(text) ? 'highest' : null;
}
