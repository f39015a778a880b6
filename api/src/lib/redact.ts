/** Field names whose values never reach a log: passwords, tokens, cookies, 2FA codes and secrets. */
const SECRET_KEY = /pass(word|wd)?|secret|token|authorization|cookie|api[-_]?key|^(code|otp|totp|qrcode)$/i;
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  [/(\/\/[^/\s:@]+):[^@\s/]+@/g, '$1:[redacted]@'],
  [/(streamline_sid=)[^;\s]+/gi, '$1[redacted]'],
];
export const REDACTED = '[redacted]';

/** A copy of a log record without secrets (by field name, and a few shapes inside text). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return SECRET_TEXT.reduce((s, [re, to]) => s.replace(re, to), value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) return redact({ name: value.name, message: value.message, stack: value.stack }, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v != null ? REDACTED : redact(v, depth + 1);
  return out;
}
