import { builder } from '../../graphql/builder.js';
import { createToken, listOwnTokens, revokeToken } from './service.js';
import './ApiToken.js';

builder.queryFields((t) => ({
  apiTokens: t.prismaField({
    type: ['ApiToken'],
    authScopes: { signedIn: true },
    description: "The viewer's personal API tokens, newest first (as GET /api/tokens)",
    resolve: (_query, _root, _args, ctx) => listOwnTokens(ctx, ctx.viewer),
  }),
}));

builder.relayMutationField(
  'createApiToken',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      scopes: t.stringList({ required: true, description: 'e.g. tasks:read, tasks:write' }),
      expiresAt: t.string({ required: true, description: 'ISO date-time, at most one year from now' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => createToken(ctx, ctx.viewer, input),
  },
  {
    outputFields: (t) => ({
      apiToken: t.prismaField({ type: 'ApiToken', resolve: (_q, p) => p.row }),
      token: t.string({ description: 'The token itself: shown this once, never again', resolve: (p) => p.token }),
    }),
  },
);

builder.relayMutationField(
  'revokeApiToken',
  { inputFields: (t) => ({ apiTokenId: t.id({ required: true, description: 'An ApiToken ID or its rowId' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ row: await revokeToken(ctx, ctx.viewer, input.apiTokenId) }),
  },
  { outputFields: (t) => ({ apiToken: t.prismaField({ type: 'ApiToken', resolve: (_q, p) => p.row }) }) },
);
