/**
 * Search bench: p50/p99 of GET /api/search at 10,000 tasks on SQLite and PostgreSQL, for a word
 * many tasks hold, a word's beginning, a name matched by two words and a word only descriptions
 * hold, each against GET /api/health (the app's cheapest route: routing, session-free JSON)
 * measured in the same rounds. Rounds interleave the targets so that noise spreads over all of them.
 * Goal: p99 under 100 ms for every query.
 *
 *   npm run bench:search
 *   BENCH_PROVIDERS=sqlite BENCH_RUNS=2 BENCH_SECONDS=5 BENCH_CONNECTIONS=4 npm run bench:search
 */
import { envNumber, fmt, saveResults, spread, table, verdict, type Spread } from './lib/stats.ts';
import { providersFromEnv, startBenchApp, type BenchApp } from './lib/server.ts';
import { measuredLoad, type LoadRun } from './lib/measuredLoad.ts';

const RUNS = envNumber('BENCH_RUNS', 2);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 4);
const TASKS = envNumber('BENCH_TASKS', 10_000);
const GOAL_P99_MS = 100;

// the seeded names are "Task <n>: <Write|Review|Plan|Fix|Test> the <report|release|design|budget>",
// two of three descriptions "Details of task <n>, with enough words…" (bench/lib/server.ts `seed`)
const TARGETS = [
  { name: 'health', path: '/api/health' },
  { name: 'word (2,500 hits)', path: '/api/search?q=report' },
  { name: 'prefix "rel"', path: '/api/search?q=rel' },
  { name: 'two words', path: '/api/search?q=review%20budget' },
  { name: 'description (6,667)', path: '/api/search?q=details' },
  { name: 'no hit', path: '/api/search?q=zebra' },
];
const BASELINE = 'health';

async function hits(b: BenchApp, path: string) {
  // the first request after the long seed may get a kept-alive socket the server has closed: ask again
  const get = () => fetch(b.url + path, { headers: { cookie: b.cookie } });
  const res = await get().catch(get);
  const json = (await res.json()) as { tasks?: unknown[]; projects?: unknown[] };
  return `${res.status}, ${json.tasks?.length ?? '-'} tasks, ${json.projects?.length ?? '-'} projects`;
}

async function benchProvider(provider: 'sqlite' | 'postgres') {
  console.log(`\n=== ${provider}: seeding ${TASKS} tasks over 20 projects ===`);
  const b = await startBenchApp(provider, TASKS);
  try {
    // the planner's statistics, as autovacuum would gather them after a bulk insert: without them
    // PostgreSQL joins 10,000 tasks row by row instead of walking the index
    if (provider === 'postgres') await b.db.$executeRawUnsafe('ANALYZE');
    for (const t of TARGETS) console.log(`check ${t.name.padEnd(20)} ${await hits(b, t.path)}`);
    const load = (path: string, seconds: number) =>
      measuredLoad(b.app.pid, { url: b.url + path, connections: CONNECTIONS, duration: seconds, headers: { cookie: b.cookie, accept: 'application/json' } });
    for (const t of TARGETS) await load(t.path, 1); // warm-up (JIT, caches, pools)
    const runs: Record<string, LoadRun[]> = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const t of TARGETS) {
        const run = await load(t.path, SECONDS);
        runs[t.name].push(run);
        console.log(
          `run ${r + 1}/${RUNS} ${t.name.padEnd(20)} ${Math.round(run.rps)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms${run.errors || run.non2xx ? `  errors ${run.errors} non-2xx ${run.non2xx}` : ''}`,
        );
      }
    }
    const summary: Record<string, { p50: Spread; p99: Spread; p99Ratio: Spread; errors: number }> = {};
    for (const t of TARGETS) {
      const rs = runs[t.name];
      summary[t.name] = {
        p50: spread(rs.map((x) => x.p50)),
        p99: spread(rs.map((x) => x.p99)),
        // each run's ratio is against the baseline's run of the same round
        p99Ratio: spread(rs.map((x, i) => x.p99 / Math.max(runs[BASELINE][i].p99, 1))),
        errors: rs.reduce((s, x) => s + x.errors + x.non2xx, 0),
      };
    }
    console.log(`\n${provider}: ${TASKS} tasks, ${CONNECTIONS} connections, ${RUNS} × ${SECONDS} s, median (min–max)`);
    table(
      TARGETS.map((t) => {
        const s = summary[t.name];
        return {
          target: t.name,
          'p50 ms': fmt(s.p50, 1),
          'p99 ms': fmt(s.p99, 1),
          'p99 vs health': t.name === BASELINE ? 'baseline' : `${s.p99Ratio.median.toFixed(1)}×`,
          errors: s.errors,
        };
      }),
    );
    const worst = Math.max(...TARGETS.filter((t) => t.name !== BASELINE).map((t) => summary[t.name].p99.max));
    console.log(`${provider}: worst search p99 < ${GOAL_P99_MS} ms: ${worst} ms ${verdict(worst < GOAL_P99_MS)}`);
    return summary;
  } finally {
    await b.stop();
  }
}

const results: Record<string, unknown> = { connections: CONNECTIONS, runs: RUNS, seconds: SECONDS, tasks: TASKS };
for (const provider of providersFromEnv()) results[provider] = await benchProvider(provider);
saveResults('search', results);
