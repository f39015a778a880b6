/**
 * Where the machine's CPU goes while the app is under load: each server thread's share (main, the
 * SQLite reader, libuv and GC helpers) and the load generator's, from /proc, over one autocannon run.
 *   npx tsx bench/tools/cpu-split.ts [path] [seconds]
 */
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { threadCpuMs } from '../lib/processCpu.ts';
import { GQL_LIST } from '../lib/queries.ts';

const path = process.argv[2] ?? '/graphql';
const seconds = Number(process.argv[3] ?? 8);

const b = await startBenchApp('sqlite', 5000);
const pid = b.app.proc.pid!;
const before = threadCpuMs(pid);
const self0 = process.cpuUsage();
const started = performance.now();
const r = await autocannon({
  url: b.url + path,
  connections: 32,
  duration: seconds,
  method: path === '/graphql' ? 'POST' : 'GET',
  body: path === '/graphql' ? GQL_LIST : undefined,
  headers: { cookie: b.cookie, 'content-type': 'application/json' },
});
const wall = (performance.now() - started) / 1000;
const self = process.cpuUsage(self0);
const after = threadCpuMs(pid);
console.log(`${path}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99}`);
const rows: Array<[string, number]> = [];
for (const [name, ms] of after) {
  const used = (ms - (before.get(name) ?? 0)) / 1000 / wall;
  if (used > 0.005) rows.push([`server ${name}`, used]);
}
rows.push(['load generator (this process)', (self.user + self.system) / 1e6 / wall]);
for (const [name, share] of rows.sort((a, c) => c[1] - a[1])) console.log(`${(share * 100).toFixed(0).padStart(4)} %  ${name}`);
console.log(`${(rows.reduce((s, [, v]) => s + v, 0) * 100).toFixed(0).padStart(4)} %  in all (of 200 %)`);
await b.stop();
