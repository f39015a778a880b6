import { dirname } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PrismaClient as SqliteClient } from '../generated/prisma-sqlite/client.js';
import { PrismaClient as PostgresClient } from '../generated/prisma-postgres/client.js';
import type { Config } from '../config.js';

/** Both generated clients share one model API; the SQLite one's types stand for both. */
export type Db = SqliteClient;

export function sqliteFile(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, '');
}

export async function createDb(config: Pick<Config, 'provider' | 'databaseUrl'>): Promise<Db> {
  if (config.provider === 'postgres') {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const adapter = new PrismaPg({ connectionString: config.databaseUrl, max: 10 });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
  const file = sqliteFile(config.databaseUrl);
  mkdirSync(dirname(file), { recursive: true });
  const adapter = new PrismaBetterSQLite3({ url: file });
  const db = new SqliteClient({ adapter });
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait, not fail.
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  return db;
}
