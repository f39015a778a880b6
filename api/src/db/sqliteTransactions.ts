import { Mutex } from 'async-mutex';
import type { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';

type Factory = Pick<PrismaBetterSQLite3, 'provider' | 'adapterName' | 'connect' | 'connectToShadowDb'>;
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

/**
 * Prisma's SQLite adapter runs every query on one connection and locks it only between interactive
 * transactions. A query from outside a transaction that arrives while one is open runs inside it: it
 * reads the transaction's uncommitted rows, and a rollback erases a write that was already answered
 * (a task created on one device while a reorder on another fails: the 201 stands, the task is gone).
 *
 * Here every query from outside a transaction waits, in turn with the transactions, until none is
 * open; with none open it runs at once. Kysely's queries go through Prisma (db/client.ts), so they
 * wait the same way. A query that code inside a transaction's callback sends through the outer client
 * (not `tx`) waits for that transaction, which then fails on its timeout, rather than silently joining it.
 */
export function serializeTransactions(factory: Factory): Factory {
  const lock = new Mutex();
  const outside = <T>(query: () => Promise<T>): Promise<T> => (lock.isLocked() ? lock.runExclusive(query) : query());

  const gated = (adapter: Adapter): Adapter => ({
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
  });

  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => gated(await factory.connect()),
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

/** The transaction, releasing the lock once it has committed or rolled back. */
function releasing(transaction: Transaction, release: () => void): Transaction {
  let released = false;
  const done = () => {
    if (released) return;
    released = true;
    release();
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
