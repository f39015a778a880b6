import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Context } from './context.js';
import { AppError } from '../lib/errors.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultAuthStrategy: 'all';
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  AuthScopes: {
    signedIn: boolean;
    admin: boolean;
  };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    defaultStrategy: 'all',
    treatErrorsAsUnauthorized: true,
    // check a subscription's scopes when it starts, not only when an event arrives
    authorizeOnSubscribe: true,
    // a type's scopes (e.g. Task's taskPolicy.canRead) run once per object, in isTypeOf, before any of its fields
    // resolve: the same guarantee as running them in a wrapper around every field (a list page is
    // 50 objects × 21 fields), without the wrappers; an object that fails reads as one 401/403 error
    runScopesOnType: true,
    unauthorizedError: (_parent, context) => (context.viewer ? new AppError(403, 'Forbidden') : new AppError(401, 'Not authenticated')),
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      admin: ctx.viewer?.role === 'admin',
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

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v : new Date(v)).toISOString(),
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
