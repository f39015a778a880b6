/** A span of the quick-add line the user turned back into plain text: [start, end). */
export type IgnoredSpan = { start: number; end: number };

/**
 * Keeps the ignored spans on the same words after an edit: spans before the edit stay, spans after it
 * move by the change in length, and a span the edit touches is dropped (its words changed, so they are
 * read again).
 */
export function shiftIgnored(spans: readonly IgnoredSpan[], before: string, after: string): IgnoredSpan[] {
  if (!spans.length || before === after) return [...spans];
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const editEnd = before.length - suffix;
  const delta = after.length - before.length;
  return spans.flatMap((span) => {
    if (span.end <= prefix) return [span];
    if (span.start >= editEnd) return [{ start: span.start + delta, end: span.end + delta }];
    return [];
  });
}
