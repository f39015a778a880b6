import type { NextFunction, Request, Response } from 'express';
import type { Deps, Viewer } from '../graphql/context.js';
import { loadSession, readSessionToken, setSessionCookie, clearSessionCookie } from '../modules/auth/sessions.js';
import type { TokenGrant } from '../modules/tokens/grant.js';
import { bearerToken } from '../modules/tokens/tokenText.js';
import { tokenViewer } from '../modules/tokens/bearer.js';
import type { AbuseGuard } from './security/abuseGuard.js';
import { refuseBadToken } from './security/badTokens.js';

type SessionInfo = { id: string; userId: number | null; pendingUserId: number | null; pendingAttempts: number; oidcIdToken?: string | null };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      viewer: Viewer;
      session: SessionInfo | null;
      /** what the request's API token may do; null for a browser session */
      apiToken: TokenGrant | null;
    }
  }
}

/**
 * Attaches the session and its user (or null) to every request; refreshes the idle expiry. A request
 * with `Authorization: Bearer` is an API token's instead: its user, and its scopes in req.apiToken; a
 * token that is unknown, revoked or expired is a 401 at once (never a silent signed-out request), and
 * a 429 once its address has sent too many of them.
 */
export function sessionMiddleware(deps: Deps, guard: AbuseGuard) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.apiToken = null;
    const bearer = bearerToken(req.headers.authorization);
    if (bearer !== null) {
      const found = await tokenViewer(deps, bearer);
      if (!found) return refuseBadToken(guard, req, res);
      req.session = null;
      req.viewer = found.user;
      req.apiToken = found.grant;
      return next();
    }
    const token = readSessionToken(req.headers.cookie);
    const { session, user, refreshed } = await loadSession(deps, token);
    req.session = session;
    req.viewer = user;
    if (token && !session) clearSessionCookie({ res, secure: req.secure });
    if (token && refreshed) setSessionCookie({ res, secure: req.secure }, token);
    next();
  };
}

export function requireViewer(req: Request) {
  return req.viewer;
}
