import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { logger } from '../lib/logger.js';

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;
type Tx = Awaited<ReturnType<Adapter['startTransaction']>>;
type Query = Parameters<Tx['executeRaw']>[0];

/**
 * The app's one pool, behind Prisma (pgAdapter) and so behind Kysely too. A lost
 * server fails a query fast (503) instead of hanging it; the pool drops broken connections and opens
 * new ones once the server is back, so service resumes without a restart. A statement that runs
 * longer than `statementTimeoutMs` (a lock held elsewhere, a runaway plan) is cancelled by the server
 * and its request answers 503, rather than holding a connection of the pool.
 */
export function createPgPool(connectionString: string, statementTimeoutMs = 15_000) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    statement_timeout: statementTimeoutMs,
  });
  // An idle connection the server ends (a restart, an administrator) is an 'error' event on the pool,
  // which ends the process unless someone listens: Prisma's adapter listens only once it has connected.
  // The pool has already dropped that connection.
  pool.on('error', (err) => logger.info({ error: err.message }, 'database connection closed by the server'));
  return pool;
}

/**
 * PostgreSQL through @prisma/adapter-pg with one fix: Prisma 6.19 runs COMMIT or ROLLBACK and only
 * then hands the connection back (`commit()`/`rollback()`); when that statement fails (the server went
 * away in the middle of a transaction) the connection is never returned and the pool shrinks by one,
 * until no query can get a connection and the app stays down after the database is back. Here a
 * failed COMMIT/ROLLBACK destroys its connection (the pool opens a new one when needed).
 */
export function pgAdapter(pool: pg.Pool) {
  const factory = new PrismaPg(pool, { disposeExternalPool: true });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => releaseOnFailedEnd(await start(isolationLevel));
    return adapter;
  };
  return factory;
}

function releaseOnFailedEnd(tx: Tx): Tx {
  const executeRaw = tx.executeRaw.bind(tx);
  tx.executeRaw = async (query: Query) => {
    try {
      return await executeRaw(query);
    } catch (err) {
      if (/^\s*(COMMIT|ROLLBACK)\s*$/i.test(query.sql)) {
        const inner = tx as unknown as { client?: pg.PoolClient; cleanup?: () => void };
        inner.cleanup?.();
        try {
          inner.client?.release(err instanceof Error ? err : true); // with an error: pg destroys the connection
        } catch {
          /* already released */
        }
      }
      throw err;
    }
  };
  return tx;
}
