/**
 * A/B of API targets between two builds of the app that differ by an environment variable
 * (an experiment behind `process.env[AB_VAR]`), in alternating rounds on one machine, so that drift
 * in the machine's speed falls on both alike. Each variant of each round is a fresh app on a fresh
 * database; for each it prints requests/s, p50/p99, the app's CPU per request (every thread of its
 * process), its idle RSS (after the warm-up, settled, and AB_QUIET_S seconds after the warm-up), its peak RSS (VmHWM, after the runs) and its
 * time from spawn to healthy.
 *   AB_VAR=MY_FLAG AB_ROUNDS=4 npx tsx bench/tools/api-ab.ts [graphql|rest|rest500|auth|create][,…] [seconds]
 * Variant A runs with AB_VAR unset (or AB_A), B with AB_VAR=1 (or AB_B):
 *   AB_VAR=GRAPHQL_QUERY_THREAD AB_A=1 AB_B=0 npx tsx bench/tools/api-ab.ts graphql,rest500
 * AB_PROVIDER=postgres runs both on PostgreSQL (SQLite by default). Figures are kept in
 * bench/results/api-ab-<AB_VAR>.json.
 */
import { startBenchApp } from '../lib/server.ts';
import { fmt, round, saveResults, spread } from '../lib/stats.ts';
import type { LoadRun } from '../lib/measuredLoad.ts';
import { memoryMb, settledRssMb } from '../lib/processMemory.ts';
import { loadTarget, targetNames } from '../lib/targets.ts';

const names = targetNames(process.argv[2], 'graphql');
const seconds = Number(process.argv[3] ?? 8);
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const quietSeconds = Number(process.env.AB_QUIET_S ?? 15);
const provider = (process.env.AB_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres';
const flag = process.env.AB_VAR;
if (!flag) throw new Error('AB_VAR: the environment variable that switches the experiment on');

type Variant = 'A' | 'B';
const valueOf = (v: Variant) => (v === 'B' ? (process.env.AB_B ?? '1') : process.env.AB_A);
const labelOf = (v: Variant) => `${v}${valueOf(v) === undefined ? '' : ` (${flag}=${valueOf(v)})`}`;
type Instance = { idleRss: number; quietRss: number; peakRss: number; startMs: number };
const runs: Record<Variant, { byTarget: Record<string, LoadRun[]>; instances: Instance[] }> = {
  A: { byTarget: Object.fromEntries(names.map((n) => [n, []])), instances: [] },
  B: { byTarget: Object.fromEntries(names.map((n) => [n, []])), instances: [] },
};

for (let r = 0; r < rounds; r++) {
  for (const variant of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const value = valueOf(variant);
    const b = await startBenchApp(provider, 5000, value === undefined ? {} : { [flag]: value });
    try {
      const load = (name: string, duration: number) => loadTarget(b, name, duration);
      for (const name of names) await load(name, 2); // warm-up: the JIT and the compiled queries
      const warmedAt = Date.now();
      const idleRss = await settledRssMb(b.app.pid);
      // the same instance after AB_QUIET_S (15) seconds without a request (the server compacts its heap after IDLE_COMPACT_MS)
      await new Promise((r) => setTimeout(r, Math.max(0, warmedAt + quietSeconds * 1000 - Date.now())));
      const quietRss = memoryMb(b.app.pid).rss;
      for (const name of names) {
        const run = await load(name, seconds);
        if (run.non2xx || run.errors) throw new Error(`${variant} ${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
        runs[variant].byTarget[name].push(run);
        console.log(
          `round ${r + 1} ${variant} ${name.padEnd(8)} ${Math.round(run.rps)} req/s  p50 ${run.p50}  p99 ${run.p99} ms  CPU ${Math.round(run.cpuUs)} µs/req`,
        );
      }
      const instance = { idleRss, quietRss, peakRss: memoryMb(b.app.pid).peak, startMs: b.app.startMs };
      runs[variant].instances.push(instance);
      console.log(
        `round ${r + 1} ${variant} RSS idle ${round(instance.idleRss)} MB, after ${quietSeconds} s ${round(instance.quietRss)} MB  peak ${round(instance.peakRss)} MB  start ${Math.round(instance.startMs)} ms`,
      );
    } finally {
      await b.stop();
    }
  }
}

const byRound = (values: number[]) => values.map((x) => x.toFixed(2)).join(', ');
console.log(`\n${provider}, ${rounds} rounds × ${seconds} s at 32 connections; median (min–max)`);
for (const v of ['A', 'B'] as const) {
  const inst = runs[v].instances;
  console.log(
    `${labelOf(v)}: RSS idle ${fmt(spread(inst.map((i) => i.idleRss)), 0)} MB, after ${quietSeconds} s ${fmt(spread(inst.map((i) => i.quietRss)), 0)} MB  peak ${fmt(spread(inst.map((i) => i.peakRss)), 0)} MB  start ${fmt(spread(inst.map((i) => i.startMs)), 0)} ms`,
  );
}
for (const name of names) {
  console.log(`\n${name}:`);
  for (const v of ['A', 'B'] as const) {
    const rs = runs[v].byTarget[name];
    console.log(
      `${labelOf(v)}: req/s ${fmt(spread(rs.map((x) => x.rps)), 0)}  CPU ${fmt(spread(rs.map((x) => x.cpuUs)), 0)} µs/req  p50 ${fmt(spread(rs.map((x) => x.p50)))}  p99 ${fmt(spread(rs.map((x) => x.p99)))}`,
    );
  }
  const a = runs.A.byTarget[name];
  const bRuns = runs.B.byTarget[name];
  console.log(`B/A req/s by round: ${byRound(bRuns.map((x, i) => x.rps / a[i].rps))}`);
  console.log(`B/A CPU per request by round: ${byRound(bRuns.map((x, i) => x.cpuUs / a[i].cpuUs))}`);
  console.log(`B/A p99 by round: ${byRound(bRuns.map((x, i) => x.p99 / a[i].p99))}`);
}
const inst = (v: Variant) => runs[v].instances;
console.log(`\nB/A idle RSS by round: ${byRound(inst('B').map((x, i) => x.idleRss / inst('A')[i].idleRss))}`);
console.log(`B/A idle RSS after ${quietSeconds} s by round: ${byRound(inst('B').map((x, i) => x.quietRss / inst('A')[i].quietRss))}`);
console.log(`B/A peak RSS by round: ${byRound(inst('B').map((x, i) => x.peakRss / inst('A')[i].peakRss))}`);
saveResults(`api-ab-${flag}`, { provider, rounds, seconds, targets: names, A: { value: valueOf('A'), ...runs.A }, B: { value: valueOf('B'), ...runs.B } });
