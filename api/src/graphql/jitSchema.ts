import {
  defaultFieldResolver,
  getNamedType,
  isAbstractType,
  isObjectType,
  GraphQLObjectType,
  type GraphQLAbstractType,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from './builder.js';
import { isRawColumn, jitLeafResolver } from './jitLeaves.js';

type Resolver = GraphQLFieldResolver<unknown, unknown>;
/** A type's check (its scopes, as scope-auth runs them in isTypeOf), with the request's context. */
type Check = (source: object, context: unknown, info: GraphQLResolveInfo) => boolean;
type PothosExtensions = {
  pothosOptions?: { authScopes?: unknown; grantScopes?: unknown; skipInterfaceScopes?: boolean; id?: { resolve?: unknown } };
  pothosConfig?: { isTypeOf?: unknown };
  pothosExposedField?: unknown;
  pothosOriginalResolve?: unknown;
};
const pothosOf = (typeOrField: unknown) => ((typeOrField as { extensions?: PothosExtensions } | null)?.extensions ?? {}) as PothosExtensions;

/**
 * The schema graphql-jit compiles against (jit.ts), answering exactly what the real one does:
 * - graphql-jit calls a type's `isTypeOf(source)` without the request's context, and Pothos runs the
 *   type scopes there (Task: ownsRow). Here every field that returns such a type runs the type's check
 *   itself, with the context, on each object it returns, and the types have no isTypeOf. An object the
 *   check refuses (or cannot answer at once) makes the field fail: an error in the JIT's result, which
 *   jit.ts then answers from the standard executor, with its own message.
 * - A node's `id` answers synchronously where relay's resolver would await (syncGlobalId).
 * - Built-in scalars and enums are serialized by the fields' resolvers where that could change a value,
 *   and not at all where it cannot (jitLeaves.ts: compile with JIT_COMPILE_OPTIONS).
 * - A scalar field that exposes another column of the row (Task.rowId is the row's `id`) reads it
 *   inline, as graphql-jit does for a field without a resolver, rather than calling a resolver.
 * Returns null when the schema has an abstract type that could only be told apart by isTypeOf.
 */
export function schemaForJit(schema: GraphQLSchema): GraphQLSchema | null {
  const checks = new Map<string, Check>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) && type.isTypeOf && !type.name.startsWith('__')) checks.set(type.name, checkOf(type));
  }
  const abstractChecked = (type: GraphQLAbstractType) => schema.getPossibleTypes(type).some((t) => checks.has(t.name));
  const typeMap = Object.values(schema.getTypeMap());
  if (typeMap.some((t) => isAbstractType(t) && abstractChecked(t) && !t.resolveType)) return null;

  const jitSchema = mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => (checks.has(type.name) ? new GraphQLObjectType({ ...type.toConfig(), isTypeOf: undefined }) : type),
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const resolve = jitLeafResolver(type, fieldName, field, fieldName === 'id' ? syncGlobalId(type, field.resolve) : field.resolve);
      const returned = getNamedType(field.type);
      const checkFor = checkerFor(schema.getType(returned.name) as GraphQLNamedType, checks, abstractChecked);
      if (checkFor) return { ...field, resolve: checking(resolve ?? defaultFieldResolver, checkFor) };
      return resolve === field.resolve ? field : { ...field, resolve };
    },
  });
  inlineExposedAliases(schema, jitSchema);
  return jitSchema;
}

/** Runs the type's scopes as scope-auth would in isTypeOf; `true` only for a pass answered at once. */
function checkOf(type: GraphQLObjectType): Check {
  const isTypeOf = type.isTypeOf!;
  const typeScope = onlyTypeScope(type);
  return (source, context, info) => {
    try {
      if (typeScope?.(source, context) === true) return true;
      return isTypeOf(source, context, info) === true;
    } catch {
      return false;
    }
  };
}

/**
 * The type's only check, when scope-auth has nothing else to run for it: its `authScopes` function.
 * Its `true` is a pass without scope-auth's bookkeeping for each object (a list page checks 50); any
 * other answer goes through scope-auth's own isTypeOf, as before.
 */
function onlyTypeScope(type: GraphQLObjectType): ((source: unknown, context: unknown) => unknown) | null {
  const { pothosOptions: options, pothosConfig: config } = pothosOf(type);
  if (typeof options?.authScopes !== 'function' || options.grantScopes || config?.isTypeOf) return null;
  if (!options.skipInterfaceScopes && type.getInterfaces().some((i) => pothosOf(i).pothosOptions?.authScopes)) return null;
  return options.authScopes as (source: unknown, context: unknown) => unknown;
}

type CheckFor = (value: object, context: unknown, info: GraphQLResolveInfo) => Check | null;
const REFUSE: Check = () => false;

/** How a field returning `type` finds the check for each object: the type's, or the resolved type's. */
function checkerFor(type: GraphQLNamedType, checks: Map<string, Check>, abstractChecked: (t: GraphQLAbstractType) => boolean): CheckFor | null {
  if (isObjectType(type)) {
    const check = checks.get(type.name);
    return check ? () => check : null;
  }
  if (!isAbstractType(type) || !abstractChecked(type)) return null;
  return (value, context, info) => {
    const name = type.resolveType!(value, context, info, type);
    return typeof name === 'string' ? (checks.get(name) ?? null) : REFUSE; // a promise: left to the standard executor
  };
}

const refused = () => new Error('refused by its type’s check: answered by the standard executor');

function checkAll(value: unknown, context: unknown, info: GraphQLResolveInfo, checkFor: CheckFor): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) {
    for (const item of value) checkAll(item, context, info, checkFor);
    return value;
  }
  if (typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function') return checkAll(Array.from(value as Iterable<unknown>), context, info, checkFor);
  const check = checkFor(value, context, info);
  if (check && !check(value, context, info)) throw refused();
  return value;
}

function checking(resolve: Resolver, checkFor: CheckFor): Resolver {
  return (source, args, context, info) => {
    const value = resolve(source, args, context, info);
    // any thenable: Prisma's queries are PrismaPromises, not Promises
    if (typeof (value as PromiseLike<unknown> | null)?.then === 'function') {
      return Promise.resolve(value).then((resolved) => checkAll(resolved, context, info, checkFor));
    }
    return checkAll(value, context, info, checkFor);
  };
}

/**
 * A node's `id` as plugin-relay answers it (base64 of "Type:id"), but synchronously when the type's id
 * function is: relay's resolver awaits it, one promise per object. An id function that answers later
 * keeps relay's resolver; a custom encodeGlobalID keeps it for every type.
 */
function syncGlobalId(type: unknown, relayResolve: Resolver | undefined): Resolver | undefined {
  const idOf = pothosOf(type).pothosOptions?.id?.resolve as Resolver | undefined;
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node') || !idOf || !relayResolve || builder.options.relay?.encodeGlobalID) return relayResolve;
  const typeName = type.name;
  return (source, args, context, info) => {
    const id = idOf(source, args, context, info);
    if (typeof (id as PromiseLike<unknown> | null)?.then === 'function') return relayResolve(source, args, context, info);
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
