/**
 * Where a request's time goes, layer by layer: requests/s at 32 connections for answers that do
 * more and more of the work (Express alone, + the session, + yoga, + the list), on one app instance.
 *   npx tsx bench/tools/layers.ts [seconds] [sqlite|postgres]
 */
import autocannon from 'autocannon';
import { startBenchApp } from '../lib/server.ts';
import { GQL_LIST } from '../lib/queries.ts';

const seconds = Number(process.argv[2] ?? 4);
const provider = (process.argv[3] ?? 'sqlite') as 'sqlite' | 'postgres';
const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

const layers: Array<{ name: string; path: string; body?: string }> = [
  { name: 'GET /api/health (no session)', path: '/api/health' },
  { name: 'GET /api/auth/check (session)', path: '/api/auth/check' },
  { name: 'GraphQL { __typename }', path: '/graphql', body: gql('{ __typename }') },
  { name: 'GraphQL { viewer { id } }', path: '/graphql', body: gql('{ viewer { id } }') },
  { name: 'GraphQL list, 50 × 21 fields', path: '/graphql', body: GQL_LIST },
  { name: 'REST list, 50', path: '/api/tasks?limit=50' },
];

const b = await startBenchApp(provider, 5000);
try {
  // one GraphQL query first, so that whatever it turns on in the process (e.g. async hooks) is on for every layer
  await fetch(b.url + '/graphql', { method: 'POST', headers: { cookie: b.cookie, 'content-type': 'application/json' }, body: layers[4].body });
  for (const layer of layers) {
    const run = () =>
      autocannon({
        url: b.url + layer.path,
        method: layer.body ? 'POST' : 'GET',
        body: layer.body,
        connections: 32,
        duration: seconds,
        headers: { cookie: b.cookie, 'content-type': 'application/json', accept: 'application/json' },
      });
    await run(); // warm-up
    const r = await run();
    const us = 1e6 / r.requests.average;
    console.log(
      `${layer.name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  ${us.toFixed(0).padStart(5)} µs/req  p99 ${r.latency.p99} ms${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
    );
  }
} finally {
  await b.stop();
}
