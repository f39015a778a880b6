import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { sha256 } from '../../lib/crypto.js';
import type { Deps } from '../../graphql/context.js';
import { approvedViewer, deleteSession, deleteUserSessions, findSessionWithUser, insertSession, touchSession } from './repository.js';

export const SESSION_COOKIE = 'streamline_sid';
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt/expiresAt are written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const CHALLENGE_MS = 10 * 60 * 1000;

export type SessionRow = Awaited<ReturnType<Deps['db']['session']['findUnique']>>;

type CookieTarget = { secure: boolean; res: Response };

export function setSessionCookie({ res, secure }: CookieTarget, token: string, maxAgeMs = SESSION_IDLE_MS) {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeMs });
}

export function clearSessionCookie({ res, secure }: CookieTarget) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function readSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[SESSION_COOKIE] ?? null;
}

function clientInfo(req: Request) {
  return { userAgent: req.get('user-agent')?.slice(0, 300) ?? null, ip: req.ip ?? null };
}

/**
 * Starts a fresh session (a new id at every login) for a signed-in user; one started by the OpenID
 * Connect provider keeps its ID token, encrypted, for signing out there too.
 */
export async function startUserSession(deps: Deps, req: Request, userId: number, oidc?: { idToken: string | undefined }) {
  const token = randomBytes(32).toString('base64url');
  const oidcIdToken = oidc?.idToken ? deps.cipher.encrypt(oidc.idToken) : null;
  await insertSession(deps.db, { id: sha256(token), userId, expiresAt: new Date(Date.now() + SESSION_IDLE_MS), oidcIdToken, ...clientInfo(req) });
  return token;
}

/** Starts a two-factor challenge bound to this browser: only its cookie may answer it. */
export async function startChallenge(deps: Deps, req: Request, pendingUserId: number) {
  const token = randomBytes(32).toString('base64url');
  await insertSession(deps.db, { id: sha256(token), pendingUserId, expiresAt: new Date(Date.now() + CHALLENGE_MS), ...clientInfo(req) });
  return token;
}

export async function destroySession(deps: Deps, sessionId: string | null) {
  if (sessionId) await deleteSession(deps.db, sessionId);
}

/** Finds the live session of a cookie token and its approved user; refreshes the idle expiry. */
export async function loadSession(deps: Deps, token: string | null) {
  if (!token) return { session: null, user: null, refreshed: false };
  const id = sha256(token);
  const found = await findSessionWithUser(deps.db, id);
  const now = Date.now();
  if (!found || found.session.expiresAt.getTime() <= now) {
    if (found) await deleteSession(deps.db, id);
    return { session: null, user: null, refreshed: false };
  }
  const { session } = found;
  const user = approvedViewer(found);
  let refreshed = false;
  if (user && now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(deps.db, id, new Date(now), new Date(now + SESSION_IDLE_MS));
    refreshed = true;
  }
  return { session, user, refreshed };
}

/** Signs a user out everywhere, or everywhere but one session. */
export async function destroyUserSessions(deps: Deps, userId: number, exceptSessionId?: string | null) {
  await deleteUserSessions(deps.db, userId, exceptSessionId);
  deps.pubsub.publish('sessions:ended', userId, { userId });
}
