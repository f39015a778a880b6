import { z } from 'zod';
import { singleLine } from './singleLine.js';

const name = singleLine(z.string().trim().min(1), 'Name');
const refused = 'Name must not contain line breaks or control characters';

describe('singleLine', () => {
  it.each([
    ['line feed', 'a\nb'],
    ['carriage return', 'a\rb'],
    ['tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001Bb'],
    ['DEL', 'a\u007Fb'],
    ['next line (C1)', 'a\u0085b'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
  ])('refuses a %s inside the text', (_case, text) => {
    const result = name.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(refused);
  });

  it('keeps spaces, accents, emoji and right-to-left text, and trims line breaks at the ends', () => {
    expect(name.parse('  Café ☕ ´´ שלום  ')).toBe('Café ☕ ´´ שלום');
    expect(name.parse('\r\nShip it\n')).toBe('Ship it');
  });
});
