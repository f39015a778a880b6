import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { sqliteFile } from '../db/client.js';
import { pgTool, versionNote } from './pgTools.js';

type DbConfig = Pick<Config, 'provider' | 'databaseUrl' | 'dataDir'>;

/** Where a backup goes unless told: <DATA_DIR>/backups/streamline-<provider>-<UTC time>.(db|dump). */
export function defaultBackupFile(config: DbConfig, now = new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join(config.dataDir, 'backups', `streamline-${config.provider}-${stamp}.${config.provider === 'sqlite' ? 'db' : 'dump'}`);
}

/**
 * A consistent copy of the database while the app keeps running: SQLite's online backup API, or
 * pg_dump's custom format (one snapshot). Returns notes for the operator (e.g. a version mismatch).
 */
export async function backupDatabase(config: DbConfig, file: string) {
  if (existsSync(file)) throw new Error(`${file} exists already: choose another file`);
  mkdirSync(dirname(file), { recursive: true });
  const notes: string[] = [];
  if (config.provider === 'sqlite') {
    const source = sqliteFile(config.databaseUrl);
    if (!existsSync(source)) throw new Error(`no database at ${source}`);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(source, { fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
  } else {
    const note = await versionNote('pg_dump', config.databaseUrl);
    if (note) notes.push(note);
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${config.databaseUrl}`]);
  }
  return { file, bytes: statSync(file).size, notes };
}
