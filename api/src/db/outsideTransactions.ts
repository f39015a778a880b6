import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';

/**
 * The Kysely driver of `db.$kysely`: every query goes to `executeQuery`, on the connection Prisma
 * itself runs on. Transactions are Prisma's: inside `db.$transaction`, `tx.$kysely` runs through the
 * transaction client instead.
 */
export class OutsideTransactionsDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(executeQuery: (query: CompiledQuery) => Promise<QueryResult<unknown>>) {
    this.connection = {
      executeQuery: executeQuery as DatabaseConnection['executeQuery'],
      // eslint-disable-next-line require-yield
      async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
        throw new Error('db.$kysely does not stream');
      },
    };
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
