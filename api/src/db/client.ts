import { dirname } from 'node:path';
import { mkdirSync } from 'node:fs';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Dialect,
  type Driver,
} from 'kysely';
import type { SqlQueryable } from '@prisma/driver-adapter-utils';
import kyselyExtension from 'prisma-extension-kysely';
import type { PrismaClient as SqliteClient } from '../generated/prisma-sqlite/client.js';
import type { DB } from '../generated/kysely/types.js';
import type { Config } from '../config.js';
import { serializeTransactions } from './sqliteTransactions.js';
import { adapterDriver } from './adapterDriver.js';
import { withReusedStatements } from './sqliteStatements.js';
import { markPostgres } from './idList.js';

export function sqliteFile(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, '');
}

/**
 * Prisma's defaults (2 s to get a connection for a transaction, 5 s to finish it) turn a burst of
 * sign-ups into 503s (P2028) while the pool is merely busy: wait longer, fail only when truly stuck.
 */
const transactionOptions = { maxWait: 10_000, timeout: 20_000 };

function kyselyOn(driver: Driver, provider: Config['provider']) {
  const sqlite = provider === 'sqlite';
  const kysely = new Kysely<DB>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => driver,
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    } satisfies Dialect,
  });
  return sqlite ? kysely : markPostgres(kysely);
}

type AdapterFactory = { connect(): Promise<SqlQueryable> };

/** Keeps the adapter Prisma connected last (it connects again after a `$disconnect`). */
function watchConnect<F extends AdapterFactory>(factory: F, seen: { adapter?: SqlQueryable }): F {
  const connect = factory.connect.bind(factory);
  factory.connect = (async () => (seen.adapter = await connect())) as F['connect'];
  return factory;
}

/**
 * Kysely builds the hot paths' SQL, typed from prisma/models.prisma, and runs it on the connection
 * Prisma itself uses, reading each value as Prisma does: on SQLite through Prisma's driver adapter
 * (db/adapterDriver.ts), on PostgreSQL on the adapter's pg pool (db/pgPoolDriver.ts). Inside
 * `db.$transaction(async (tx) => …)`, `tx.$kysely` runs through the transaction client
 * (prisma-extension-kysely), so it joins the transaction.
 */
function withKysely(client: SqliteClient, provider: Config['provider'], direct: Driver) {
  const extended = client.$extends(kyselyExtension({ kysely: (driver) => kyselyOn(driver, provider) }));
  const directKysely = kyselyOn(direct, provider);
  const transaction = ownKyselyPerTransaction(extended);
  return new Proxy(extended, {
    get: (target, prop, receiver) => (prop === '$kysely' ? directKysely : prop === '$transaction' ? transaction : Reflect.get(target, prop, receiver)),
  });
}

/**
 * prisma-extension-kysely gives a transaction its Kysely by assigning `tx.$kysely` just before it calls
 * the callback, but the transaction clients share that property: once a second transaction starts,
 * the first one's `tx.$kysely` runs on the second one's connection (waiting on its own locks through
 * the other transaction, until the statement timeout). Each callback here gets a view of `tx` whose
 * `$kysely` stays the one made for its own transaction.
 */
function ownKyselyPerTransaction<C extends { $transaction: (...args: never[]) => unknown }>(extended: C): C['$transaction'] {
  const transaction = extended.$transaction.bind(extended) as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [fn, options] = args;
    if (typeof fn !== 'function') return transaction(...args);
    return transaction((tx: { $kysely: unknown }) => {
      const own = tx.$kysely;
      return fn(new Proxy(tx, { get: (target, prop, receiver) => (prop === '$kysely' ? own : Reflect.get(target, prop, receiver)) }));
    }, options);
  }) as C['$transaction'];
}

/** The app's database client: Prisma with `$kysely`. Both generated clients share one model API; the SQLite one's types stand for both. */
export type Db = ReturnType<typeof withKysely>;
/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** `pgPool`: a pool to share (its end is then Prisma's `$disconnect`); without one, a new pool. */
export async function createDb(
  config: Pick<Config, 'provider' | 'databaseUrl'> & Partial<Pick<Config, 'dbStatementTimeoutMs'>>,
  pgPool?: import('pg').Pool,
): Promise<Db> {
  if (config.provider === 'postgres') {
    const [{ PrismaClient }, { pgAdapter, createPgPool }, { pgPoolDriver }] = await Promise.all([
      import('../generated/prisma-postgres/client.js'),
      import('./pgAdapter.js'),
      import('./pgPoolDriver.js'),
    ]);
    const pool = pgPool ?? createPgPool(config.databaseUrl, config.dbStatementTimeoutMs);
    return withKysely(new PrismaClient({ adapter: pgAdapter(pool), transactionOptions }) as unknown as SqliteClient, 'postgres', pgPoolDriver(pool));
  }
  const [{ PrismaClient }, { PrismaBetterSQLite3 }] = await Promise.all([
    import('../generated/prisma-sqlite/client.js'),
    import('@prisma/adapter-better-sqlite3'),
  ]);
  const file = sqliteFile(config.databaseUrl);
  mkdirSync(dirname(file), { recursive: true });
  const seen: { adapter?: SqlQueryable } = {};
  const db = new PrismaClient({
    adapter: watchConnect(serializeTransactions(withReusedStatements(new PrismaBetterSQLite3({ url: file }))), seen),
    transactionOptions,
  });
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait, not fail.
  // synchronous = FULL: a commit is on disk before it is acknowledged, even across a power loss
  // (NORMAL survives a crash of the process but may lose the last commits when the machine dies).
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$queryRawUnsafe('PRAGMA synchronous = FULL');
  await db.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  await db.$queryRawUnsafe('PRAGMA temp_store = MEMORY');
  return withKysely(
    db,
    'sqlite',
    adapterDriver(async () => {
      if (!seen.adapter) await db.$connect();
      return seen.adapter!;
    }),
  );
}
