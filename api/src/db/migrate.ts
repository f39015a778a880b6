import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { sqliteFile } from './client.js';
import { PACKAGE_ROOT } from '../lib/packageRoot.js';

const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'prisma/migrations');
// Any constant: held for the run so that instances starting together migrate one at a time.
const PG_LOCK = 72_531_101;

type Migration = { name: string; sql: string };

export function listMigrations(provider: Config['provider']): Migration[] {
  const dir = join(MIGRATIONS_DIR, provider);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name, 'migration.sql'), 'utf8') }));
}

/** Applies the committed SQL migrations not yet applied; returns the names it applied. */
export async function migrate(config: Pick<Config, 'provider' | 'databaseUrl'>): Promise<string[]> {
  const migrations = listMigrations(config.provider);
  return config.provider === 'postgres' ? migratePostgres(config.databaseUrl, migrations) : migrateSqlite(sqliteFile(config.databaseUrl), migrations);
}

async function migrateSqlite(file: string, migrations: Migration[]): Promise<string[]> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE IF NOT EXISTS "_streamline_migrations" (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const applied: string[] = [];
    const run = db.transaction((m: Migration) => {
      const done = db.prepare('SELECT 1 FROM "_streamline_migrations" WHERE name = ?').get(m.name);
      if (done) return;
      db.exec(m.sql);
      db.prepare('INSERT INTO "_streamline_migrations" (name, applied_at) VALUES (?, ?)').run(m.name, new Date().toISOString());
      applied.push(m.name);
    });
    for (const m of migrations) run.immediate(m);
    return applied;
  } finally {
    db.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PG_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS "_streamline_migrations" (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ name: string }>('SELECT name FROM "_streamline_migrations"');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO "_streamline_migrations" (name) VALUES ($1)', [m.name]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PG_LOCK]).catch(() => {});
    await client.end();
  }
}
