import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { providerSignOutUrl } from '../oidc/logout.js';
import { presentSelf } from '../users/present.js';
import { clearSessionCookie, destroySession, setSessionCookie } from './sessions.js';
import * as auth from './service.js';

export function authRouter(deps: Deps) {
  const r = Router();

  r.get('/check', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({
      authenticated: !!req.viewer,
      user: req.viewer ? presentSelf(req.viewer) : null,
      requiresTwoFactor: !req.viewer && !!req.session?.pendingUserId,
    });
  });

  r.post('/register', async (req, res) => {
    const user = await auth.register(deps, req.body);
    res.status(201).json({
      ...user,
      message: user.status === 'approved' ? 'Your account has been created. You can now log in.' : auth.AUTH_MESSAGES.createdPending,
    });
  });

  r.post('/login', async (req, res) => {
    const { token, body } = await auth.login(deps, req, req.body, req.session?.id ?? null);
    setSessionCookie({ res, secure: req.secure }, token);
    res.json(body);
  });

  r.post('/verify-2fa', async (req, res) => {
    const { token, body } = await auth.verifyTwoFactor(deps, req, req.session, req.body);
    setSessionCookie({ res, secure: req.secure }, token);
    res.json(body);
  });

  r.post('/logout', async (req, res) => {
    // a session the provider started ends there too: the client sends the browser on to redirectTo
    const redirectTo = await providerSignOutUrl(deps, req, req.session?.oidcIdToken);
    await destroySession(deps, req.session?.id ?? null);
    if (req.viewer) deps.pubsub.publish('sessions:ended', req.viewer.id, { userId: req.viewer.id });
    clearSessionCookie({ res, secure: req.secure });
    res.json(redirectTo ? { success: true, redirectTo } : { success: true });
  });

  r.get('/setup-2fa', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await auth.setupTwoFactor(deps, req.viewer));
  });

  r.post('/enable-2fa', async (req, res) => {
    res.json(await auth.enableTwoFactor(deps, req.viewer, req.body));
  });

  r.post('/disable-2fa', async (req, res) => {
    res.json(await auth.disableTwoFactor(deps, req.viewer, req.body));
  });

  return r;
}
