import type { Request } from 'express';
import * as client from 'openid-client';
import type { Deps } from '../../graphql/context.js';
import { originOf } from '../../http/origin.js';
import { logger } from '../../lib/logger.js';
import { sameIssuer } from './present.js';
import { providerConfiguration } from './provider.js';

/** This app's address as the browser reaches it: PUBLIC_URL when set (behind a proxy), else the request's. */
export const appBase = (deps: Deps, req: Request) => (deps.config.publicUrl ?? originOf(req)).replace(/\/+$/, '');

/** The `iss` of a JWT, read without checking it (the provider checks its own hint). */
function issuerOf(jwt: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof claims.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

/**
 * Where a signing-out browser goes to end its session at the provider too (RP-initiated logout, with the
 * session's ID token as the hint and /login to come back to); null when the session was not started by
 * the configured provider, OIDC_RP_LOGOUT is off, or the provider has no end_session_endpoint or cannot
 * be reached (signing out of the app alone must still work then).
 */
export async function providerSignOutUrl(deps: Deps, req: Request, encryptedIdToken: string | null | undefined): Promise<string | null> {
  const settings = deps.config.oidc;
  if (!settings?.rpLogout || !encryptedIdToken) return null;
  let idToken: string;
  try {
    idToken = deps.cipher.decrypt(encryptedIdToken);
  } catch {
    // SECRET_KEY changed since the sign-in
    return null;
  }
  const issuer = issuerOf(idToken);
  if (!issuer || !sameIssuer(issuer, settings.issuer)) return null;
  try {
    const config = await providerConfiguration(settings);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: `${appBase(deps, req)}/login` }).href;
  } catch (err) {
    logger.info({ issuer: settings.issuer, error: err instanceof Error ? err.message : String(err) }, 'oidc sign-out skipped the provider');
    return null;
  }
}
