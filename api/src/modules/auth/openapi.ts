import { z } from 'zod';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginInput, RegisterInput, VerifyTwoFactorInput } from '../../../../shared/auth/validation.js';
import type { ApiModule } from '../../http/openapi/apiRoute.js';
import { SelfBody, UserBody } from '../users/openapi.js';

const TwoFactorNeeded = z
  .strictObject({ requiresTwoFactor: z.literal(true), userId: z.number().int() })
  .meta({ id: 'TwoFactorNeeded', description: 'the password was right: now the 2FA code (POST /api/auth/verify-2fa)' });
const TwoFactorChanged = z.strictObject({ success: z.literal(true), user: UserBody });

export const authApi: ApiModule = {
  tag: 'Auth',
  description: 'Signing in and out (the session cookie) and two-factor authentication.',
  routes: [
    {
      method: 'get',
      path: '/auth/check',
      summary: 'Who is signed in',
      public: true,
      response: z.strictObject({ authenticated: z.boolean(), user: SelfBody.nullable(), requiresTwoFactor: z.boolean() }),
    },
    {
      method: 'post',
      path: '/auth/register',
      errors: [409, 429],
      summary: 'Create an account',
      public: true,
      body: RegisterInput,
      status: 201,
      response: UserBody.extend({ message: z.string().meta({ description: 'what happens next (sign in, or wait for approval)' }) }),
    },
    {
      method: 'post',
      path: '/auth/login',
      errors: [401, 429],
      summary: 'Sign in (sets the session cookie, or asks for the 2FA code)',
      public: true,
      body: LoginInput,
      response: z.union([SelfBody, TwoFactorNeeded]),
    },
    {
      method: 'post',
      path: '/auth/verify-2fa',
      errors: [401, 429],
      summary: 'Answer the 2FA challenge of this browser',
      public: true,
      body: VerifyTwoFactorInput,
      response: SelfBody,
    },
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out',
      public: true,
      response: z
        .strictObject({
          success: z.literal(true),
          redirectTo: z.url().optional().meta({
            description: "a session started by the OpenID Connect provider: the provider's sign-out page, for the browser to go on to (docs/oidc.md)",
          }),
        })
        .meta({ id: 'SignedOut' }),
    },
    {
      method: 'get',
      path: '/auth/setup-2fa',
      errors: [400],
      summary: 'Start setting up 2FA (secret and QR code)',
      response: z.strictObject({ qrCode: z.string().meta({ description: 'a data: URL of the QR code image' }), secret: z.string(), userId: z.number().int() }),
    },
    { method: 'post', path: '/auth/enable-2fa', errors: [429], summary: 'Turn 2FA on', body: EnableTwoFactorInput, response: TwoFactorChanged },
    { method: 'post', path: '/auth/disable-2fa', errors: [429], summary: 'Turn 2FA off', body: DisableTwoFactorInput, response: TwoFactorChanged },
  ],
};
