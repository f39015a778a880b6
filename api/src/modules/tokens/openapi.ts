import { z } from 'zod';
import { ApiTokenInput } from '../../../../shared/tokens/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

const Token = anyObject('An API token (never its secret)');

export const tokensApi: ApiModule = {
  tag: 'API tokens',
  description: 'Personal API tokens (managed from a browser session only).',
  routes: [
    { method: 'get', path: '/tokens', summary: "The viewer's tokens", response: z.array(Token) },
    {
      method: 'post',
      path: '/tokens',
      summary: 'Make a token (its secret is shown this once)',
      body: ApiTokenInput,
      status: 201,
      response: z.looseObject({ token: z.string() }),
    },
    { method: 'delete', path: '/tokens/:id', summary: 'Revoke a token', response: Token },
    { method: 'get', path: '/admin/tokens', summary: "Every user's tokens (admin)", response: z.array(Token) },
    { method: 'delete', path: '/admin/tokens/:id', summary: "Revoke anyone's token (admin)", response: Token },
  ],
};
