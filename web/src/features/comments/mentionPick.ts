/**
 * The comment once a picked @mention replaces the one typed before the caret (from `start`), and where
 * the caret goes: after the mention and one space. A space already after the caret is that space.
 */
export function withPickedMention(body: string, start: number, caret: number, username: string): { body: string; caret: number } {
  const rest = body.slice(caret);
  const mention = `@${username}`;
  const spaced = /^\s/.test(rest) ? mention : `${mention} `;
  return { body: body.slice(0, start) + spaced + rest, caret: start + mention.length + 1 };
}

/**
 * Whether a space typed now would follow the space a pick just put after its mention: the caret is
 * still where the pick left it, so the user's own space is already there.
 */
export function spaceAlreadyAfterPick(body: string, pickedAt: number | null, selectionStart: number, selectionEnd: number): boolean {
  return pickedAt !== null && selectionStart === pickedAt && selectionEnd === pickedAt && /\s/.test(body[pickedAt - 1] ?? '');
}
