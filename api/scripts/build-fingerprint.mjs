// The fingerprint of everything `npm run build` reads: the sources of the server, the web app and the
// shared code, the Prisma models and migrations, the lock file and the build configuration. `npm run
// build` stores it beside its output; `npm start` rebuilds only when it differs. Plain JavaScript: it
// runs before anything is compiled.
//   node api/scripts/build-fingerprint.mjs [--write] [root]   prints (and with --write stores) it
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const INPUTS = [
  'api/src',
  'api/scripts',
  'shared',
  'web',
  'prisma',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'relay.config.json',
];
// outputs of the build or of `npm install`, and files the build does not read
const SKIPPED_DIRS = new Set(['node_modules', 'generated', '__generated__', 'dist', 'test-results']);
const isTest = (name) => /\.(test|spec)\.tsx?$/.test(name);

export const FINGERPRINT_FILE = 'dist/.build-fingerprint';

function filesUnder(root, path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    if (entry.isFile() && isTest(entry.name)) continue;
    filesUnder(root, join(path, entry.name), out);
  }
  return out;
}

/** A hash of the build's inputs under `root`: their paths and contents. */
export function buildFingerprint(root) {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(root, input, [])).sort();
  for (const file of files) {
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint the last build stored, or null. */
export function storedFingerprint(root) {
  const file = join(root, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function storeFingerprint(root, fingerprint) {
  mkdirSync(dirname(join(root, FINGERPRINT_FILE)), { recursive: true });
  writeFileSync(join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = args.find((a) => !a.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const fingerprint = buildFingerprint(root);
  if (args.includes('--write')) storeFingerprint(root, fingerprint);
  console.log(fingerprint);
}
