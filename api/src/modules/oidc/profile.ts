import * as client from 'openid-client';
import { emailSchema, nameSchema } from '../../../../shared/auth/validation.js';
import type { Flow } from './flowCookie.js';
import { providerConfiguration, type OidcSettings } from './provider.js';

/** Who the provider says signed in: the identity (issuer + subject) and what the account needs. */
export type OidcProfile = {
  issuer: string;
  subject: string;
  /** lower-cased; null when the provider shared none (or not a valid address) */
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | undefined;
  name: string | null;
};

/**
 * Exchanges the code of the provider's answer (checking state, PKCE and the ID token's signature,
 * audience and nonce) and reads the person's claims, from the userinfo endpoint when the ID token
 * lacks the e-mail ones.
 */
export async function profileFromCallback(settings: OidcSettings, flow: Flow, query: string): Promise<{ profile: OidcProfile; idToken: string | undefined }> {
  const config = await providerConfiguration(settings);
  const current = new URL(flow.redirectUri);
  current.search = query;
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  let claims: Record<string, unknown> = idToken;
  if (idToken.email === undefined || idToken.email_verified === undefined) {
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...userinfo, ...stripUndefined(idToken) };
  }
  const email = emailSchema.safeParse(claims.email);
  const name = nameSchema.safeParse(claims.name);
  const profile = {
    issuer: idToken.iss,
    subject: idToken.sub,
    email: email.success ? email.data : null,
    // some providers send the flag as a string
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    preferredUsername: typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined,
    name: name.success ? name.data : null,
  };
  // kept with the session: the hint of an RP-initiated sign-out
  return { profile, idToken: tokens.id_token };
}

function stripUndefined(claims: object) {
  return Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
}
