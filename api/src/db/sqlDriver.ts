import type pg from 'pg';
import type { Statement } from 'better-sqlite3';
import type { Config } from '../config.js';
import { logger } from '../lib/logger.js';
import { sqliteFile, sqliteWriterOf, type Db } from './client.js';
import { READER_PRAGMAS, startSqliteReadWorker } from './sqliteReadWorker.js';
import type { DateMode } from './modelRows.js';

export type Dialect = 'sqlite' | 'postgres';
/** A row's values in the order of the SELECT list (no per-row object keys to build). */
export type Row = unknown[];

/**
 * Queries straight on the database driver, beside Prisma, for the hot paths (issue 9: Prisma 6.19
 * compiles every query in WASM, 0.3–7 ms of CPU each). SQL is written with `Sql` (sqlBuilder.ts), so
 * one builder serves both dialects. Every other write stays with Prisma.
 */
export type SqlDriver = {
  dialect: Dialect;
  /** A read. `dates` 'text': PostgreSQL timestamps come as the server's text, for decodeRow's 'text' mode */
  all(sql: string, params: unknown[], dates?: DateMode): Promise<Row[]>;
  /**
   * A read that goes through many rows (a page of the task list, a count, a search's candidates). On
   * SQLite it runs in a reader thread (sqliteReadWorker.ts), beside the main thread's other requests;
   * a read of a row or two stays with `all`, which answers sooner than a trip to the thread.
   */
  scan(sql: string, params: unknown[], dates?: DateMode): Promise<Row[]>;
  /**
   * A write (with RETURNING, its rows): on SQLite on Prisma's own connection, after any open
   * transaction (sqliteTransactions.ts); on PostgreSQL on the shared pool. Dates come as Date.
   */
  write(sql: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

/** `db`: the app's Prisma client, on whose SQLite connection `write` runs. */
export async function openSqlDriver(config: Pick<Config, 'provider' | 'databaseUrl'>, db: Db, pgPool?: pg.Pool): Promise<SqlDriver> {
  if (config.provider === 'postgres') {
    if (!pgPool) throw new Error('openSqlDriver: the PostgreSQL pool is required');
    return pgDriver(pgPool);
  }
  const writer = sqliteWriterOf(db);
  if (!writer) throw new Error('openSqlDriver: the Prisma client was not made by createDb');
  const file = sqliteFile(config.databaseUrl);
  const reader = await sqliteReader(file);
  const thread = await startSqliteReadWorker(file).catch((error: unknown) => {
    logger.error({ error: String(error) }, 'SQLite reader thread unavailable: reading on the main thread');
    return null;
  });
  return {
    ...reader,
    scan: thread ? thread.all : reader.all,
    write: writer.all,
    async close() {
      await Promise.all([reader.close(), thread?.close()]);
    },
  };
}

/**
 * Reads only, all on one read-only connection of this thread (the GraphQL query thread's driver,
 * queryThreadWorker.ts): a write is refused.
 */
export async function openReadOnlySqliteDriver(file: string): Promise<SqlDriver> {
  const reader = await sqliteReader(file);
  return {
    ...reader,
    scan: reader.all,
    write: () => Promise.reject(new Error('this SQLite connection is read-only')),
  };
}

async function sqliteReader(file: string): Promise<Omit<SqlDriver, 'write' | 'scan'>> {
  const { default: Database } = await import('better-sqlite3');
  // A second connection on the same file, opened after Prisma's (which set WAL): WAL lets it read
  // beside the writer, and what Prisma committed is visible to the next read here.
  const db = new Database(file, { readonly: true, fileMustExist: true });
  for (const pragma of READER_PRAGMAS) db.pragma(pragma);
  const statements = new Map<string, Statement<unknown[]>>();
  return {
    dialect: 'sqlite',
    async all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare<unknown[]>(sql).raw(true)));
      return statement.all(...params) as Row[];
    },
    async close() {
      db.close();
    },
  };
}

const TIMESTAMP_WITHOUT_TIME_ZONE = 1114;

async function pgDriver(pool: pg.Pool): Promise<SqlDriver> {
  const { default: pgModule } = await import('pg');
  // Prisma stores DateTime as UTC in `timestamp(3)` columns: read them as UTC, whatever the process's zone
  const utc = (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
  const typesFor = (timestamp: (v: string) => unknown) =>
    ({
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === TIMESTAMP_WITHOUT_TIME_ZONE ? timestamp : pgModule.types.getTypeParser(oid, format as 'text'),
    }) as pg.CustomTypesConfig;
  const types = { date: typesFor(utc), text: typesFor((v) => v) };
  // Named statements are parsed and planned once per connection; the texts are a small, fixed set.
  const names = new Map<string, string>();
  const all: SqlDriver['all'] = async (text, values, dates = 'date') => {
    let name = names.get(text);
    if (!name && names.size < 500) names.set(text, (name = `sl_read_${names.size}`));
    return (await pool.query({ name, text, values, types: types[dates], rowMode: 'array' })).rows as Row[];
  };
  return {
    dialect: 'postgres',
    all,
    scan: all, // the pool's connections already read beside the process
    async write(text, values) {
      return (await pool.query({ text, values, types: types.date, rowMode: 'array' })).rows as Row[];
    },
    async close() {
      // the pool is Prisma's too: db.$disconnect() ends it
    },
  };
}
