import type { Config } from '../config.js';
import { sqliteFile } from '../db/client.js';

/** The bookkeeping table of applied migrations: not data, and present in any migrated database. */
export const MIGRATIONS_TABLE = '_streamline_migrations';

/** Every table of the database with its row count (the migrations table included), read over a plain connection. */
export async function tableRowCounts(config: Pick<Config, 'provider' | 'databaseUrl'>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (config.provider === 'sqlite') {
    const { existsSync } = await import('node:fs');
    const file = sqliteFile(config.databaseUrl);
    if (!existsSync(file)) return counts;
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
      for (const { name } of tables) counts[name] = (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
    } finally {
      db.close();
    }
    return counts;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    for (const { name } of rows) counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
  } finally {
    await client.end();
  }
  return counts;
}

/** The tables (other than the migrations') that hold rows: a database holding none can be restored into. */
export function tablesWithRows(counts: Record<string, number>) {
  return Object.entries(counts)
    .filter(([name, n]) => name !== MIGRATIONS_TABLE && n > 0)
    .map(([name]) => name);
}
