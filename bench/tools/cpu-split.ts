/**
 * Where the machine's CPU goes while the app is under load: each server thread's share (main, the
 * SQLite reader, libuv and GC helpers) and the load generator's, from /proc, over one autocannon run.
 *   npx tsx bench/tools/cpu-split.ts [path] [seconds]
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';

const path = process.argv[2] ?? '/graphql';
const seconds = Number(process.argv[3] ?? 8);
const GQL_LIST = JSON.stringify({
  query: `query BenchTasks($first: Int) { tasks(first: $first) { edges { node { id rowId name description completed completedAt timeSpent
    priority duration projectRowId project { name } position dueDate assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt } } } }`,
  variables: { first: 50 },
});

/** user + system clock ticks of each thread of a process, by thread name */
function threads(pid: number) {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(`${name} ${tid}`, Number(f[11]) + Number(f[12]));
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

const b = await startBenchApp('sqlite', 5000);
const server = [b.app.proc.pid!];
const before = server.map(threads);
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
const after = server.map(threads);
console.log(`${path}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99}`);
const rows: Array<[string, number]> = [];
server.forEach((p, i) => {
  for (const [name, ticks] of after[i]) {
    const used = (ticks - (before[i].get(name) ?? 0)) / 100 / wall;
    if (used > 0.005) rows.push([`server ${p} ${name}`, used]);
  }
});
rows.push(['load generator (this process)', (self.user + self.system) / 1e6 / wall]);
for (const [name, share] of rows.sort((a, c) => c[1] - a[1])) console.log(`${(share * 100).toFixed(0).padStart(4)} %  ${name}`);
console.log(`${(rows.reduce((s, [, v]) => s + v, 0) * 100).toFixed(0).padStart(4)} %  in all (of 200 %)`);
await b.stop();
