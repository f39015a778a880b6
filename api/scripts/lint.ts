// `npm run lint`: ESLint, the import rules (dependency-cruiser: cycles and the api/web/shared
// boundaries) and Prettier's check. The three run side by side (the machine has two cores) and
// each prints its output when it ends, so one run lists everything to fix; the exit code is
// non-zero when any failed. ESLint and Prettier keep their caches in node_modules/.cache.
import { spawn } from 'node:child_process';

const steps: Array<[string, string[]]> = [
  ['eslint', ['npx', 'eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content']],
  ['imports', ['npx', 'depcruise', '.', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  ['prettier', ['npx', 'prettier', '--check', '.', '--cache', '--cache-strategy', 'content', '--log-level', 'warn']],
];

function run(name: string, cmd: string[]): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(Buffer.concat(output));
      console.log(`lint ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(steps.map(([name, cmd]) => run(name, cmd)));
const failed = steps.filter((_, i) => !results[i]).map(([name]) => name);
if (failed.length) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
