/**
 * Checks that the SQLite pragmas of api/src/db/client.ts really apply on the driver adapter's
 * connection: reads each one back before and after a model query.   npx tsx bench/tools/pragmas.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../api/src/db/client.ts';

const dir = mkdtempSync(join(tmpdir(), 'pragmas-'));
const db = await createDb({ provider: 'sqlite', databaseUrl: `file:${join(dir, 'x.db')}` });
const show = (rows: unknown) => JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? Number(v) : v));
try {
  for (const p of ['journal_mode', 'synchronous', 'cache_size', 'temp_store', 'mmap_size', 'foreign_keys', 'busy_timeout']) {
    const before = await db.$queryRawUnsafe(`PRAGMA ${p}`);
    await db.$queryRawUnsafe('SELECT 1');
    const after = await db.$queryRawUnsafe(`PRAGMA ${p}`);
    console.log(`${p.padEnd(13)} ${show(before)} ${show(after)}`);
  }
} finally {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
}
