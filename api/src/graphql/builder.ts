import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Context } from './context.js';
import { AppError } from '../lib/errors.js';
import { ownsRow } from './ownership.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultAuthStrategy: 'all';
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
  AuthScopes: {
    signedIn: boolean;
    admin: boolean;
    ownsRow: number;
  };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    defaultStrategy: 'all',
    treatErrorsAsUnauthorized: true,
    // check a subscription's scopes when it starts, not only when an event arrives
    authorizeOnSubscribe: true,
    // a type's scopes (e.g. Task's ownsRow) run once per object, in isTypeOf, before any of its fields
    // resolve: the same guarantee as running them in a wrapper around every field (a list page is
    // 50 objects × 21 fields), without the wrappers; an object that fails reads as one 401/403 error
    runScopesOnType: true,
    unauthorizedError: (_parent, context) => (context.viewer ? new AppError(403, 'Forbidden') : new AppError(401, 'Not authenticated')),
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      admin: ctx.viewer?.role === 'admin',
      ownsRow: (userId) => ownsRow(ctx, userId),
    }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** `Date.toISOString()`'s text: rows read as text (tasks/listQuery.ts) already carry it. */
const ISO_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : typeof v === 'string' && ISO_TEXT.test(v) ? v : new Date(v).toISOString()),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new AppError(400, 'Invalid date');
    return d;
  },
});

builder.scalarType('JSON', {
  serialize: (v) => v,
  parseValue: (v) => v,
});
