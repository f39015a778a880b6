import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Cipher } from '../../lib/crypto.js';

/**
 * What the callback must find again: the state, nonce and PKCE verifier of one sign-in, kept in the
 * browser in an encrypted (AES-GCM, so also tamper-proof) cookie that only the OIDC routes receive.
 */
export const FLOW_COOKIE = 'streamline_oidc';
const FLOW_PATH = '/api/auth/oidc';
export const FLOW_MS = 10 * 60 * 1000;

const Flow = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  returnTo: z.string(),
  expiresAt: z.number(),
});
export type Flow = z.infer<typeof Flow>;

export function setFlowCookie(res: Response, secure: boolean, cipher: Cipher, flow: Omit<Flow, 'expiresAt'>) {
  const value = cipher.encrypt(JSON.stringify({ ...flow, expiresAt: Date.now() + FLOW_MS }));
  // Lax: the provider sends the browser back with a top-level GET, which carries it
  res.cookie(FLOW_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: FLOW_PATH, maxAge: FLOW_MS });
}

export function clearFlowCookie(res: Response, secure: boolean) {
  res.clearCookie(FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: FLOW_PATH });
}

/** The sign-in this browser started, or null when there is none, it expired, or the cookie was altered. */
export function readFlowCookie(req: Request, cipher: Cipher): Flow | null {
  const raw = parseCookies(req.headers.cookie ?? '')[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const flow = Flow.parse(JSON.parse(cipher.decrypt(raw)));
    return flow.expiresAt > Date.now() ? flow : null;
  } catch {
    return null;
  }
}

/** Only a path of this site is followed after sign-in ("//evil.example" is not a path). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.slice(0, 2000);
}
