// `npm start`: builds when the sources changed since the last build (or nothing was built yet), then runs
// the compiled server in this process. Plain JavaScript, so production never compiles TypeScript.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFingerprint, storedFingerprint } from './build-fingerprint.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const server = join(root, 'dist/server/bundle/index.js');
const built = existsSync(server) && existsSync(join(root, 'dist/web/index.html'));

if (built && storedFingerprint(root) === buildFingerprint(root)) {
  console.log('The build is up to date: starting the compiled server.');
} else {
  console.log(built ? 'The sources changed since the last build: building.' : 'No build yet: building.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(server).href);
