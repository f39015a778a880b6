import { defaultFieldResolver, isObjectType, GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { isThenable } from '@pothos/core';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from './builder.js';
import { JitChecks, pothosOf } from './jitChecks.js';
import { isRawColumn, jitLeafResolver } from './jitLeaves.js';

type Resolver = GraphQLFieldResolver<unknown, unknown>;

/**
 * The schema graphql-jit compiles against (jit.ts), answering exactly what the real one does:
 * - graphql-jit calls a type's `isTypeOf(source)` without the request's context, and Pothos runs the
 *   type scopes there (Task: ownsRow). Here the types have no isTypeOf: the fields' resolvers run the
 *   checks, with the context (jitChecks.ts). A field that only reads its property (relay's edges and
 *   node) is read inline, and checked by the resolver above it.
 * - A node's `id` answers synchronously where relay's resolver would await (syncGlobalId).
 * - Built-in scalars and enums are serialized by the fields' resolvers where that could change a value,
 *   and not at all where it cannot (jitLeaves.ts: compile with JIT_COMPILE_OPTIONS).
 * - A scalar field that exposes another column of the row (Task.rowId is the row's `id`) reads it
 *   inline, as graphql-jit does for a field without a resolver, rather than calling a resolver.
 * Returns null when the schema has an abstract type that could only be told apart by isTypeOf.
 */
export function schemaForJit(schema: GraphQLSchema): GraphQLSchema | null {
  const checks = new JitChecks(schema);
  if (checks.unsupported) return null;
  const jitSchema = mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => (type.isTypeOf ? new GraphQLObjectType({ ...type.toConfig(), isTypeOf: undefined }) : type),
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const field = type.getFields()[fieldName];
      if (checks.isInlined(field)) return { ...config, resolve: undefined };
      const resolve = jitLeafResolver(type, fieldName, config, fieldName === 'id' ? syncGlobalId(type, config.resolve) : config.resolve);
      const guarded = checks.guarding(field, resolve ?? defaultFieldResolver);
      if (guarded) return { ...config, resolve: guarded };
      return resolve === config.resolve ? config : { ...config, resolve };
    },
  });
  inlineExposedAliases(schema, jitSchema);
  return jitSchema;
}

/**
 * A node's `id` as plugin-relay answers it (base64 of "Type:id"), but synchronously when the type's id
 * function is: relay's resolver awaits it, one promise per object. An id function that answers later
 * keeps relay's resolver; a custom encodeGlobalID keeps it for every type.
 */
function syncGlobalId(type: unknown, relayResolve: Resolver | undefined): Resolver | undefined {
  const idOf = pothosOf(type).pothosOptions?.id?.resolve as Resolver | undefined;
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node') || !idOf || !relayResolve || builder.options.relay?.encodeGlobalID)
    return relayResolve;
  const typeName = type.name;
  return (source, args, context, info) => {
    const id = idOf(source, args, context, info);
    if (isThenable(id)) return relayResolve(source, args, context, info);
    const text = String(id);
    // relay encodes the UTF-8 bytes; btoa (a third of the cost) gives the same for ASCII, which a row id is
    return DIGITS.test(text) ? btoa(`${typeName}:${text}`) : encodeGlobalID(typeName, text);
  };
}
const DIGITS = /^\d+$/;

/**
 * graphql-jit reads a field without a resolver inline, as the property named by the field definition's
 * `name`. A scalar that Pothos exposes from another property (`rowId: t.exposeInt('id')`), with no
 * plugin wrapping its resolver, gets that property's name and no resolver in this copy: the same value,
 * without a resolver call (an info object and closures) per object. The query's field and response
 * names are unchanged: graphql-jit finds the definition by the query's field name.
 */
function inlineExposedAliases(schema: GraphQLSchema, jitSchema: GraphQLSchema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const jitFields = (jitSchema.getType(type.name) as GraphQLObjectType).getFields();
    for (const [name, field] of Object.entries(type.getFields())) {
      const { pothosExposedField: property, pothosOriginalResolve: original } = pothosOf(field);
      if (typeof property !== 'string' || property === name || !field.resolve || field.resolve !== original) continue;
      if (!isRawColumn(type, property, field) || field.args.length) continue;
      Object.assign(jitFields[name], { name: property, resolve: undefined });
    }
  }
}
