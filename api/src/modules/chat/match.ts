import Fuse from 'fuse.js';

/** Finds the task (or project) a person means by a few words of its name, typos included. */

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
// words that point at a task without naming it ("the desk thing", "the bank task")
const STOP = new Set([
  'the',
  'a',
  'an',
  'my',
  'to',
  'of',
  'on',
  'for',
  'task',
  'and',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'aufgabe',
  'thing',
  'stuff',
  'one',
  'item',
  'todo',
  'ding',
  'sache',
]);
const words = (s: string) =>
  norm(s)
    .split(' ')
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !STOP.has(w));

export type Named = { id: number; name: string };
export type Matched<T> = { match: T } | { ambiguous: T[] } | { none: true };

type Prepared<T> = { t: T; full: string; key: string; stems: string[] };
type Lookup<T> = { named: Prepared<T>[]; fuse?: Fuse<Prepared<T>> };
// the lists the assistant keeps between messages are frozen, and their rows outlive a list: each name
// is normalised once, and each list indexed once, not once per message
const lookups = new WeakMap<readonly Named[], Lookup<Named>>();
const preparedRows = new WeakMap<Named, Prepared<Named>>();

function lookupOf<T extends Named>(items: T[]): Lookup<T> {
  const kept = Object.isFrozen(items);
  let lookup = lookups.get(items) as Lookup<T> | undefined;
  if (!lookup) {
    const prepare = (t: T) => {
      const key = words(t.name);
      return { t, full: norm(t.name), key: key.join(' '), stems: key.map(stem) };
    };
    const named = items.map((t) => {
      if (!kept) return prepare(t);
      let p = preparedRows.get(t) as Prepared<T> | undefined;
      if (p?.t.name !== t.name) preparedRows.set(t, (p = prepare(t)) as unknown as Prepared<Named>);
      return p;
    });
    lookup = { named };
    if (kept) lookups.set(items, lookup as unknown as Lookup<Named>);
  }
  return lookup;
}

/** A word without its English ending: "calling" and "call", "plants" and "plant" are one word. */
const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, '') : w);
/** Two stems of one word, "shipp(ing)" and "ship" too. */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Fuse scores (0 is exact) this close to the best are "about as good": the person is asked which one. */
const TIE = 0.08;
const THRESHOLD = 0.42;

/** Exact name, then name starting with the words, then containing them, then the closest fuzzy match (asking when two are about equal). */
export function matchTask<T extends Named>(items: T[], query: string): Matched<T> {
  const q = words(query).join(' ');
  if (!q) return { none: true };
  const exact = norm(query);
  const lookup = lookupOf(items);
  const named = lookup.named;
  const tiers: Array<(n: (typeof named)[number]) => boolean> = [
    (n) => n.full === exact,
    (n) => n.key === q,
    (n) => n.key.startsWith(q),
    (n) => n.key.includes(q) || (q.includes(n.key) && n.full.length > 2),
  ];
  // every word of the query is a word of the name, in any order and form ("bank call", "calling the bank")
  const stems = q.split(' ').map(stem);
  tiers.push((n) => stems.every((s) => n.stems.some((k) => sameWord(s, k))));
  for (const tier of tiers) {
    const hits = named.filter(tier).map((n) => n.t);
    if (hits.length === 1) return { match: hits[0] };
    if (hits.length > 1) return { ambiguous: hits.slice(0, 5) };
  }
  const fuse = (lookup.fuse ??= new Fuse(named, { keys: ['key'], includeScore: true, threshold: THRESHOLD, ignoreLocation: true, minMatchCharLength: 2 }));
  const found = fuse.search(q, { limit: 5 });
  if (!found.length) return { none: true };
  const best = found[0].score ?? 0;
  const close = found.filter((f) => (f.score ?? 0) - best <= TIE);
  return close.length === 1 ? { match: close[0].item.t } : { ambiguous: close.map((f) => f.item.t) };
}
