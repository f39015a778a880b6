/**
 * The garbage collector under load, thread by thread (each V8 isolate: the main thread, the query
 * thread, the SQLite reader): how often it ran, its pauses, and how much of the young generation it
 * promoted to the old one. A high promotion means something keeps each request's objects alive (
 * Express's per-request Object.setPrototypeOf did, with 10–25 ms scavenges on the main thread).
 *   npx tsx bench/tools/gc-trace.ts [path] [seconds]      (/graphql by default; BENCH_PROVIDER=postgres)
 * GC_FLAGS adds V8 flags to the server's; GC_KEEP=1 keeps the raw --trace-gc-nvp output; GC_AT=3 makes
 * the main thread run a full collection 3 s into the load (a Map or Set with a request's churn then
 * promotes everything from there on: api/src/lib/inFlight.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';
import { parseGcTrace, promotedBySecond } from '../lib/gcTrace.ts';
import { fmt, round, spread } from '../lib/stats.ts';

const path = process.argv[2] ?? '/graphql';
const seconds = Number(process.argv[3] ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'streamline-gc-'));
const traceFile = join(dir, 'trace.txt');
process.env.BENCH_STDOUT = traceFile;

const gcAt = process.env.GC_AT ? Number(process.env.GC_AT) : null;
if (gcAt !== null && !(gcAt >= 0 && gcAt < seconds)) throw new Error(`GC_AT: seconds into the load, from 0 to under ${seconds}`);
const onSignal = gcAt === null ? '' : `--expose-gc --import ${new URL('../lib/gcOnSignal.mjs', import.meta.url).pathname}`;
const b = await startBenchApp((process.env.BENCH_PROVIDER ?? 'sqlite') as 'sqlite' | 'postgres', 5000, {
  BENCH_NODE_ARGS: `--trace-gc-nvp ${onSignal} ${process.env.GC_FLAGS ?? ''}`,
});
const load = (duration: number) =>
  autocannon({
    url: b.url + path,
    connections: 32,
    duration,
    method: path === '/graphql' ? 'POST' : 'GET',
    body: path === '/graphql' ? GQL_LIST : undefined,
    headers: { cookie: b.cookie, 'content-type': 'application/json' },
  });
await load(2); // warm-up: the JIT and the compiled queries
const from = readFileSync(traceFile, 'utf8').length;
if (gcAt !== null) setTimeout(() => b.app.proc.kill('SIGUSR2'), gcAt * 1000);
const r = await load(seconds);
const trace = readFileSync(traceFile, 'utf8').slice(from);
await b.stop();
if (!process.env.GC_KEEP) rmSync(dir, { recursive: true, force: true });
else console.log('trace kept in', traceFile);

const byIsolate = parseGcTrace(trace);

console.log(`${path}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} ms, ${seconds} s`);
const rows = [...byIsolate].sort((a, c) => c[1].length - a[1].length);
for (const [isolate, gcs] of rows) {
  const scavenges = gcs.filter((g) => g.kind === 's');
  const majors = gcs.filter((g) => g.kind !== 's');
  if (!scavenges.length) continue;
  const promotedMbPerS = scavenges.reduce((s, g) => s + g.promoted, 0) / 1e6 / seconds;
  const majorPauses = majors.length ? `, pauses ${fmt(spread(majors.map((g) => g.pause)))} ms` : '';
  console.log(
    `isolate ${isolate}: ${scavenges.length} scavenges, pauses ${fmt(spread(scavenges.map((g) => g.pause)))} ms, ` +
      `${round(promotedMbPerS)} MB/s promoted; ${majors.length} mark-compacts${majorPauses}`,
  );
  // second by second: shows when a run falls into promoting everything (e.g. after GC_AT's collection)
  console.log(
    `  MB promoted by second: ${promotedBySecond(gcs, gcs[0].ms, seconds)
      .map((mb) => Math.round(mb))
      .join(' ')}`,
  );
}
