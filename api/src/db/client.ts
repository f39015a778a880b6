import { dirname } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PrismaClient as SqliteClient } from '../generated/prisma-sqlite/client.js';
import { PrismaClient as PostgresClient } from '../generated/prisma-postgres/client.js';
import type { Config } from '../config.js';
import { serializeTransactions, type SqliteWriter } from './sqliteTransactions.js';
import { READER_PRAGMAS } from './sqliteReadWorker.js';

/** Both generated clients share one model API; the SQLite one's types stand for both. */
export type Db = SqliteClient;

export function sqliteFile(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, '');
}

/**
 * Prisma's defaults (2 s to get a connection for a transaction, 5 s to finish it) turn a burst of
 * sign-ups into 503s (P2028) while the pool is merely busy: wait longer, fail only when truly stuck.
 */
const transactionOptions = { maxWait: 10_000, timeout: 20_000 };

const sqliteWriters = new WeakMap<object, SqliteWriter>();

/** Writes on the connection of a SQLite client made by createDb (its one writer). */
export function sqliteWriterOf(db: Db): SqliteWriter | undefined {
  return sqliteWriters.get(db);
}

/** `pgPool`: a pool to share (its end is then Prisma's `$disconnect`); without one, a new pool. */
export async function createDb(
  config: Pick<Config, 'provider' | 'databaseUrl'> & Partial<Pick<Config, 'dbStatementTimeoutMs'>>,
  pgPool?: import('pg').Pool,
): Promise<Db> {
  if (config.provider === 'postgres') {
    const { pgAdapter, createPgPool } = await import('./pgAdapter.js');
    const adapter = pgAdapter(pgPool ?? createPgPool(config.databaseUrl, config.dbStatementTimeoutMs));
    return new PostgresClient({ adapter, transactionOptions }) as unknown as Db;
  }
  const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
  const file = sqliteFile(config.databaseUrl);
  mkdirSync(dirname(file), { recursive: true });
  const { factory: adapter, writer } = serializeTransactions(new PrismaBetterSQLite3({ url: file }));
  const db = new SqliteClient({ adapter, transactionOptions });
  sqliteWriters.set(db, writer);
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait, not fail.
  // synchronous = FULL: a commit is on disk before it is acknowledged, even across a power loss
  // (NORMAL survives a crash of the process but may lose the last commits when the machine dies).
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$queryRawUnsafe('PRAGMA synchronous = FULL');
  await db.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  // issue 9 (performance): a 64 MB page cache, temporary tables in memory, reads through a 256 MB mmap
  await db.$queryRawUnsafe('PRAGMA cache_size = -65536');
  await db.$queryRawUnsafe('PRAGMA temp_store = MEMORY');
  await db.$queryRawUnsafe('PRAGMA mmap_size = 268435456');
  return db;
}

/**
 * A Prisma client on a read-only connection to an existing SQLite file (the GraphQL query thread's,
 * queryThreadWorker.ts): any write fails with SQLITE_READONLY, so a query answered there changes nothing.
 */
export async function createReadOnlySqliteDb(databaseUrl: string): Promise<Db> {
  const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
  const db = new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: sqliteFile(databaseUrl), readonly: true, fileMustExist: true }) });
  for (const pragma of READER_PRAGMAS) await db.$queryRawUnsafe(`PRAGMA ${pragma}`);
  return db;
}
