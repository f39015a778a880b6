import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { apiTokenPolicy } from './policy.js';
import { tokenState } from './service.js';

export const ApiTokenNode = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'ApiToken') ?? 0, AND: [apiTokenPolicy.ownWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (token, ctx) => apiTokenPolicy.canRead(ctx.viewer, token),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the token, to tell it apart' }),
    scopes: t.stringList({ resolve: (token) => token.scopes.split(' ').filter(Boolean) }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    state: t.string({ description: 'active, expired or revoked', resolve: (token) => tokenState(token) }),
  }),
});
