import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

const onPostgres = new WeakSet<object>();

/** Marks a Kysely instance as PostgreSQL's (db/client.ts does, for each one it makes). */
export function markPostgres<K extends object>(kysely: K): K {
  onPostgres.add(kysely);
  return kysely;
}

/**
 * `column IN (ids)` with all the ids in one bound value (a PostgreSQL int array, a JSON array that
 * SQLite's json_each reads) instead of one per id: a page of 500 tasks builds, binds and sends one
 * value, the statement's text is the same for any number of ids, and no list passes either
 * database's limit of bound values.
 */
export function inIds<DB>(kysely: Kysely<DB>, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`inIds: ${String(id)} is not a row id`);
  return onPostgres.has(kysely)
    ? sql<SqlBool>`${sql.ref(column)} = any(${`{${ids.join(',')}}`}::int4[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
