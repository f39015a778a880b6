/**
 * What a GraphQL list costs by shape: requests/s and the server's CPU per request (all its threads, GC
 * included: steadier than requests/s on a shared machine) for growing selections over 50 tasks.
 * Each shape runs BENCH_RUNS times (3) for BENCH_SECONDS (4) at BENCH_CONNECTIONS (32): min and median CPU.
 * The first row is the bare server's list (bench/bare-server.ts): at 50 % of its throughput, a request
 * may cost about twice its CPU.
 *   npx tsx bench/tools/gql-shapes.ts [name filter (regexp)] [sqlite|postgres]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { spawnServer, startBenchApp, type Child } from '../lib/server.ts';
const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const F =
  'rowId name description completed completedAt timeSpent priority duration projectRowId position dueDate dueTime plannedDate recurrence recurFrom assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt';
const shapes: Array<[string, string]> = [
  ['typename', '{ __typename }'],
  ['1 name', 'query { tasks(first: 1) { edges { node { name } } } }'],
  ['1 rowId', 'query { tasks(first: 1) { edges { node { rowId } } } }'],
  ['50 name', 'query { tasks(first: 50) { edges { node { name } } } }'],
  ['50 rowId', 'query { tasks(first: 50) { edges { node { rowId } } } }'],
  ['50 id', 'query { tasks(first: 50) { edges { node { id } } } }'],
  ['50 scalar fields', `query { tasks(first: 50) { edges { node { ${F} } } } }`],
  ['50 + project', `query { tasks(first: 50) { edges { node { id ${F} project { name } } } } }`],
];
const b = await startBenchApp((process.argv[3] ?? 'sqlite') as 'sqlite' | 'postgres', 5000);
const bare = await spawnServer('bench/bare-server.ts', { DATABASE_URL: b.databaseUrl }, '/health');
/** a server process's CPU time (all its threads, GC included), in µs */
const cpuOf = (server: Child) => {
  const f = readFileSync(`/proc/${server.proc.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 1e4;
};
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
try {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  const targets: Array<[string, Child, () => ReturnType<typeof autocannon>]> = [
    ['bare list (REST, GET)', bare, () => autocannon({ url: bare.url + '/api/tasks?limit=50', connections, duration: seconds, headers: { cookie: b.cookie } })],
    ...shapes
      .filter(([n]) => !only || only.test(n))
      .map(([name, q]): [string, Child, () => ReturnType<typeof autocannon>] => [
        name,
        b.app,
        () =>
          autocannon({
            url: b.url + '/graphql',
            method: 'POST',
            body: gql(q),
            connections,
            duration: seconds,
            headers: { cookie: b.cookie, 'content-type': 'application/json' },
          }),
      ]),
  ];
  for (const [name, server, run] of targets) {
    const cpu = () => cpuOf(server);
    await run();
    const cpus: number[] = [];
    const rates: number[] = [];
    let p99 = 0;
    for (let i = 0; i < runs; i++) {
      const before = cpu();
      const r = await run();
      if (r.non2xx) throw new Error(`${name}: ${r.non2xx} answers were not 2xx`);
      cpus.push((cpu() - before) / r.requests.total);
      rates.push(r.requests.average);
      p99 = Math.max(p99, r.latency.p99);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `${name.padEnd(24)} ${Math.round(median(rates))} req/s  cpu min ${Math.min(...cpus).toFixed(0)} median ${median(cpus).toFixed(0)} µs/req  p99 ≤ ${p99} ms`,
    );
  }
} finally {
  await bare.stop();
  await b.stop();
}
