// `npm test`: every check CI runs, stopping at the first stage that fails. The checks of a stage run
// side by side (most of them use one core, and the machines have two); each one's output is printed
// whole when it ends.
import { spawn } from 'node:child_process';

type Step = { name: string; cmd: string[] };
/** Steps in one chain run one after another; the chains of a stage run side by side. */
type Stage = Step[][];

const step = (name: string, ...cmd: string[]): Step => ({ name, cmd });

const stages: Stage[] = [
  // the Relay artifacts are generated, not committed: the type check, lint and build need them
  [[step('relay', 'npm', 'run', 'relay')]],
  [
    // ESLint, import cycles and boundaries, Prettier (api/scripts/lint.ts)
    [step('lint', 'npm', 'run', 'lint')],
    [step('typecheck', 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'), step('schema drift', 'npx', 'tsx', 'api/scripts/print-schema.ts', '--check')],
    [
      // the web app and the compiled server (dist/web, dist/server), which the browser journeys run against
      step('build', 'npm', 'run', 'build'),
      // the Dockerfile's production start, on the image's files only (no Docker daemon here)
      step('image', 'npx', 'tsx', 'api/scripts/check-image.ts'),
    ],
  ],
  [[step('jest', 'npx', 'jest', '--ci')]],
  // two Playwright runs, each with its own app (api/scripts/e2e-shards.ts)
  [[step('playwright', 'npx', 'tsx', 'api/scripts/e2e-shards.ts')]],
];

const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

function run({ name, cmd }: Step, alone: boolean): Promise<boolean> {
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const output: Buffer[] = [];
  const child = spawn(cmd[0], cmd.slice(1), { env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (output.length) process.stdout.write(`\n--- ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    }),
  );
}

async function runChain(chain: Step[], alone: boolean) {
  for (const s of chain) if (!(await run(s, alone))) return false;
  return true;
}

const only = process.argv.slice(2);
for (const stage of stages) {
  const chains = stage.map((chain) => chain.filter((s) => !only.length || only.includes(s.name))).filter((chain) => chain.length);
  if (!chains.length) continue;
  const alone = chains.length === 1 && chains[0].length === 1;
  const results = await Promise.all(chains.map((chain) => runChain(chain, alone)));
  if (results.includes(false)) process.exit(1);
}
