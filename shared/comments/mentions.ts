/**
 * An @mention: `@username` or `@someone@example.com`, after the start or a character that cannot be
 * part of an address. Trailing dots (the end of a sentence) are not part of it.
 */
const MENTION = /(?<![\w@.+-])@([\w.+-]+(?:@[\w-]+(?:\.[\w-]+)+)?)/g;

/** The names and addresses mentioned in a comment, lower-cased, each once. */
export function mentionedHandles(body: string): string[] {
  const handles = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const handle = match[1].replace(/\.+$/, '').toLowerCase();
    if (handle) handles.add(handle);
  }
  return [...handles];
}

/** The mention being typed just before the caret (`@bo|`), or null: what the composer completes. */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\w@.+-])@([\w.+@-]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1].toLowerCase() };
}
