import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config.js';
import { sqliteFile } from '../db/client.js';
import { pgTool, versionNote } from './pgTools.js';
import { MIGRATIONS_TABLE, tableRowCounts, tablesWithRows } from './tables.js';

type DbConfig = Pick<Config, 'provider' | 'databaseUrl'>;

/**
 * Puts a backup in place of the database of `config`. The target must hold no rows (a new database,
 * or one the app only migrated) unless `force`; the app must not be running on it.
 */
export async function restoreDatabase(config: DbConfig, file: string, { force = false } = {}) {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const filled = tablesWithRows(await tableRowCounts(config));
  if (filled.length && !force) {
    throw new Error(
      `the target database is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''} hold rows): restore with --force to replace it`,
    );
  }
  const notes: string[] = [];
  if (config.provider === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const known = backup.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
      if (!known) throw new Error(`${file} is not a Streamline SQLite backup`);
      const target = sqliteFile(config.databaseUrl);
      mkdirSync(dirname(target), { recursive: true });
      // the backup API writes the whole database through a connection to the target (its WAL included)
      await backup.backup(target);
    } finally {
      backup.close();
    }
  } else {
    const note = await versionNote('pg_restore', config.databaseUrl);
    if (note) notes.push(note);
    await pgTool('pg_restore', ['--list', file]).catch((err: unknown) => {
      throw new Error(`${file} is not a pg_dump archive (custom format)`, { cause: err });
    });
    // --clean --if-exists: a target the app has migrated has the tables already; one transaction: all or nothing
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
  }
  return { notes };
}
