import { builder } from '../../graphql/builder.js';
import { ownsRow } from '../../graphql/ownership.js';

export const LinkNode = builder.prismaNode('Link', {
  id: { field: 'id' },
  authScopes: (link, ctx) => ownsRow(ctx, link.userId),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    label: t.exposeString('label'),
    url: t.exposeString('url'),
    position: t.exposeInt('position'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
