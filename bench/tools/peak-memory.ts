/**
 * What one instance's peak memory under the list load is made of: the app runs with bench/lib/heapProbe.mjs
 * preloaded; after the warm-ups (2 s per target) and after each target's load (32 connections), the probe
 * reports the sample with the highest RSS (V8's heap spaces, external and array buffers, the rest outside
 * V8's heap) and each figure's own highest.
 *   npx tsx bench/tools/peak-memory.ts [graphql|rest500|rest|auth|create][,…] [seconds]
 * PEAK_PROVIDER=postgres runs it on PostgreSQL (with REDIS_URL for Redis); BENCH_NODE_ARGS and PEAK_ENV
 * (`NAME=value,…`) pass node flags and environment to the app.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchApp } from '../lib/server.ts';
import { memoryMb } from '../lib/processMemory.ts';
import { round } from '../lib/stats.ts';
import { loadTarget, targetNames } from '../lib/targets.ts';

const names = targetNames(process.argv[2], 'graphql,rest500');
const seconds = Number(process.argv[3] ?? 10);
const provider = (process.env.PEAK_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres';
const dir = mkdtempSync(join(tmpdir(), 'streamline-peak-'));
const out = join(dir, 'probe.json');
const env = Object.fromEntries(
  (process.env.PEAK_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);
const probe = `--import ${new URL('../lib/heapProbe.mjs', import.meta.url).pathname}`;
const b = await startBenchApp(provider, 5000, { ...env, HEAP_PROBE_OUT: out, BENCH_NODE_ARGS: `${process.env.BENCH_NODE_ARGS ?? ''} ${probe}` });

const report = async (label: string) => {
  b.app.proc.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  const { atPeak, highest } = JSON.parse(readFileSync(out, 'utf8')) as Record<string, Record<string, number>>;
  const keys = Object.keys(atPeak).filter((k) => !k.endsWith('.used') || k.startsWith('new_space') || k.startsWith('old_space'));
  console.log(`\n${label}: VmHWM ${round(memoryMb(b.app.pid).peak)} MB`);
  console.log(`  at the highest RSS: ${keys.map((k) => `${k} ${atPeak[k].toFixed(1)}`).join(', ')}`);
  console.log(`  each one's highest: ${keys.map((k) => `${k} ${highest[k].toFixed(1)}`).join(', ')}`);
};
try {
  const load = (name: string, duration: number) => loadTarget(b, name, duration);
  for (const name of names) await load(name, 2);
  await report('warm-ups');
  for (const name of names) {
    const run = await load(name, seconds);
    console.log(`\n${name}: ${Math.round(run.rps)} req/s, CPU ${Math.round(run.cpuUs)} µs/req, p99 ${run.p99} ms, ${run.non2xx + run.errors} failed`);
    await report(name);
  }
} finally {
  await b.stop();
  rmSync(dir, { recursive: true, force: true });
}
