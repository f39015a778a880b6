// npm run restore -- <backup file> [--force]
// Puts a backup made by `npm run backup` in place of the database of DATABASE_URL / DATA_DIR. Stop
// the app first. A target holding rows is refused unless --force. See docs/operate.md.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { restoreDatabase } from '../src/ops/restore.js';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new Error(`name one backup file\n${USAGE}`);
  const config = loadConfig();
  const file = resolve(positionals[0]);
  const { notes } = await restoreDatabase(config, file, { force: values.force });
  for (const note of notes) console.warn(`warning: ${note}`);
  console.log(`restored ${file} into the ${config.provider} database; the app applies newer migrations when it starts`);
}

main().catch((err) => {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exit(1);
});
