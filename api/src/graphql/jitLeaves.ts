import {
  defaultFieldResolver,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isSpecifiedScalarType,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';
import { isThenable } from '@pothos/core';
import { getDatamodel } from '../generated/pothos-types.js';

type Resolver = GraphQLFieldResolver<unknown, unknown>;
type Leaf = GraphQLScalarType | GraphQLEnumType;

/**
 * graphql-jit's options for the schema of jitSchema.ts. Serializing a leaf, graphql-jit allocates
 * the field's error location and path for every value (issue 9: 2 KB for each task of a list page).
 * With disableLeafSerialization it writes built-in scalars and enums as they are, so the schema
 * serializes them itself where that could change a value (jitLeafResolver).
 */
export const JIT_COMPILE_OPTIONS = { disableLeafSerialization: true } as const;

/** graphql's own serialization of a built-in scalar or enum, or null for any other field type. */
function rawLeafOf(field: Pick<GraphQLField<unknown, unknown>, 'type'>): Leaf | null {
  const named = getNamedType(field.type);
  return isSpecifiedScalarType(named) || isEnumType(named) ? (named as Leaf) : null;
}

/** Prisma column types whose values (as the client or our decoders read them) are already the GraphQL type's form. */
const SAME_FORM: Record<string, string[]> = { Int: ['Int'], Float: ['Float'], String: ['String', 'ID'], Boolean: ['Boolean'] };
const models = getDatamodel().datamodel.models;

/**
 * The type is a Prisma model's and `property` is one of its columns, read as the leaf's own form: an
 * Int column for an Int, a String for a String or an ID, an enum column for an enum whose values are
 * their names. Such a value needs no serializing.
 */
export function isRawColumn(type: GraphQLObjectType, property: string, field: Pick<GraphQLField<unknown, unknown>, 'type'>): boolean {
  const leaf = rawLeafOf(field);
  const model = (type.extensions as { pothosPrismaModel?: string } | undefined)?.pothosPrismaModel;
  const column = model ? models[model]?.fields.find((f) => f.name === property) : undefined;
  if (!leaf || !column) return false;
  if (isEnumType(leaf)) return column.kind === 'enum' && leaf.getValues().every((v) => v.value === v.name);
  return column.kind === 'scalar' && (SAME_FORM[column.type]?.includes(leaf.name) ?? false);
}

/**
 * A leaf field's resolver in the JIT's schema: a built-in scalar or enum is serialized as graphql
 * would (a value it cannot represent fails the field, and jit.ts answers from the standard executor),
 * except a Prisma column of the type read inline as it is. Other fields keep `resolve`.
 */
export function jitLeafResolver(
  type: GraphQLObjectType,
  fieldName: string,
  field: Pick<GraphQLField<unknown, unknown>, 'type'>,
  resolve: Resolver | undefined,
) {
  const leaf = rawLeafOf(field);
  if (!leaf) return resolve;
  if (!resolve && isRawColumn(type, fieldName, field)) return undefined;
  const read = resolve ?? defaultFieldResolver;
  const serializeAll = (value: unknown) => serializeAs(field.type, leaf, value);
  return ((source, args, context, info) => {
    const value = read(source, args, context, info);
    if (isThenable(value)) return Promise.resolve(value).then(serializeAll);
    return serializeAll(value);
  }) satisfies Resolver;
}

/** The value as graphql completes it for `type` (lists item by item); what it cannot represent throws. */
function serializeAs(type: GraphQLOutputType, leaf: Leaf, value: unknown): unknown {
  if (value == null || value instanceof Error) return value;
  if (isNonNullType(type)) return serializeAs(type.ofType, leaf, value);
  if (isListType(type)) {
    if (typeof value !== 'object' || typeof (value as Iterable<unknown>)[Symbol.iterator] !== 'function') throw new TypeError('Expected a list');
    return Array.from(value as Iterable<unknown>, (item) => serializeAs(type.ofType, leaf, item));
  }
  return leaf.serialize(value);
}
