/**
 * What a GraphQL list costs by shape: requests/s and the server's CPU per request (all its threads, GC
 * included: steadier than requests/s on a shared machine) for growing selections over 50 tasks.
 *   npx tsx bench/tools/gql-shapes.ts [name filter (regexp)] [sqlite|postgres]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const F = 'rowId name description completed completedAt timeSpent priority duration projectRowId position dueDate assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt';
const shapes: Array<[string, string]> = [
  ['typename', '{ __typename }'],
  ['tasks(first:1){ edges{node{rowId}}}', 'query { tasks(first: 1) { edges { node { rowId } } } }'],
  ['50 rowId', 'query { tasks(first: 50) { edges { node { rowId } } } }'],
  ['50 id', 'query { tasks(first: 50) { edges { node { id } } } }'],
  ['50 scalar fields', `query { tasks(first: 50) { edges { node { ${F} } } } }`],
  ['50 + project', `query { tasks(first: 50) { edges { node { id ${F} project { name } } } } }`],
];
const b = await startBenchApp((process.argv[3] ?? 'sqlite') as 'sqlite' | 'postgres', 5000);
/** the server process's CPU time (all its threads, GC included), in µs */
const cpu = () => {
  const f = readFileSync(`/proc/${b.app.proc.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 1e4;
};
try {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  for (const [name, q] of shapes.filter(([n]) => !only || only.test(n))) {
    const run = () => autocannon({ url: b.url + '/graphql', method: 'POST', body: gql(q), connections: 32, duration: 4, headers: { cookie: b.cookie, 'content-type': 'application/json' } });
    await run();
    const before = cpu();
    const r = await run();
    const cpuPerRequest = (cpu() - before) / r.requests.total;
    console.log(`${name.padEnd(40)} ${Math.round(r.requests.average)} req/s ${(1e6 / r.requests.average).toFixed(0)} µs  cpu ${cpuPerRequest.toFixed(0)} µs/req  p99 ${r.latency.p99}${r.non2xx ? ' non2xx ' + r.non2xx : ''}`);
  }
} finally { await b.stop(); }
