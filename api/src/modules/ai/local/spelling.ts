import { EXAMPLE_WORDS, type Corpus } from './corpus/intentNames.js';

/** Corrects a misspelt word to a word of the corpus ("compelte" → "complete"), for classification only. */

const WORD = /[\p{L}][\p{L}'-]*/gu;

export function vocabularyOf(corpus: Corpus): Set<string> {
  const words = new Set<string>();
  for (const phrases of Object.values(corpus))
    for (const p of phrases) for (const w of p.toLowerCase().match(WORD) ?? []) if (!EXAMPLE_WORDS.has(w)) words.add(w);
  return words;
}

/** Damerau–Levenshtein distance (adjacent swaps count once), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** How far a word may be from the one meant: short words must be nearly right. */
const allowed = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

const sameLetters = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');

export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const max = allowed(word);
  if (!max) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const v of vocabulary) {
    // a typo rarely hits the first letter ("pick" is not "tick"); it also spares most of the distances
    if (v.length < 4 || v[0] !== word[0]) continue;
    const d = editDistance(word, v, max);
    // between words as near, the one with the same letters: two letters swapped is the commoner slip ("taks")
    if (d < bestDistance || (d === bestDistance && best !== null && !sameLetters(word, best) && sameLetters(word, v))) {
      best = v;
      bestDistance = d;
    }
  }
  return best;
}

/** Each word that is neither in the vocabulary nor a known word (of the examples, or the user's own names) becomes its closest vocabulary word. */
/** A key held down too long ("addd", "tassk"): the word with that letter once or twice, when it is a vocabulary word. */
function unstuck(word: string, vocabulary: Set<string>): string | null {
  if (!/(\p{L})\1/u.test(word)) return null;
  const twice = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
  if (twice !== word && vocabulary.has(twice)) return twice;
  const once = word.replace(/(\p{L})\1+/gu, '$1');
  return vocabulary.has(once) ? once : null;
}

export function correctWords(text: string, vocabulary: Set<string>, known: (word: string) => boolean): string {
  return text.replace(WORD, (w) => (vocabulary.has(w) || EXAMPLE_WORDS.has(w) || known(w) ? w : (unstuck(w, vocabulary) ?? closestWord(w, vocabulary) ?? w)));
}
