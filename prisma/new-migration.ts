// Creates the next migration for both providers from the change in prisma/models.prisma:
//   npm run db:migration -- <name>
// Each provider keeps the datamodel its migrations reach (schema.snapshot.prisma) so the
// diff runs datamodel-to-datamodel, with no database and no schema-engine binary.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_');
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(2);
}
execFileSync(process.execPath, [join(here, 'write-schemas.mjs')], { stdio: 'inherit' });
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

for (const provider of ['sqlite', 'postgres']) {
  const dir = join(here, 'migrations', provider);
  mkdirSync(dir, { recursive: true });
  const target = join(here, 'generated', `${provider}.prisma`);
  const snapshot = join(dir, 'schema.snapshot.prisma');
  const from = existsSync(snapshot) ? ['--from-schema-datamodel', snapshot] : ['--from-empty'];
  const sql = execFileSync('npx', ['prisma', 'migrate', 'diff', ...from, '--to-schema-datamodel', target, '--script'], { encoding: 'utf8' });
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.log(`${provider}: no change`);
    continue;
  }
  const folder = join(dir, `${stamp}_${name}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'migration.sql'), sql);
  writeFileSync(snapshot, readFileSync(target, 'utf8'));
  console.log(`${provider}: wrote ${folder}/migration.sql`);
}
