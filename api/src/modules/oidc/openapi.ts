import { z } from 'zod';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

const Redirect = 'a redirect (302): to the provider, or back to the app (/login?error=… when the sign-in failed)';

/** A linked identity as Settings lists it (present.ts). */
const IdentityBody = z
  .strictObject({
    id: z.number().int(),
    providerName: z.string().meta({ description: "the provider's name (OIDC_NAME), or its issuer's host when it is no longer the configured one" }),
    issuer: z.string(),
    email: z.string().nullable().meta({ description: 'the e-mail address the provider gave at the latest sign-in' }),
    linkedAt: isoDateTime,
    lastUsedAt: isoDateTime,
  })
  .meta({ id: 'SignInIdentity' });

export const oidcApi: ApiModule = {
  tag: 'Single sign-on',
  description: 'OpenID Connect sign-in, configured by the OIDC_* settings (docs/oidc.md). While it is off, start and callback answer 404.',
  routes: [
    {
      method: 'get',
      path: '/auth/oidc',
      summary: 'Whether single sign-on is on, and the name of its provider',
      public: true,
      response: z.object({ enabled: z.boolean(), name: z.string().nullable() }).meta({ id: 'OidcStatus' }),
    },
    {
      method: 'get',
      path: '/auth/oidc/start',
      errors: [404],
      summary: `Starts a sign-in with the provider: ${Redirect}`,
      public: true,
      query: z.object({ redirect: z.string().optional().meta({ description: 'a path of this app to open after signing in' }) }),
      status: 302,
    },
    { method: 'get', path: '/auth/oidc/callback', errors: [404], summary: `Where the provider sends the browser back: ${Redirect}`, public: true, status: 302 },
    {
      method: 'get',
      path: '/auth/identities',
      summary: "The provider identities that sign in to the viewer's account, oldest first",
      response: z.array(IdentityBody),
    },
    {
      method: 'delete',
      path: '/auth/identities/:id',
      errors: [409],
      summary: 'Unlink an identity (409 when the account has no password and it is the last way to sign in)',
      response: IdentityBody,
    },
  ],
};
