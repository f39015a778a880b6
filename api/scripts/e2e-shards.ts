// The browser journeys split over E2E_SHARDS (2) Playwright runs side by side, each with its own app
// (port 3100 + i) and data folder, so no journey sees another's rows. A run waits on the browser and
// the app as much as it computes: two of them keep both cores busy.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const extra = process.argv.slice(2);

function runShard(index: number): Promise<number> {
  const tag = `[${index}/${shards}]`;
  // a failed journey runs once more and the report names it flaky: the offline journeys' multi-tab sync
  // still fails now and then under load
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--shard=${index}/${shards}`, '--retries=1', ...extra], {
    env: { ...process.env, E2E_PORT: String(basePort + index - 1) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`${tag} ${line}`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
codes.forEach((code, i) => console.log(`shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
