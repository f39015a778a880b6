import { Router, type Response } from 'express';
import * as client from 'openid-client';
import type { Deps } from '../../graphql/context.js';
import { notFoundApi } from '../../http/errors.js';
import { AppError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { assertMaySignIn, AUTH_MESSAGES } from '../auth/service.js';
import { destroySession, setSessionCookie, startUserSession } from '../auth/sessions.js';
import { clearFlowCookie, readFlowCookie, safeReturnPath, setFlowCookie } from './flowCookie.js';
import { OIDC_MESSAGES } from './messages.js';
import { profileFromCallback } from './profile.js';
import { appBase } from './logout.js';
import { presentIdentity } from './present.js';
import { providerConfiguration, type OidcSettings } from './provider.js';
import { accountForIdentity, listOwnIdentities, unlinkIdentity } from './service.js';

const CALLBACK_PATH = '/api/auth/oidc/callback';
const SCOPE = 'openid email profile';

/** Every outcome but a session goes back to the login screen with a sentence to show (never a 5xx). */
function backToLogin(res: Response, shown: { error: string } | { notice: string }) {
  const [key, text] = 'error' in shown ? ['error', shown.error] : ['notice', shown.notice];
  res.redirect(302, `/login?${new URLSearchParams({ [key]: text })}`);
}

/** An error and what caused it, for the log (openid-client wraps the network's failures). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : err.cause;
  return cause ? `${err.message}: ${String(cause)}` : err.message;
}

/** A sentence for a failed callback: ours as they are, the provider's refusals by kind, the rest generic (and logged). */
function failureMessage(err: unknown, settings: OidcSettings): string {
  if (err instanceof AppError && err.status < 500) return err.message;
  if (err instanceof client.AuthorizationResponseError) {
    if (err.error === 'access_denied') return OIDC_MESSAGES.cancelled(settings.name);
    return OIDC_MESSAGES.refused(settings.name, (err.error_description ?? err.error).slice(0, 200));
  }
  logger.info({ error: describe(err) }, 'oidc sign-in failed');
  return OIDC_MESSAGES.failed(settings.name);
}

/** Sign-in with an OpenID Connect provider (docs/oidc.md); the routes other than the status answer 404 while it is off. */
export function oidcRouter(deps: Deps) {
  const r = Router();
  const settings = deps.config.oidc;

  r.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ enabled: !!settings, name: settings?.name ?? null });
  });

  r.get('/start', async (req, res) => {
    if (!settings) return notFoundApi(req, res);
    res.set('Cache-Control', 'no-store');
    let config: client.Configuration;
    try {
      config = await providerConfiguration(settings);
    } catch (err) {
      logger.error({ issuer: settings.issuer, error: describe(err) }, 'oidc discovery failed');
      return backToLogin(res, { error: OIDC_MESSAGES.unreachable(settings.name) });
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const redirectUri = `${appBase(deps, req)}${CALLBACK_PATH}`;
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    setFlowCookie(res, req.secure, deps.cipher, { state, nonce, verifier, redirectUri, returnTo: safeReturnPath(req.query.redirect) });
    res.redirect(302, url.href);
  });

  r.get('/callback', async (req, res) => {
    if (!settings) return notFoundApi(req, res);
    res.set('Cache-Control', 'no-store');
    // one use: whatever happens now, this browser's sign-in is over
    const flow = readFlowCookie(req, deps.cipher);
    clearFlowCookie(res, req.secure);
    if (!flow) return backToLogin(res, { error: OIDC_MESSAGES.flowLost });
    try {
      const { profile, idToken } = await profileFromCallback(settings, flow, new URL(req.originalUrl, 'http://callback').search);
      const { user, created } = await accountForIdentity(deps, settings, profile);
      if (created && user.status === 'pending') return backToLogin(res, { notice: AUTH_MESSAGES.createdPending });
      assertMaySignIn(user);
      // the provider authenticated the person: the app's own two-factor step is not asked for (docs/oidc.md)
      await destroySession(deps, req.session?.id ?? null);
      const token = await startUserSession(deps, req, user.id, { idToken });
      setSessionCookie({ res, secure: req.secure }, token);
      res.redirect(302, flow.returnTo);
    } catch (err) {
      backToLogin(res, { error: failureMessage(err, settings) });
    }
  });

  return r;
}

/** /api/auth/identities: the provider identities linked to the viewer's account (a browser session only). */
export function identitiesRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await listOwnIdentities(deps, req.viewer)).map((row) => presentIdentity(deps.config.oidc, row)));
  });
  r.delete('/:id', async (req, res) => {
    res.json(presentIdentity(deps.config.oidc, await unlinkIdentity(deps, req.viewer, req.params.id)));
  });
  return r;
}
