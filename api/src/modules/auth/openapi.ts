import { z } from 'zod';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginInput, RegisterInput, VerifyTwoFactorInput } from '../../../../shared/auth/validation.js';
import { anyObject, SuccessBody, type ApiModule } from '../../http/openapi/apiRoute.js';
import { SelfBody } from '../users/openapi.js';

export const authApi: ApiModule = {
  tag: 'Auth',
  description: 'Signing in and out (the session cookie) and two-factor authentication.',
  routes: [
    {
      method: 'get',
      path: '/auth/check',
      summary: 'Who is signed in',
      public: true,
      response: z.object({ authenticated: z.boolean(), user: SelfBody.nullable(), requiresTwoFactor: z.boolean() }),
    },
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Create an account',
      public: true,
      body: RegisterInput,
      status: 201,
      response: anyObject('The new account and a message'),
    },
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in (sets the session cookie, or asks for the 2FA code)',
      public: true,
      body: LoginInput,
      response: anyObject('The user, or that a 2FA code is needed'),
    },
    {
      method: 'post',
      path: '/auth/verify-2fa',
      summary: 'Answer the 2FA challenge of this browser',
      public: true,
      body: VerifyTwoFactorInput,
      response: anyObject('The user'),
    },
    { method: 'post', path: '/auth/logout', summary: 'Sign out', public: true, response: SuccessBody },
    { method: 'get', path: '/auth/setup-2fa', summary: 'Start setting up 2FA (secret and QR code)', response: anyObject('The secret and its QR code') },
    { method: 'post', path: '/auth/enable-2fa', summary: 'Turn 2FA on', body: EnableTwoFactorInput, response: anyObject('The outcome') },
    { method: 'post', path: '/auth/disable-2fa', summary: 'Turn 2FA off', body: DisableTwoFactorInput, response: anyObject('The outcome') },
  ],
};
