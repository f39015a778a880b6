import { LRUCache } from 'lru-cache';
import type { Database, Statement } from 'better-sqlite3';

type Args = unknown[];

/**
 * Prisma's SQLite adapter prepares every query anew and binds its values to the statement for good
 * (`prepare(sql).bind(args)`). This connection keeps the prepared statements of the last queries and
 * hands the adapter a statement whose values are given at each run instead, so a query it has seen
 * costs no new prepare.
 */
export function reusingStatements(db: Database, max = 256): Database {
  const prepared = new LRUCache<string, Statement<Args>>({ max });
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare<Args>(sql);
      prepared.set(sql, statement);
    }
    return withValues(statement, []);
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// A prepared statement's columns stay what they were when it was prepared; reading them costs a native call each time.
const columnsOf = new WeakMap<Statement<Args>, ReturnType<Statement<Args>['columns']>>();

function columns(statement: Statement<Args>) {
  let known = columnsOf.get(statement);
  if (!known) columnsOf.set(statement, (known = statement.columns()));
  return known;
}

/** The part of a statement the adapter uses, running with `args`. */
function withValues(statement: Statement<Args>, args: Args) {
  return {
    reader: statement.reader,
    bind: (values: Args) => withValues(statement, values),
    columns: () => columns(statement),
    raw: () => ({ all: () => statement.raw(true).all(...args) }),
    run: () => statement.run(...args),
  };
}

type Connectable = { connect(): Promise<object> };

/** The adapter factory, its connections reusing their statements (the adapter keeps its connection as `client`). */
export function withReusedStatements<F extends Connectable>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = (async () => {
    const adapter = (await connect()) as { client: Database };
    adapter.client = reusingStatements(adapter.client);
    return adapter;
  }) as F['connect'];
  return factory;
}
