// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string[]]> = [
  // the Relay artifacts are generated, not committed: the type check needs them
  ['relay', ['npm', 'run', 'relay']],
  // ESLint, import cycles and boundaries, Prettier (api/scripts/lint.ts); after relay, whose artifacts the web imports
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['schema drift', ['npx', 'tsx', 'api/scripts/print-schema.ts', '--check']],
  ['jest', ['npx', 'jest', '--ci']],
  // the web app and the compiled server (dist/web, dist/server), which the browser journeys run against
  ['build', ['npm', 'run', 'build']],
  // the Dockerfile's production start, on the image's files only (no Docker daemon here)
  ['image', ['npx', 'tsx', 'api/scripts/check-image.ts']],
  ['playwright', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd[0], cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
  });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
