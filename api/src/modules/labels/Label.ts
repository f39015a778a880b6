import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { labelPolicy } from './policy.js';

export const LabelNode = builder.prismaNode('Label', {
  id: { field: 'id' },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Label') ?? 0, AND: [labelPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (label, ctx) => labelPolicy.canRead(ctx.viewer, label),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { description: '#rrggbb' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
