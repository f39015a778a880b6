// npm run backup [-- --out <file>]
// A consistent copy of the database while the app runs: SQLite's online backup, or pg_dump (custom
// format) when DATABASE_URL is PostgreSQL. Honours DATABASE_URL / DATA_DIR; see docs/operate.md.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { backupDatabase, defaultBackupFile } from '../src/ops/backup.js';

const USAGE = 'Usage: npm run backup -- [--out <file>]';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return void console.log(USAGE);
  const config = loadConfig();
  const file = resolve(values.out ?? defaultBackupFile(config));
  const { bytes, notes } = await backupDatabase(config, file);
  for (const note of notes) console.warn(`warning: ${note}`);
  console.log(`backed up the ${config.provider} database to ${file} (${bytes} bytes)`);
  if (!process.env.SECRET_KEY) console.log(`keep ${config.dataDir}/secret.key with it: stored secrets (2FA, webhooks, Jira) are encrypted with that key`);
}

main().catch((err) => {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
});
