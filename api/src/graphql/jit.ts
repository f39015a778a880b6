import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { schemaForJit } from './jitSchema.js';
import { JIT_COMPILE_OPTIONS } from './jitLeaves.js';

/**
 * Executes queries with graphql-jit (issue 9: a task list page is 50 objects × 21 fields, and the
 * compiled query runs them several times faster than the interpreting executor). Mutations and
 * subscriptions keep the standard executor. A query whose JIT run ends in any error (a type's scope
 * refused an object included) is run again by the standard executor and answered from there: errors,
 * messages and refusals stay exactly as before, and the JIT only ever answers clean results.
 */
export function jitQueries(): Plugin {
  const jitSchemas = new WeakMap<GraphQLSchema, GraphQLSchema | null>();
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) {
      if (!jitSchemas.has(schema)) jitSchemas.set(schema, schemaForJit(schema));
      const jitSchema = jitSchemas.get(schema);
      const result = jitSchema ? compileQuery(jitSchema, document, operationName, JIT_COMPILE_OPTIONS) : null;
      byName.set(key, result && isCompiledQuery(result) ? result : null);
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
