/**
 * API bench: requests/s, p50/p99 latency at 32 connections and the server's CPU per request,
 * on SQLite and PostgreSQL, for the task list (first 50 of 5,000 tasks with project names) through
 * GraphQL and REST, the REST list of 500, create-task and the auth check, each against a bare node:http
 * server doing the same work on the same driver (bench/bare-server.ts), measured in the same run.
 * Rounds interleave the targets so that noise from other work on the machine spreads over all of them.
 * Verdicts against the limits of bench/lib/limits.ts: CPU per request and p99 as ratios to the bare
 * server, the app's idle resident memory (BENCH_QUIET_S, 30, seconds after the warm-up's last request;
 * the figure right after the warm-up is printed too), its peak, and its time from spawn to healthy.
 *
 *   npm run bench:api
 *   BENCH_PROVIDERS=sqlite BENCH_RUNS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:api
 */
import { envNumber, fmt, pct, round, saveResults, spread, table, verdict, type Spread } from './lib/stats.ts';
import { GQL_LIST } from './lib/queries.ts';
import { providersFromEnv, spawnServer, startBenchApp, type BenchApp, type Child } from './lib/server.ts';
import { measuredLoad, type LoadRun } from './lib/measuredLoad.ts';
import { memoryMb, settledRssMb } from './lib/processMemory.ts';
import { LIMITS, RATIO_TARGETS } from './lib/limits.ts';

const RUNS = envNumber('BENCH_RUNS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const TASKS = envNumber('BENCH_TASKS', 5000);
/** seconds without a request after the warm-up before the idle RSS is read */
const QUIET_S = envNumber('BENCH_QUIET_S', 30);

type Target = { name: string; baseline?: string; method: 'GET' | 'POST'; path: string; body?: (b: BenchApp) => string; server: 'app' | 'bare'; gql?: boolean };

const ALL_TARGETS: Target[] = [
  { name: 'bare list', method: 'GET', path: '/api/tasks?limit=50', server: 'bare' },
  { name: 'REST list', baseline: 'bare list', method: 'GET', path: '/api/tasks?limit=50', server: 'app' },
  { name: 'bare list 500', method: 'GET', path: '/api/tasks?limit=500', server: 'bare' },
  { name: 'REST list 500', baseline: 'bare list 500', method: 'GET', path: '/api/tasks?limit=500', server: 'app' },
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

type Run = LoadRun;

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

async function cannon(server: Child, t: Target, b: BenchApp, seconds: number): Promise<Run> {
  await settle(server.url, t.server === 'app' ? '/api/health' : '/health');
  return measuredLoad(server.pid, {
    url: server.url + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie: b.cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: t.body?.(b),
  });
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
    const bareServer = bare;
    const serverOf = (t: Target) => (t.server === 'app' ? b.app : bareServer);
    for (const t of TARGETS) {
      const c = await check(serverOf(t).url, t, b);
      console.log(`check ${t.name.padEnd(16)} ${c.status} ${c.bytes} bytes, rows: ${c.rows}`);
    }
    for (const t of TARGETS) await cannon(serverOf(t), t, b, 2); // warm-up (JIT, caches, pools)
    const warmedAt = Date.now();
    const afterWarmUp = { app: await settledRssMb(b.app.pid), bare: await settledRssMb(bareServer.pid) };
    console.log(`RSS right after the warm-up (settled): app ${round(afterWarmUp.app)} MB, bare ${round(afterWarmUp.bare)} MB`);
    // an idle instance: no request for QUIET_S seconds, long enough for the server's idle collections (IDLE_COMPACT_MS)
    await new Promise((r) => setTimeout(r, Math.max(0, warmedAt + QUIET_S * 1000 - Date.now())));
    const idleRss = { app: memoryMb(b.app.pid).rss, bare: memoryMb(bareServer.pid).rss };
    console.log(
      `idle RSS (${QUIET_S} s without a request): app ${round(idleRss.app)} MB, bare ${round(idleRss.bare)} MB; app started in ${Math.round(b.app.startMs)} ms`,
    );
    const runs: Record<string, Run[]> = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const t of TARGETS) {
        const run = await cannon(serverOf(t), t, b, SECONDS);
        runs[t.name].push(run);
        console.log(
          `run ${r + 1}/${RUNS} ${t.name.padEnd(16)} ${Math.round(run.rps)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  CPU ${Math.round(run.cpuUs)} µs/req${run.errors || run.non2xx ? `  errors ${run.errors} non-2xx ${run.non2xx}` : ''}`,
        );
      }
    }
    const peakRss = { app: memoryMb(b.app.pid).peak, bare: memoryMb(bareServer.pid).peak };
    const summary: Record<
      string,
      { rps: Spread; p50: Spread; p99: Spread; cpuUs: Spread; ratio?: Spread; cpuRatio?: Spread; p99Ratio?: Spread; errors: number; non2xx: number }
    > = {};
    for (const t of TARGETS) {
      const rs = runs[t.name];
      summary[t.name] = {
        rps: spread(rs.map((x) => x.rps)),
        p50: spread(rs.map((x) => x.p50)),
        p99: spread(rs.map((x) => x.p99)),
        cpuUs: spread(rs.map((x) => x.cpuUs)),
        errors: rs.reduce((s, x) => s + x.errors, 0),
        non2xx: rs.reduce((s, x) => s + x.non2xx, 0),
      };
      // each run's ratio is against the baseline's run of the same round
      if (t.baseline) {
        const base = runs[t.baseline];
        summary[t.name].ratio = spread(rs.map((x, i) => x.rps / base[i].rps));
        summary[t.name].cpuRatio = spread(rs.map((x, i) => x.cpuUs / base[i].cpuUs));
        summary[t.name].p99Ratio = spread(rs.map((x, i) => x.p99 / base[i].p99));
      }
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
    console.log(`\n${provider}: the server's CPU per request (all its threads) and p99, each against its baseline's run of the same round`);
    const ratio = (s?: Spread) => (s ? `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})` : 'baseline');
    table(
      TARGETS.map((t) => {
        const s = summary[t.name];
        return {
          target: t.name,
          'CPU µs/req': fmt(s.cpuUs, 0),
          'CPU vs baseline': ratio(s.cpuRatio),
          'p99 ms': fmt(s.p99, 1),
          'p99 vs baseline': ratio(s.p99Ratio),
        };
      }),
    );
    console.log(`\n${provider}: targets (medians of the per-round ratios)`);
    for (const name of RATIO_TARGETS.filter((n) => summary[n])) {
      const { cpuRatio, p99Ratio } = summary[name];
      console.log(`CPU per request ${name} <= ${LIMITS.cpuRatio}× bare: ${cpuRatio!.median.toFixed(2)}× ${verdict(cpuRatio!.median <= LIMITS.cpuRatio)}`);
      console.log(`p99 ${name} <= ${LIMITS.p99Ratio}× bare: ${p99Ratio!.median.toFixed(2)}× ${verdict(p99Ratio!.median <= LIMITS.p99Ratio)}`);
    }
    console.log(
      `idle RSS <= ${LIMITS.idleRssMb} MB (${QUIET_S} s idle): ${round(idleRss.app)} MB ${verdict(idleRss.app <= LIMITS.idleRssMb)} (right after the warm-up: ${round(afterWarmUp.app)} MB)`,
    );
    console.log(`peak RSS <= ${LIMITS.peakRssMb} MB: ${round(peakRss.app)} MB ${verdict(peakRss.app <= LIMITS.peakRssMb)}`);
    console.log(
      `start to healthy <= ${LIMITS.startMs} ms: ${Math.round(b.app.startMs)} ms ${verdict(b.app.startMs <= LIMITS.startMs)} (CPU until then ${Math.round(b.app.startCpuMs)} ms)`,
    );
    return {
      targets: summary,
      idleRssMb: idleRss,
      rssAfterWarmUpMb: afterWarmUp,
      quietSeconds: QUIET_S,
      peakRssMb: peakRss,
      startMs: b.app.startMs,
      startCpuMs: b.app.startCpuMs,
    };
  } finally {
    await bare?.stop();
    await b.stop();
  }
}

const results: Record<string, unknown> = { connections: CONNECTIONS, runs: RUNS, seconds: SECONDS, tasks: TASKS };
for (const provider of providersFromEnv()) results[provider] = await benchProvider(provider);
saveResults('api', results);
