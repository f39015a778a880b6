import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  defaultFieldResolver,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isObjectType,
  GraphQLObjectType,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLIsTypeOfFn,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { Plugin } from 'graphql-yoga';

/** An object resolved under two different contexts (requests): its type check never passes under the JIT. */
const SEVERAL = Symbol('resolved in several requests');
/** The context (request) each object of a checked type was resolved in, as the JIT's type checks need it. */
const resolvedIn = new WeakMap<object, unknown>();

function remember(value: unknown, context: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) remember(item, context);
  } else if (value !== null && typeof value === 'object') {
    const seen = resolvedIn.get(value);
    resolvedIn.set(value, seen === undefined || seen === context ? context : SEVERAL);
  }
}

function remembering(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    const value = resolve(source, args, context, info);
    if (value instanceof Promise) return value.then((resolved) => (remember(resolved, context), resolved));
    remember(value, context);
    return value;
  };
}

/**
 * graphql-jit calls an object type's `isTypeOf(source)` without the context, and Pothos runs the type
 * scopes there (Task's ownsRow: runScopesOnType). The JIT therefore compiles against a copy of the
 * schema in which every field returning such a type records the request it resolved the object in,
 * and `isTypeOf` runs the real check with that request's context. An object it cannot place (never
 * resolved, or resolved in two requests), a check that throws or answers later (a promise) reads as
 * "not this type": an error in the JIT's result, which then comes from the standard executor instead.
 */
export function schemaForJit(schema: GraphQLSchema): GraphQLSchema {
  const checked = (name: string) => {
    const type = schema.getType(name);
    if (isObjectType(type)) return !!type.isTypeOf;
    return isAbstractType(type) && schema.getPossibleTypes(type).some((t) => !!t.isTypeOf);
  };
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      const isTypeOf = type.isTypeOf;
      if (!isTypeOf) return type;
      return new GraphQLObjectType({ ...type.toConfig(), isTypeOf: contextFree(isTypeOf) });
    },
    [MapperKind.OBJECT_FIELD]: (field) =>
      checked(getNamedType(field.type).name) ? { ...field, resolve: remembering(field.resolve ?? defaultFieldResolver) } : field,
  });
}

function contextFree(isTypeOf: GraphQLIsTypeOfFn<unknown, unknown>): GraphQLIsTypeOfFn<unknown, unknown> {
  return (source, context, info) => {
    const from = context !== undefined ? context : resolvedIn.get(source as object);
    if (from === undefined || from === SEVERAL) return false;
    try {
      const answer = isTypeOf(source, from, info);
      return typeof (answer as PromiseLike<boolean> | undefined)?.then === 'function' ? false : answer;
    } catch {
      return false;
    }
  };
}

/**
 * Executes queries with graphql-jit (issue 9: a task list page is 50 objects × 21 fields, and the
 * compiled query runs them several times faster than the interpreting executor). Mutations and
 * subscriptions keep the standard executor. A query whose JIT run ends in any error (a type's scope
 * refused an object included) is run again by the standard executor and answered from there: errors,
 * messages and refusals stay exactly as before, and the JIT only ever answers clean results.
 */
export function jitQueries(): Plugin {
  const jitSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) {
      let jitSchema = jitSchemas.get(schema);
      if (!jitSchema) jitSchemas.set(schema, (jitSchema = schemaForJit(schema)));
      const result = compileQuery(jitSchema, document, operationName);
      byName.set(key, isCompiledQuery(result) ? result : null);
    }
    return byName.get(key) ?? null;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const query = compiledFor(args.schema, args.document, args.operationName ?? undefined);
      if (!query) return;
      setExecuteFn(async (executeArgs) => {
        let result: ExecutionResult | null = null;
        try {
          result = (await query.query(executeArgs.rootValue, executeArgs.contextValue, executeArgs.variableValues ?? {})) as ExecutionResult;
        } catch {
          /* answered by the standard executor below */
        }
        if (!result || result.errors?.length) return executeFn(executeArgs);
        return Object.assign(result, { stringify: query.stringify });
      });
    },
  };
}
