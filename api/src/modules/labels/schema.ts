import { builder } from '../../graphql/builder.js';
import { createLabel, deleteLabel, listLabels, updateLabel } from './service.js';
import './Label.js';

builder.queryFields((t) => ({
  labels: t.prismaField({
    type: ['Label'],
    authScopes: { signedIn: true },
    description: "The viewer's labels, by name (at most 500)",
    resolve: (query, _root, _args, ctx) => listLabels(ctx, ctx.viewer, query),
  }),
}));

builder.relayMutationField(
  'createLabel',
  { inputFields: (t) => ({ name: t.string({ required: true }), color: t.string({ required: false, description: '#rrggbb; default slate' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      label: await createLabel(ctx, ctx.viewer, { name: input.name, ...(input.color != null ? { color: input.color } : {}) }),
    }),
  },
  { outputFields: (t) => ({ label: t.prismaField({ type: 'Label', resolve: (_q, p) => p.label }) }) },
);

builder.relayMutationField(
  'updateLabel',
  {
    inputFields: (t) => ({
      labelId: t.id({ required: true, description: 'A Label ID or its rowId' }),
      name: t.string({ required: false }),
      color: t.string({ required: false, description: '#rrggbb' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      label: await updateLabel(ctx, ctx.viewer, input.labelId, {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.color != null ? { color: input.color } : {}),
      }),
    }),
  },
  { outputFields: (t) => ({ label: t.prismaField({ type: 'Label', resolve: (_q, p) => p.label }) }) },
);

builder.relayMutationField(
  'deleteLabel',
  { inputFields: (t) => ({ labelId: t.id({ required: true, description: 'A Label ID or its rowId' }) }) },
  {
    description: 'Deletes the label; it comes off every task',
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ rowId: (await deleteLabel(ctx, ctx.viewer, input.labelId)).id }),
  },
  {
    outputFields: (t) => ({
      deletedLabelId: t.globalID({ resolve: (p) => ({ type: 'Label', id: String(p.rowId) }) }),
      deletedRowId: t.int({ resolve: (p) => p.rowId }),
    }),
  },
);
