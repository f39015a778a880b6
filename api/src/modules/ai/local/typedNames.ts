/**
 * The spelling corrector fixes the words that say what to do ("addd", "compelte"); a new task's name keeps the
 * words as they were typed ("füge Pflanzen umtopfen hinzu" is "Pflanzen umtopfen", not "planen").
 */

/** The typed word behind each corrected one (by its corrected form), when the two split into the same words. */
export function correctionsOf(typed: string, corrected: string): Map<string, string> {
  const a = typed.split(/\s+/);
  const b = corrected.split(/\s+/);
  const out = new Map<string, string>();
  if (a.length !== b.length) return out;
  const typedWords = new Set(a.map((w) => w.toLowerCase()));
  a.forEach((w, i) => {
    if (w.toLowerCase() !== b[i] && !typedWords.has(b[i])) out.set(b[i].replace(/[^\p{L}\p{N}]+$/u, ''), w.replace(/[^\p{L}\p{N}]+$/u, ''));
  });
  return out;
}

/** The name with each corrected word put back as typed (a capital at the start stays one). */
export function namedAsTyped(name: string, corrections: Map<string, string>): string {
  if (!corrections.size) return name;
  return name.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const typed = corrections.get(word.toLowerCase());
    if (!typed) return word;
    return /^\p{Lu}/u.test(word) ? typed.charAt(0).toUpperCase() + typed.slice(1) : typed;
  });
}
