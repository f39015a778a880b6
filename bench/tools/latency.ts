/** Sequential (one at a time) latency of the app's endpoints: npx tsx bench/tools/latency.ts [sqlite|postgres] */
import { startBenchApp, spawnServer } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';
import { processCpuMs } from '../lib/processCpu.ts';
import { spread } from '../lib/stats.ts';

const b = await startBenchApp((process.argv[2] as 'sqlite') ?? 'sqlite', 5000);
const bare = await spawnServer('bench/bare-server.ts', { DATABASE_URL: b.databaseUrl }, '/health');
const N = Number(process.env.LATENCY_N ?? 600);
const cases: Array<[string, string, string, string | undefined, number]> = [
  ['bare health', bare.url, '/health', undefined, bare.proc.pid!],
  ['app health', b.url, '/api/health', undefined, b.app.proc.pid!],
  ['bare auth', bare.url, '/api/auth/check', undefined, bare.proc.pid!],
  ['app auth', b.url, '/api/auth/check', undefined, b.app.proc.pid!],
  ['app 404 api', b.url, '/api/nothing', undefined, b.app.proc.pid!],
  ['bare list', bare.url, '/api/tasks?limit=50', undefined, bare.proc.pid!],
  ['app REST list', b.url, '/api/tasks?limit=50', undefined, b.app.proc.pid!],
  ['app GraphQL list', b.url, '/graphql', GQL_LIST, b.app.proc.pid!],
];
try {
  // LATENCY_CASES=list,GraphQL narrows the run to the cases whose name contains one of the words
  const only = process.env.LATENCY_CASES?.split(',');
  for (const [name, url, path, body, pid] of cases.filter(([n]) => !only || only.some((w) => n.includes(w)))) {
    const times: number[] = [];
    let cpu = 0;
    for (let i = 0; i < N; i++) {
      if (i === 100) cpu = processCpuMs(pid);
      const t = performance.now();
      const res = await fetch(url + path, { method: body ? 'POST' : 'GET', body, headers: { cookie: b.cookie, 'content-type': 'application/json' } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    const perRequestCpu = (processCpuMs(pid) - cpu) / (N - 100);
    const s = spread(times.slice(100));
    console.log(
      `${name.padEnd(18)} median ${s.median.toFixed(2)} ms  min ${s.min.toFixed(2)}  max ${s.max.toFixed(1)}  server CPU ${perRequestCpu.toFixed(2)} ms/request`,
    );
  }
} finally {
  await bare.stop();
  await b.stop();
}
