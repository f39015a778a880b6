// The server as production runs it: one bundle of api/src/index.ts and the packages it imports
// (esbuild, minified), in dist/server/bundle. Node then loads a few dozen files instead of about two
// thousand modules, and starts in about half the CPU (bench/RESULTS.md).
// Code loaded at first use (`await import(…)`) stays in chunks of its own, loaded only then.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUNDLE_DIR = join(root, 'dist/server/bundle');

rmSync(BUNDLE_DIR, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'api/src/index.ts' },
  outdir: BUNDLE_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  // error names and the constructors libraries compare by name stay readable
  keepNames: true,
  // `node --enable-source-maps dist/server/bundle/index.js`: stack traces name the source files
  sourcemap: 'linked',
  logLevel: 'error',
  // from node_modules: the native addons (and pg's optional one), and ioredis, whose CommonJS exports
  // (`module.exports` is the class, with the named exports as its properties) a bundle does not reproduce
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native', 'ioredis'],
  // the CommonJS packages inside an ES module bundle: their require() of Node's modules and the addons
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
