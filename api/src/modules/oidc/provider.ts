import * as client from 'openid-client';
import type { Config } from '../../config.js';

export type OidcSettings = NonNullable<Config['oidc']>;

const DISCOVERY_TIMEOUT_S = 10;
/** The provider's metadata and keys are looked up once per process; a failed look-up is tried again next time. */
const discovered = new Map<string, Promise<client.Configuration>>();

/** The openid-client configuration of the provider (its discovery document fetched on first use). */
export function providerConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret ?? ''}`;
  let found = discovered.get(key);
  if (!found) {
    found = discover(settings);
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}

function discover(settings: OidcSettings) {
  // without a secret the app is a public client: PKCE alone protects the code
  const auth = settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None();
  // an http:// issuer is the administrator's explicit choice (a provider on the same host or private network)
  const insecure = new URL(settings.issuer).protocol === 'http:';
  return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
    timeout: DISCOVERY_TIMEOUT_S,
    execute: insecure ? [client.allowInsecureRequests] : [],
  });
}
