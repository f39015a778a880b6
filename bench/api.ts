/**
 * API bench (issue 9): requests/s and p50/p99 latency at 32 connections, on SQLite and PostgreSQL,
 * for the task list (first 50 of 5,000 tasks with project names) through GraphQL and REST, create-task
 * and the auth check, each against a bare node:http server doing the same work on the same driver
 * (bench/bare-server.ts), measured in the same run. Rounds interleave the targets so that noise from
 * other work on the machine spreads over all of them.
 *
 *   npm run bench:api
 *   BENCH_PROVIDERS=sqlite BENCH_RUNS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:api
 */
import autocannon from 'autocannon';
import { envNumber, fmt, pct, saveResults, spread, table, verdict, type Spread } from './lib/stats.ts';
import { GQL_LIST } from './lib/queries.ts';
import { providersFromEnv, spawnServer, startBenchApp, type BenchApp, type Child } from './lib/server.ts';

const RUNS = envNumber('BENCH_RUNS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const TASKS = envNumber('BENCH_TASKS', 5000);

type Target = { name: string; baseline?: string; method: 'GET' | 'POST'; path: string; body?: (b: BenchApp) => string; server: 'app' | 'bare'; gql?: boolean };

const ALL_TARGETS: Target[] = [
  { name: 'bare list', method: 'GET', path: '/api/tasks?limit=50', server: 'bare' },
  { name: 'REST list', baseline: 'bare list', method: 'GET', path: '/api/tasks?limit=50', server: 'app' },
  { name: 'GraphQL list', baseline: 'bare list', method: 'POST', path: '/graphql', body: () => GQL_LIST, server: 'app', gql: true },
  { name: 'bare auth check', method: 'GET', path: '/api/auth/check', server: 'bare' },
  { name: 'auth check', baseline: 'bare auth check', method: 'GET', path: '/api/auth/check', server: 'app' },
  { name: 'bare create', method: 'POST', path: '/api/tasks', body: createBody, server: 'bare' },
  { name: 'REST create', baseline: 'bare create', method: 'POST', path: '/api/tasks', body: createBody, server: 'app' },
];

/** BENCH_TARGETS="bare list,GraphQL list" narrows a run (a target's baseline is always kept). */
const only = process.env.BENCH_TARGETS?.split(',').map((n) => n.trim());
const TARGETS = only
  ? ALL_TARGETS.filter((t) => only.includes(t.name) || ALL_TARGETS.some((u) => only.includes(u.name) && u.baseline === t.name))
  : ALL_TARGETS;

function createBody(b: BenchApp) {
  return JSON.stringify({ name: 'Bench task', description: 'made by bench/api.ts', priority: 5, duration: 30, projectId: b.projectIds[0] });
}

type Run = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** Waits until the server has worked off what the last run left queued (a health probe answers fast). */
async function settle(url: string, probe: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    await fetch(url + probe).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    if (performance.now() - start < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function cannon(url: string, t: Target, b: BenchApp, seconds: number): Promise<Run> {
  await settle(url, t.server === 'app' ? '/api/health' : '/health');
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie: b.cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: t.body?.(b),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One request of each target, to check that app and baseline answer the same rows. */
async function check(url: string, t: Target, b: BenchApp) {
  const res = await fetch(url + t.path, { method: t.method, headers: { cookie: b.cookie, 'content-type': 'application/json' }, body: t.body?.(b) });
  const text = await res.text();
  let rows: number | string = '-';
  try {
    const json = JSON.parse(text);
    if (Array.isArray(json)) rows = json.length;
    else if (json?.data?.tasks) rows = json.data.tasks.edges.length;
    if (json?.errors) rows = `errors: ${JSON.stringify(json.errors).slice(0, 200)}`;
  } catch {
    rows = `not JSON: ${text.slice(0, 100)}`;
  }
  return { status: res.status, bytes: text.length, rows };
}

async function benchProvider(provider: 'sqlite' | 'postgres') {
  console.log(`\n=== ${provider}: seeding ${TASKS} tasks over 20 projects ===`);
  const b = await startBenchApp(provider, TASKS);
  let bare: Child | null = null;
  try {
    bare = await spawnServer('bench/bare-server.ts', { DATABASE_URL: b.databaseUrl }, '/health');
    const urlOf = (t: Target) => (t.server === 'app' ? b.url : bare!.url);
    for (const t of TARGETS) {
      const c = await check(urlOf(t), t, b);
      console.log(`check ${t.name.padEnd(16)} ${c.status} ${c.bytes} bytes, rows: ${c.rows}`);
    }
    for (const t of TARGETS) await cannon(urlOf(t), t, b, 2); // warm-up (JIT, caches, pools)
    const runs: Record<string, Run[]> = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const t of TARGETS) {
        const run = await cannon(urlOf(t), t, b, SECONDS);
        runs[t.name].push(run);
        console.log(
          `run ${r + 1}/${RUNS} ${t.name.padEnd(16)} ${Math.round(run.rps)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms${run.errors || run.non2xx ? `  errors ${run.errors} non-2xx ${run.non2xx}` : ''}`,
        );
      }
    }
    const summary: Record<string, { rps: Spread; p50: Spread; p99: Spread; ratio?: Spread; errors: number; non2xx: number }> = {};
    for (const t of TARGETS) {
      const rs = runs[t.name];
      summary[t.name] = {
        rps: spread(rs.map((x) => x.rps)),
        p50: spread(rs.map((x) => x.p50)),
        p99: spread(rs.map((x) => x.p99)),
        errors: rs.reduce((s, x) => s + x.errors, 0),
        non2xx: rs.reduce((s, x) => s + x.non2xx, 0),
      };
      // each run's ratio is against the baseline's run of the same round
      if (t.baseline) summary[t.name].ratio = spread(rs.map((x, i) => x.rps / runs[t.baseline!][i].rps));
    }
    console.log(`\n${provider}: ${CONNECTIONS} connections, ${RUNS} × ${SECONDS} s, median (min–max)`);
    table(
      TARGETS.map((t) => {
        const s = summary[t.name];
        return {
          target: t.name,
          'req/s': fmt(s.rps, 0),
          'p50 ms': fmt(s.p50, 1),
          'p99 ms': fmt(s.p99, 1),
          'vs baseline': s.ratio ? `${pct(s.ratio.median)} (${pct(s.ratio.min)}–${pct(s.ratio.max)})` : 'baseline',
          errors: s.errors + s.non2xx,
        };
      }),
    );
    const gql = summary['GraphQL list']?.ratio?.median;
    const rest = summary['REST list']?.ratio?.median;
    if (gql !== undefined) console.log(`\ntarget GraphQL list >= 50 % of bare: ${pct(gql)} ${verdict(gql >= 0.5)}`);
    if (rest !== undefined) console.log(`target REST list >= 70 % of bare: ${pct(rest)} ${verdict(rest >= 0.7)}`);
    if (provider === 'sqlite') {
      for (const name of ['REST list', 'GraphQL list', 'auth check', 'REST create'].filter((n) => summary[n])) {
        const p99 = summary[name].p99.median;
        console.log(`target p99 < 25 ms (${name}): ${p99} ms ${verdict(p99 < 25)}`);
      }
    }
    return summary;
  } finally {
    await bare?.stop();
    await b.stop();
  }
}

const results: Record<string, unknown> = { connections: CONNECTIONS, runs: RUNS, seconds: SECONDS, tasks: TASKS };
for (const provider of providersFromEnv()) results[provider] = await benchProvider(provider);
saveResults('api', results);
