import { z } from 'zod';
import { TOKEN_SCOPES } from '../../../../shared/tokens/scopes.js';
import { ApiTokenInput } from '../../../../shared/tokens/validation.js';
import { isoDateTime, type ApiModule } from '../../http/openapi/apiRoute.js';

/** A token as lists show it (present.ts): never its text nor its hash. */
const TokenBody = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().meta({ description: 'the first characters of the token, to tell tokens apart' }),
    scopes: z.array(z.enum(TOKEN_SCOPES)),
    expiresAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    revokedAt: isoDateTime.nullable(),
    state: z.enum(['active', 'expired', 'revoked']),
    user: z.strictObject({ id: z.number().int(), username: z.string() }),
  })
  .meta({ id: 'ApiToken' });

const NewTokenBody = TokenBody.extend({ token: z.string().meta({ description: 'the token itself: shown this once' }) }).meta({ id: 'NewApiToken' });

export const tokensApi: ApiModule = {
  tag: 'API tokens',
  description: 'Personal API tokens (managed from a browser session only).',
  routes: [
    { method: 'get', path: '/tokens', summary: "The viewer's tokens", response: z.array(TokenBody) },
    { method: 'post', path: '/tokens', summary: 'Make a token (its secret is shown this once)', body: ApiTokenInput, status: 201, response: NewTokenBody },
    { method: 'delete', path: '/tokens/:id', summary: 'Revoke a token', response: TokenBody },
    { method: 'get', path: '/admin/tokens', summary: "Every user's tokens (admin)", response: z.array(TokenBody) },
    { method: 'delete', path: '/admin/tokens/:id', summary: "Revoke anyone's token (admin)", response: TokenBody },
  ],
};
