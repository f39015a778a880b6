import { builder } from '../../graphql/builder.js';
import { createLink, deleteLink, listLinks, reorderLinks, updateLink } from './service.js';
import { rowIdFrom } from '../../lib/globalId.js';
import './Link.js';

builder.queryFields((t) => ({
  links: t.prismaConnection({
    type: 'Link',
    cursor: 'id',
    authScopes: { signedIn: true },
    description: "The viewer's quick links, in their order",
    resolve: (query, _root, _args, ctx) => listLinks(ctx, ctx.viewer, query),
  }),
}));

builder.relayMutationField(
  'createLink',
  { inputFields: (t) => ({ label: t.string({ required: true }), url: t.string({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ link: await createLink(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ link: t.prismaField({ type: 'Link', resolve: (_q, p) => p.link }) }) },
);

builder.relayMutationField(
  'updateLink',
  {
    inputFields: (t) => ({
      linkId: t.id({ required: true, description: 'A Link ID or its rowId' }),
      label: t.string({ required: false }),
      url: t.string({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      link: await updateLink(ctx, ctx.viewer, rowIdFrom(input.linkId, 'Link'), {
        ...(input.label != null ? { label: input.label } : {}),
        ...(input.url != null ? { url: input.url } : {}),
      }),
    }),
  },
  { outputFields: (t) => ({ link: t.prismaField({ type: 'Link', resolve: (_q, p) => p.link }) }) },
);

builder.relayMutationField(
  'deleteLink',
  { inputFields: (t) => ({ linkId: t.id({ required: true, description: 'A Link ID or its rowId' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const link = await deleteLink(ctx, ctx.viewer, rowIdFrom(input.linkId, 'Link'));
      return { rowId: link.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedLinkId: t.globalID({ resolve: (p) => ({ type: 'Link', id: String(p.rowId) }) }),
      deletedRowId: t.int({ resolve: (p) => p.rowId }),
    }),
  },
);

builder.relayMutationField(
  'reorderLinks',
  { inputFields: (t) => ({ linkIds: t.idList({ required: true, description: 'Link IDs (or rowIds) in their new order' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      links: await reorderLinks(ctx, ctx.viewer, { linkIds: input.linkIds.map((id) => rowIdFrom(id, 'Link') ?? -1) }),
    }),
  },
  { outputFields: (t) => ({ links: t.prismaField({ type: ['Link'], resolve: (_q, p) => p.links }) }) },
);
