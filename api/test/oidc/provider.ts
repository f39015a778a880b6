import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_CLIENT = { id: 'streamline-test', secret: 'streamline-test-secret-0123456789' };

/** oidc-provider warns (once, on import and construction) about Node 20 and its development-only parts: expected here. */
async function quietly<T>(make: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

/** Claims a test gives the person it signs in as (the subject is the key they are kept under). */
export type TestClaims = { email?: string; email_verified?: boolean; preferred_username?: string; name?: string };

/**
 * A real OpenID Connect provider (oidc-provider) in this process on a free port, with its development
 * login and consent pages: whatever login is typed signs in as that subject, with the claims `accounts` holds.
 * The client is registered once the app's callback URLs are known (`registerClient`): the app only
 * reads the discovery document at the first sign-in. Its end_session_endpoint (RP-initiated logout, on
 * by default) asks "Do you want to sign-out…?" and then sends the browser back to the app's /login.
 */
export async function startOidcProvider() {
  const accounts = new Map<string, TestClaims>();
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handle) return handle(req, res);
    res.statusCode = 503;
    res.end('no client registered yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { default: Provider } = await quietly(() => import('oidc-provider'));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return {
    issuer,
    accounts,
    async registerClient(redirectUris: string[]) {
      const provider = await quietly(
        async () =>
          new Provider(issuer, {
            clients: [
              {
                client_id: TEST_CLIENT.id,
                client_secret: TEST_CLIENT.secret,
                redirect_uris: redirectUris,
                // RP-initiated logout comes back to each app's login screen
                post_logout_redirect_uris: redirectUris.map((uri) => new URL('/login', uri).href),
                grant_types: ['authorization_code'],
                response_types: ['code'],
              },
            ],
            jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
            cookies: { keys: ['streamline-test-cookie-key'] },
            claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
            features: {
              devInteractions: { enabled: true },
              // the default page less its notice about customizing it
              rpInitiatedLogout: {
                enabled: true,
                logoutSource: (ctx: { body: unknown }, form: string) => {
                  ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Logout Request</title></head><body><h1>Do you want to sign-out?</h1>${form}
                    <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
                    <button type="submit" form="op.logoutForm">No, stay signed in</button></body></html>`;
                },
              },
            },
            ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
            findAccount: (_ctx: unknown, sub: string) => {
              const claims = accounts.get(sub);
              return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
            },
          }),
      );
      handle = provider.callback();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
