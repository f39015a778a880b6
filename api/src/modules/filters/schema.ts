import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { savedFilterPolicy } from './policy.js';
import { createSavedFilter, deleteSavedFilter, listSavedFilters, updateSavedFilter, withDefinition } from './service.js';

export const SavedFilterNode = builder.prismaNode('SavedFilter', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'SavedFilter') ?? 0, AND: [savedFilterPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (row, ctx) => savedFilterPolicy.canRead(ctx.viewer, row),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    definition: t.field({
      type: 'JSON',
      description: 'projectIds, labelIds, priority, dateFrom, dateTo, overdue, assigneeId, text',
      resolve: (f) => withDefinition(f).definition,
    }),
    taskQuery: t.field({ type: 'JSON', description: "The task list's query (its URL) for this filter", resolve: (f) => withDefinition(f).query }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  savedFilters: t.field({
    type: [SavedFilterNode],
    authScopes: { signedIn: true },
    description: "The viewer's saved task-list filters",
    resolve: (_root, _args, ctx) => listSavedFilters(ctx, ctx.viewer),
  }),
}));

builder.relayMutationField(
  'createSavedFilter',
  { inputFields: (t) => ({ name: t.string({ required: true }), definition: t.field({ type: 'JSON', required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ filter: await createSavedFilter(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ filter: t.field({ type: SavedFilterNode, resolve: (p) => p.filter }) }) },
);

builder.relayMutationField(
  'updateSavedFilter',
  {
    inputFields: (t) => ({
      filterId: t.id({ required: true, description: 'A SavedFilter ID or its rowId' }),
      name: t.string({ required: false, description: 'A new name' }),
      definition: t.field({ type: 'JSON', required: false, description: 'A new definition; it replaces the old one whole' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input: { filterId, name, definition } }, ctx) => ({
      filter: await updateSavedFilter(ctx, ctx.viewer, filterId, { ...(name != null ? { name } : {}), ...(definition != null ? { definition } : {}) }),
    }),
  },
  { outputFields: (t) => ({ filter: t.field({ type: SavedFilterNode, resolve: (p) => p.filter }) }) },
);

builder.relayMutationField(
  'deleteSavedFilter',
  { inputFields: (t) => ({ filterId: t.id({ required: true, description: 'A SavedFilter ID or its rowId' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ rowId: (await deleteSavedFilter(ctx, ctx.viewer, input.filterId)).id }),
  },
  {
    outputFields: (t) => ({
      deletedFilterId: t.globalID({ resolve: (p) => ({ type: 'SavedFilter', id: String(p.rowId) }) }),
      deletedRowId: t.int({ resolve: (p) => p.rowId }),
    }),
  },
);
