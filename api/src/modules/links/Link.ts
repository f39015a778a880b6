import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { linkPolicy } from './policy.js';

export const LinkNode = builder.prismaNode('Link', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Link') ?? 0, AND: [linkPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (link, ctx) => linkPolicy.canRead(ctx.viewer, link),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    label: t.exposeString('label'),
    url: t.exposeString('url'),
    position: t.exposeInt('position'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
