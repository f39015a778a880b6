import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { DB } from '../generated/kysely/types.js';

/**
 * A query whose SQL never changes, only its values: built and compiled once per Kysely instance, then
 * run with each call's values. `build` must use each value exactly once, in the order given, and
 * nowhere else (a value baked into the SQL would be reused for every later call).
 */
export function compiledOnce<P extends unknown[], R>(build: (kysely: Kysely<DB>, ...values: P) => Compilable<R>) {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<R>>();
  return (kysely: Kysely<DB>, ...values: P): Promise<QueryResult<R>> => {
    let query = compiled.get(kysely);
    if (!query) {
      query = build(kysely, ...values).compile();
      if (query.parameters.length !== values.length || query.parameters.some((p, i) => p !== values[i]))
        throw new Error('compiledOnce: the query must take each value once, in order');
      compiled.set(kysely, query);
      return kysely.executeQuery(query);
    }
    return kysely.executeQuery({ ...query, parameters: values });
  };
}
