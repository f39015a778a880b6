/**
 * "erinnere mich daran, den Müll rauszubringen": a German reminder says its to-do as a zu-infinitive. A to-do's
 * name is said the way a list says it, with the plain infinitive and no article before it ("Müll rausbringen",
 * "Steuer machen"), as is one said with its verb last ("die Steuererklärung machen"); a possessive or any other word
 * before the object stays ("meine Mutter anrufen").
 */

const SEPARABLE =
  '(?:ab|an|auf|aus|bei|ein|mit|nach|vor|weg|zurück|raus|rein|rüber|hoch|runter|her|hin|fest|los|um|durch|zusammen|sauber|fern|frei|heim|weiter)';
const INFIX = new RegExp(`^(${SEPARABLE})zu(\\p{Ll}{2,}(?:en|ern|eln))$`, 'iu');
const SEPARATE = /\s+zu\s+(\p{Ll}{2,}(?:en|ern|eln))$/u;

const GERMAN_TODO = /^[Dd](?:en|ie|as|em|er)\s+\S+(?:\s+\S+)*\s+\p{Ll}+(?:en|ern|eln)$/u;
const ENGLISH_WORD = /(?<![\p{L}])(?:the|a|an|my|of|for|to|with|and)(?![\p{L}])/iu;

/** The name with its zu-infinitive made plain, or the name as it was when it ends in none. */
export function plainInfinitive(name: string): string {
  const words = name.trim().split(/\s+/);
  const infix = words.at(-1)!.match(INFIX);
  let plain: string | null = null;
  if (infix && words.length > 1) plain = [...words.slice(0, -1), `${infix[1]}${infix[2]}`].join(' ');
  else if (SEPARATE.test(name.trim())) plain = name.trim().replace(SEPARATE, ' $1');
  // "die Steuererklärung machen": a to-do said with its verb last needs no article either
  if (!plain && GERMAN_TODO.test(name.trim()) && !ENGLISH_WORD.test(name)) plain = name.trim();
  if (!plain) return name;
  const bare = plain.replace(/^daran\s*,?\s*/i, '').replace(/^(?:den|die|das|dem|der)\s+(?=\S+\s+\S)/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
