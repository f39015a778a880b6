/** Finds the task a person means by a few words of its name. */

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const words = (s: string) =>
  new Set(
    norm(s)
      .split(' ')
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );
const STOP = new Set(['the', 'a', 'an', 'my', 'to', 'of', 'on', 'for', 'task', 'and']);

export type Named = { id: number; name: string };

/** Exact name, then name starting with the words, then containing them, then most shared words (half at least). */
export function matchTask<T extends Named>(tasks: T[], query: string): { match: T } | { ambiguous: T[] } | { none: true } {
  const q = norm(query);
  if (!q) return { none: true };
  const tiers: Array<(t: T) => boolean> = [
    (t) => norm(t.name) === q,
    (t) => norm(t.name).startsWith(q),
    (t) => norm(t.name).includes(q) || (q.includes(norm(t.name)) && norm(t.name).length > 2),
  ];
  for (const tier of tiers) {
    const hits = tasks.filter(tier);
    if (hits.length === 1) return { match: hits[0] };
    if (hits.length > 1) return { ambiguous: hits };
  }
  const qw = words(query);
  if (!qw.size) return { none: true };
  const scored = tasks
    .map((t) => {
      const tw = words(t.name);
      const shared = [...qw].filter((w) => tw.has(w)).length;
      return { t, score: shared / Math.max(qw.size, 1) };
    })
    .filter((x) => x.score >= 0.5)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return { none: true };
  const best = scored.filter((x) => x.score === scored[0].score);
  return best.length === 1 ? { match: best[0].t } : { ambiguous: best.map((x) => x.t) };
}
