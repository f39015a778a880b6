/** English words a German reply must not carry (the user's task and project names aside). */
export const ENGLISH = /\b(?:the|done|of|you|your|added|created|deleted|delete|tasks?|today|overdue|nothing|left)\b/i;

/** The reply with the user's task and project names (which may be English) and quoted words left out. */
export function withoutNames(text: string, names: readonly string[]): string {
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  return longestFirst.reduce((rest, name) => (name ? rest.split(name).join('…') : rest), text).replace(/"[^"]*"/g, '…');
}
