import type { NextFunction, Request, Response } from 'express';
import type { Deps, Viewer } from '../graphql/context.js';
import { loadSession, readSessionToken, setSessionCookie, clearSessionCookie } from '../modules/auth/sessions.js';
import type { TokenGrant } from '../modules/tokens/grant.js';
import { bearerToken } from '../modules/tokens/tokenText.js';
import { TOKEN_REFUSED_MESSAGE, tokenViewer } from '../modules/tokens/bearer.js';

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
 * token that is unknown, revoked or expired is a 401 at once (never a silent signed-out request).
 */
export function sessionMiddleware(deps: Deps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.apiToken = null;
    const bearer = bearerToken(req.headers.authorization);
    if (bearer !== null) {
      const found = await tokenViewer(deps, bearer);
      if (!found) {
        res.set('WWW-Authenticate', 'Bearer');
        res.status(401).json({ message: TOKEN_REFUSED_MESSAGE, errors: [{ message: TOKEN_REFUSED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
        return;
      }
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
