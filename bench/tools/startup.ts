/**
 * Start to healthy and idle memory of the server, compiled (what `npm start` runs) against the
 * source under tsx (what it ran before): from spawn to the first 200 of GET /api/health, on a fresh
 * data dir (migrations, secret key) and again on that same dir, wall time and the CPU time the
 * processes used until then (the figure to trust on a busy machine); then the resident memory of the
 * process tree (`ps -o rss`) after STARTUP_IDLE_SECONDS (10) of idling. Variants alternate round by round.
 *   npm run build:server && npx tsx bench/tools/startup.ts [rounds]
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { processCpuMs } from '../lib/processCpu.ts';
import { ROOT } from '../lib/server.ts';
import { envNumber, fmt, spread, table } from '../lib/stats.ts';

const rounds = Number(process.argv[2] ?? 5);
const idleSeconds = envNumber('STARTUP_IDLE_SECONDS', 10);

const COMPILED = join(ROOT, 'dist/server/bundle/index.js');
if (!existsSync(COMPILED)) throw new Error('Run `npm run build:server` first: dist/server is missing');

const variants: Record<string, string[]> = {
  compiled: [process.execPath, COMPILED],
  'tsx (CLI)': [join(ROOT, 'node_modules/.bin/tsx'), 'api/src/index.ts'],
  'node --import tsx': [process.execPath, '--import', 'tsx', 'api/src/index.ts'],
};

/** A process and every process below it (the tsx CLI runs the app in a child), with their RSS in kB. */
function processTree(pid: number): Array<{ pid: number; rssKb: number; leaf: boolean }> {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='])
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of rows) {
      if (!inTree.has(pp) || inTree.has(p)) continue;
      inTree.add(p);
      grew = true;
    }
  }
  return rows.filter(([p]) => inTree.has(p)).map(([p, , rss]) => ({ pid: p, rssKb: rss, leaf: !rows.some(([, pp]) => pp === p) }));
}

async function startOnce(command: string[], dataDir: string): Promise<{ ms: number; cpuMs: number; proc: ChildProcess }> {
  const port = await getPort();
  const started = performance.now();
  const proc = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${proc.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      const ms = performance.now() - started;
      return { ms, cpuMs: processTree(proc.pid!).reduce((sum, p) => sum + processCpuMs(p.pid), 0), proc };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const stop = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });

const results = new Map(
  Object.keys(variants).map((v) => [
    v,
    { fresh: [] as number[], freshCpu: [] as number[], existing: [] as number[], existingCpu: [] as number[], main: [] as number[], tree: [] as number[] },
  ]),
);
for (let round = 0; round < rounds; round++) {
  for (const [name, command] of Object.entries(variants)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'streamline-startup-'));
    const r = results.get(name)!;
    try {
      const fresh = await startOnce(command, dataDir);
      r.fresh.push(fresh.ms);
      r.freshCpu.push(fresh.cpuMs);
      await stop(fresh.proc);
      const existing = await startOnce(command, dataDir);
      r.existing.push(existing.ms);
      r.existingCpu.push(existing.cpuMs);
      await new Promise((done) => setTimeout(done, idleSeconds * 1000));
      const tree = processTree(existing.proc.pid!);
      r.main.push(tree.find((p) => p.leaf)!.rssKb / 1024);
      r.tree.push(tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024);
      await stop(existing.proc);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(
      `round ${round + 1} ${name}: fresh ${Math.round(r.fresh.at(-1)!)} ms, existing ${Math.round(r.existing.at(-1)!)} ms, rss ${Math.round(r.tree.at(-1)!)} MB`,
    );
  }
}

table(
  [...results].map(([name, r]) => ({
    variant: name,
    'fresh dir, ms': fmt(spread(r.fresh), 0),
    'fresh dir, CPU ms': fmt(spread(r.freshCpu), 0),
    'existing dir, ms': fmt(spread(r.existing), 0),
    'existing dir, CPU ms': fmt(spread(r.existingCpu), 0),
    'idle RSS, serving process, MB': fmt(spread(r.main), 0),
    'idle RSS, process tree, MB': fmt(spread(r.tree), 0),
  })),
);
