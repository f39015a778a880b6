import { randomBytes } from 'node:crypto';

/** Every token starts so, which lets secret scanners and people recognise one. */
export const TOKEN_PREFIX = 'stl_';
/** The characters of a token a list shows to tell tokens apart. */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 8;

/** A new token (256 random bits) and its displayable prefix. */
export function newTokenText() {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: token.slice(0, SHOWN_LENGTH) };
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
