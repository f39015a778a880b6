import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';
const b = await startBenchApp('sqlite', 5000);
const opts = process.env.P === 'rest' ? { url: b.url + '/api/tasks?limit=50', connections: Number(process.env.C ?? 32), method: 'GET' as const, body: undefined, headers: { cookie: b.cookie } } : { url: b.url + '/graphql', connections: Number(process.env.C ?? 32), method: 'POST' as const, body: GQL_LIST, headers: { cookie: b.cookie, 'content-type': 'application/json' } };
for (const d of [3, 8, 8]) {
  const r = await autocannon({ ...opts, duration: d });
  console.log(d, Math.round(r.requests.average), 'p50', r.latency.p50, 'p90', r.latency.p90, 'p97.5', r.latency.p97_5, 'p99', r.latency.p99, 'max', r.latency.max, 'non2xx', r.non2xx, 'timeouts', r.timeouts);
}
await b.stop();
