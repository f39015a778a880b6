/**
 * A/B of one API target between two builds of the app that differ by an environment variable
 * (an experiment behind `process.env[AB_VAR]`), in alternating rounds on one machine, so that drift
 * in the machine's speed falls on both alike.
 *   AB_VAR=MY_FLAG AB_ROUNDS=4 npx tsx bench/tools/api-ab.ts [graphql|rest|auth] [seconds]
 * Variant A runs with AB_VAR unset (or AB_A), B with AB_VAR=1 (or AB_B):
 *   AB_VAR=GRAPHQL_QUERY_THREAD AB_A=0 AB_B=1 npx tsx bench/tools/api-ab.ts graphql
 * AB_PROVIDER=postgres runs both on PostgreSQL (SQLite by default).
 */
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';
import { fmt, spread } from '../lib/stats.ts';

const which = process.argv[2] ?? 'graphql';
const seconds = Number(process.argv[3] ?? 8);
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const flag = process.env.AB_VAR;
if (!flag) throw new Error('AB_VAR: the environment variable that switches the experiment on');
const targets: Record<string, { method: 'GET' | 'POST'; path: string; body?: string }> = {
  graphql: { method: 'POST', path: '/graphql', body: GQL_LIST },
  rest: { method: 'GET', path: '/api/tasks?limit=50' },
  auth: { method: 'GET', path: '/api/auth/check' },
};
const target = targets[which];
const runs: Record<'A' | 'B', { rps: number[]; p50: number[]; p99: number[] }> = { A: { rps: [], p50: [], p99: [] }, B: { rps: [], p50: [], p99: [] } };
for (let round = 0; round < rounds; round++) {
  for (const variant of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const value = variant === 'B' ? (process.env.AB_B ?? '1') : process.env.AB_A;
    const b = await startBenchApp((process.env.AB_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres', 5000, value === undefined ? {} : { [flag]: value });
    try {
      const load = (duration: number) =>
        autocannon({
          url: b.url + target.path,
          method: target.method,
          body: target.body,
          connections: 32,
          duration,
          headers: { cookie: b.cookie, 'content-type': 'application/json' },
        });
      await load(2); // warm-up: the JIT and the compiled queries
      const r = await load(seconds);
      if (r.non2xx || r.errors) throw new Error(`${variant}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      runs[variant].rps.push(r.requests.average);
      runs[variant].p50.push(r.latency.p50);
      runs[variant].p99.push(r.latency.p99);
      console.log(`round ${round + 1} ${variant}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99}`);
    } finally {
      await b.stop();
    }
  }
}
for (const v of ['A', 'B'] as const) {
  const value = v === 'B' ? (process.env.AB_B ?? '1') : process.env.AB_A;
  console.log(
    `${v}${value === undefined ? '' : ` (${flag}=${value})`}: req/s ${fmt(spread(runs[v].rps))}  p50 ${fmt(spread(runs[v].p50))}  p99 ${fmt(spread(runs[v].p99))}`,
  );
}
const ratios = runs.B.rps.map((b, i) => b / runs.A.rps[i]);
console.log(`B/A req/s by round: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
