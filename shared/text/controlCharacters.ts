/**
 * Control characters a one-line name must not hold: C0 (line feed, carriage return, tab…), DEL,
 * C1, and the Unicode line and paragraph separators. Multi-line text (descriptions, chat, an
 * e-mail's message) keeps its line breaks and is not checked with this.
 * No zod here: the sign-in screen checks with it and stays small.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** "Name must not contain line breaks or control characters" for the field shown as `label`. */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain line breaks or control characters`;
}

/** The message for a one-line field holding a control character, else undefined (for forms checked without zod). */
export function controlCharactersError(text: string, label: string): string | undefined {
  return hasControlCharacters(text) ? controlCharactersMessage(label) : undefined;
}
