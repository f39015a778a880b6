/** Sequential (one at a time) latency of the app's endpoints: npx tsx bench/tools/latency.ts [sqlite|postgres] */
import { startBenchApp, spawnServer } from '../lib/server.ts';
import { spread } from '../lib/stats.ts';

const b = await startBenchApp((process.argv[2] as 'sqlite') ?? 'sqlite', 5000);
const bare = await spawnServer('bench/bare-server.ts', { DATABASE_URL: b.databaseUrl }, '/health');
const gql = JSON.stringify({ query: '{ tasks(first: 50) { edges { node { id name priority project { name } } } } }' });
const cases: Array<[string, string, string, string | undefined]> = [
  ['bare health', bare.url, '/health', undefined],
  ['app health', b.url, '/api/health', undefined],
  ['bare auth', bare.url, '/api/auth/check', undefined],
  ['app auth', b.url, '/api/auth/check', undefined],
  ['app 404 api', b.url, '/api/nothing', undefined],
  ['bare list', bare.url, '/api/tasks?limit=50', undefined],
  ['app REST list', b.url, '/api/tasks?limit=50', undefined],
  ['app GraphQL list', b.url, '/graphql', gql],
];
try {
  for (const [name, url, path, body] of cases) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const res = await fetch(url + path, { method: body ? 'POST' : 'GET', body, headers: { cookie: b.cookie, 'content-type': 'application/json' } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    const s = spread(times.slice(50));
    console.log(`${name.padEnd(18)} median ${s.median.toFixed(2)} ms  min ${s.min.toFixed(2)}  max ${s.max.toFixed(1)}`);
  }
} finally {
  await bare.stop();
  await b.stop();
}
