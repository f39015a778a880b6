import { Mutex } from 'async-mutex';
import type { Database, Statement } from 'better-sqlite3';
import type { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { Row } from './sqlDriver.js';
import { commitTogether, writeQueue } from './sqliteGroupCommit.js';

type Factory = Pick<PrismaBetterSQLite3, 'provider' | 'adapterName' | 'connect' | 'connectToShadowDb'>;
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

/** Writes on the connection Prisma writes on, behind the same lock (sqlDriver.ts `write`). */
export type SqliteWriter = { all(sql: string, params: unknown[]): Promise<Row[]> };

/**
 * Prisma's SQLite adapter runs every query on one connection and locks it only between interactive
 * transactions. A query from outside a transaction that arrives while one is open runs inside it: it
 * reads the transaction's uncommitted rows, and a rollback erases a write that was already answered
 * (a task created on one device while a reorder on another fails: the 201 stands, the task is gone).
 *
 * Here every query from outside a transaction waits, in turn with the transactions, until none is
 * open; with none open it runs at once (better-sqlite3 runs it synchronously, in the same turn as the
 * check). The app's own driver writes (`writer`) use the same connection and the same turn: SQLite
 * keeps one writer, and a driver write never waits on a lock its own process holds. Driver writes
 * asked for in the same turn of the event loop share one commit (sqliteGroupCommit.ts).
 *
 * A query that code inside a transaction's callback sends through the outer client (not `tx`) now
 * waits for that transaction, which then fails on its timeout, rather than silently joining it.
 */
export function serializeTransactions(factory: Factory): { factory: Factory; writer: SqliteWriter } {
  const lock = new Mutex();
  let connection: Database | null = null;
  const statements = new Map<string, Statement<unknown[]>>(); // prepared on `connection`

  /** Runs `query` now if no transaction is open, else after the open and queued ones, in order. */
  function outside<T>(query: () => Promise<T>): Promise<T> {
    return lock.isLocked() ? lock.runExclusive(query) : query();
  }

  function gated(adapter: Adapter): Adapter {
    return {
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      queryRaw: (query) => outside(() => adapter.queryRaw(query)),
      executeRaw: (query) => outside(() => adapter.executeRaw(query)),
      executeScript: (script) => outside(() => adapter.executeScript(script)),
      getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
      dispose: () => adapter.dispose(),
      async startTransaction(isolationLevel) {
        const release = await lock.acquire();
        try {
          return releasing(await adapter.startTransaction(isolationLevel), release);
        } catch (error) {
          release();
          throw error;
        }
      },
    };
  }

  const wrapped: Factory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // the adapter's better-sqlite3 connection (a public field of its class, not of its type)
      connection = (adapter as unknown as { client: Database }).client;
      statements.clear(); // a reconnect (after $disconnect) opens a new connection
      return gated(adapter);
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };

  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    // Prisma's connection reads integers as BigInt: these rows take plain numbers, as the reader's
    if (!prepared) statements.set(sql, (prepared = connection!.prepare<unknown[]>(sql).raw(true).safeIntegers(false)));
    return prepared;
  };
  const writer: SqliteWriter = {
    all: writeQueue((writes) => {
      outside(async () => {
        if (!connection) throw new Error('the SQLite connection is not open yet: run a Prisma query first');
        commitTogether(connection, statement, writes);
      }).catch((error) => writes.forEach((write) => write.reject(error)));
    }),
  };

  return { factory: wrapped, writer };
}

/** The transaction, releasing the lock once it has committed or rolled back. */
function releasing(transaction: Transaction, release: () => void): Transaction {
  let released = false;
  const done = () => {
    if (!released) ((released = true), release());
  };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => transaction.queryRaw(query),
    executeRaw: (query) => transaction.executeRaw(query),
    commit: () => transaction.commit().finally(done),
    rollback: () => transaction.rollback().finally(done),
  };
}
