/**
 * CPU profile of the app under load: npx tsx bench/tools/profile.ts [path] [seconds] [GraphQL query]
 * (GET by default, POST for /graphql and /api/tasks; writes a .cpuprofile into /tmp/streamline-prof and prints the heaviest functions).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';

const path = process.argv[2] ?? '/api/auth/check';
const seconds = Number(process.argv[3] ?? 8);
const dir = '/tmp/streamline-prof';
rmSync(dir, { recursive: true, force: true });
const b = await startBenchApp((process.env.BENCH_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres', 5000, { BENCH_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` });
const body = path === '/graphql' ? (process.argv[4] ? JSON.stringify({ query: process.argv[4] }) : GQL_LIST) : undefined;
// POST /api/tasks: a create in the first project, as bench/api.ts
const createBody = path === '/api/tasks' ? JSON.stringify({ name: 'Bench task', priority: 5, duration: 30, projectId: b.projectIds[0] }) : undefined;
const r = await autocannon({
  url: b.url + path,
  connections: 32,
  duration: seconds,
  method: body || createBody ? 'POST' : 'GET',
  body: body ?? createBody,
  headers: { cookie: b.cookie, 'content-type': 'application/json' },
});
console.log(`${path}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99}`);
await new Promise((r) => setTimeout(r, 500));
await b.stop();
const file = readdirSync(dir)
  .map((f) => join(dir, f))
  .find((f) => f.endsWith('.cpuprofile'))!;
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
// only the samples of the load window (the last `seconds` before the shutdown), not start-up and seeding
const at: number[] = [];
let t = 0;
for (const d of prof.timeDeltas) at.push((t += d));
const from = t - (seconds + 1.5) * 1e6;
const to = t - 1e6;
prof.samples = prof.samples.filter((_, i) => at[i] >= from && at[i] <= to);
const self = new Map<number, number>();
for (const s of prof.samples) self.set(s, (self.get(s) ?? 0) + 1);
const byFn = new Map<string, number>();
for (const n of prof.nodes) {
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/\/work\/main\//, '')}:${n.callFrame.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + (self.get(n.id) ?? 0));
}
const total = prof.samples.length;
const byPkg = new Map<string, number>();
for (const [k, v] of byFn) {
  const m = /~\/((?:@[^/]+\/)?[^/]+)/.exec(k);
  const pkg = m ? m[1] : k.includes('api/src') ? 'api/src' : k.startsWith('(') ? k.split(' ')[0] : 'node/other';
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + v);
}
console.log('\nself time by package:');
for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
console.log('\nheaviest functions (self):');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
