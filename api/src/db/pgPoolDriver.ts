import pg from 'pg';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';

/** `timestamp(3)` as Prisma writes it, UTC without a zone: 'YYYY-MM-DD HH:MM:SS[.fff]'. */
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/;

function utcTimestamp(text: string): Date {
  const m = TIMESTAMP.exec(text);
  if (!m) return new Date(`${text.replace(' ', 'T')}Z`);
  const ms = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], ms));
}

const PARSERS: Record<number, (text: string) => unknown> = {
  1114: utcTimestamp, // timestamp: Prisma's DateTime, stored in UTC
  1082: (text) => new Date(`${text}T00:00:00.000Z`), // date: its UTC midnight, as Prisma reads it
  20: (text) => BigInt(text), // int8: count(*) and bigint columns, as Prisma's $queryRaw reads them
};
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

/** A Date goes in as its UTC instant (pg's own default would write the process's local time into a `timestamp`). */
const toPg = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Kysely straight on the app's pg pool (the one Prisma's adapter runs on), reading every value as
 * Prisma does: DateTime columns as Dates of their UTC instant, 64-bit integers as BigInt. Outside
 * transactions only: inside `db.$transaction`, `tx.$kysely` runs through the transaction's client.
 */
export class PgPoolDriver implements Driver {
  private readonly connection: PgPoolConnection;

  constructor(pool: pg.Pool) {
    this.connection = new PgPoolConnection(pool);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('db.$kysely runs outside transactions: use tx.$kysely inside db.$transaction');
  }

  async commitTransaction() {}

  async rollbackTransaction() {}

  async releaseConnection() {}

  async destroy() {}
}

class PgPoolConnection implements DatabaseConnection {
  constructor(private readonly pool: pg.Pool) {}

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pool.query({ text: sql, values: parameters.map(toPg), types } as pg.QueryConfig);
    const changed = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE';
    return { rows: result.rows as R[], ...(changed ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('db.$kysely does not stream');
  }
}
