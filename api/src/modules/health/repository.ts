import type { Db } from '../../db/client.js';

/** Resolves once the database answers a query. */
export async function pingDatabase(db: Db) {
  await db.$queryRawUnsafe('SELECT 1');
}
