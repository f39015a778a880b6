import type { NextFunction, Request, Response } from 'express';
import type { Deps, Viewer } from '../graphql/context.js';
import { loadSession, readSessionToken, setSessionCookie, clearSessionCookie } from '../modules/auth/sessions.js';

type SessionInfo = { id: string; userId: number | null; pendingUserId: number | null; pendingAttempts: number };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      viewer: Viewer;
      session: SessionInfo | null;
    }
  }
}

/** Attaches the session and its user (or null) to every request; refreshes the idle expiry. */
export function sessionMiddleware(deps: Deps) {
  return async (req: Request, res: Response, next: NextFunction) => {
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
