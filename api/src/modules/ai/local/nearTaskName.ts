/**
 * Whether a phrase names an open task with a typo in it ("tidy dsek", "buy mlik", "wter the plants"): the
 * task's words as typed, each one of its name's words or a slip of one, and one of them as written or two
 * of them slipped (so "the gym" never names "Buy gum"). Which task it is, or which two to ask between, the tools find with
 * fuse.js (chat/match.ts) as for every other name.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const FILLER = new Set(['the', 'a', 'an', 'my', 'der', 'die', 'das', 'den', 'dem', 'meine']);

export function isNearTaskName(names: readonly string[], phrase: string): boolean {
  const words = (phrase.toLowerCase().match(WORD) ?? []).filter((w) => !FILLER.has(w));
  if (!words.length) return false;
  return names.some((name) => {
    const lower = name.toLowerCase();
    return (words.length > 1 || lower.includes(words[0])) && typedAs(words, lower.match(WORD) ?? []);
  });
}

function typedAs(words: string[], own: string[]) {
  let asWritten = 0;
  for (const w of words) {
    if (own.includes(w)) asWritten++;
    else if (w.length < 4 || !own.some((o) => slips(w, o) <= (o.length >= 8 ? 2 : 1))) return false;
  }
  return asWritten > 0 || words.length > 1;
}

/** Letters typed wrong, left out, added or swapped with the next one (optimal string alignment distance). */
function slips(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
