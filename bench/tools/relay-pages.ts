/**
 * What one more page of the Task List costs in Relay alone (no React, no browser): the pages of a
 * 5,000-task list are fetched from the real app once, then committed one by one into a Relay
 * environment holding a subscription to the list's fragment, as loadNext does in the page. Each
 * commit's time (normalize, connection merge, re-read of the subscribed fragment) is printed by
 * how many tasks were loaded before it.
 *   npx tsx bench/tools/relay-pages.ts [tasks] [rounds]
 */
import { Environment, Network, Observable, RecordSource, Store, createOperationDescriptor, getFragment, getSelector } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import paginationQuery from '../../web/src/__generated__/useTaskListFlatPaginationQuery.graphql.ts';
const listFragment = (await import(process.env.RELAY_FRAGMENT || '../../web/src/__generated__/useTaskListFlat_query.graphql.ts')).default;
import { startBenchApp } from '../lib/server.ts';

const TASKS = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 5);
const FIRST = 100;
const NEXT = Number(process.env.RELAY_PAGE_SIZE ?? 300);

const app = await startBenchApp('sqlite', TASKS);
type Page = { data: { tasks: { pageInfo: { endCursor: string; hasNextPage: boolean } } } };
const pages: Page[] = [];
try {
  let cursor: string | null = null;
  for (;;) {
    const res = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: app.cookie },
      body: JSON.stringify({ query: paginationQuery.params.text, variables: { count: pages.length ? NEXT : FIRST, cursor } }),
    });
    const body = (await res.json()) as Page;
    pages.push(body);
    if (!body.data.tasks.pageInfo.hasNextPage) break;
    cursor = body.data.tasks.pageInfo.endCursor;
  }
} finally {
  await app.stop();
}

const byLoaded = new Map<number, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  let next = 0;
  const environment = new Environment({
    network: Network.create(() => Observable.from(pages[next++] as unknown as GraphQLResponse)),
    store: new Store(new RecordSource()),
  });
  const execute = (variables: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) =>
      environment.execute({ operation: createOperationDescriptor(paginationQuery, variables) }).subscribe({ complete: resolve, error: reject }),
    );
  const first = createOperationDescriptor(paginationQuery, { count: FIRST, cursor: null });
  await execute(first.request.variables);
  const selector = getSelector(getFragment(listFragment), { __id: 'client:root', __fragments: { useTaskListFlat_query: {} }, __fragmentOwner: first.request });
  if (!selector || selector.kind !== 'SingularReaderSelector') throw new Error('no fragment selector');
  let edges = 0;
  environment.subscribe(environment.lookup(selector), (snapshot) => {
    edges = (snapshot.data as { tasks: { edges: unknown[] } }).tasks.edges.length;
  });
  let loaded = FIRST;
  for (let p = 1; p < pages.length; p++) {
    const cursor = pages[p - 1].data.tasks.pageInfo.endCursor;
    const t0 = performance.now();
    await execute({ count: NEXT, cursor });
    const ms = performance.now() - t0;
    if (edges <= loaded) throw new Error(`the subscription saw ${edges} edges after page ${p}`);
    byLoaded.set(loaded, [...(byLoaded.get(loaded) ?? []), ms]);
    loaded = edges;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`one more page of ${NEXT} tasks committed into Relay, ${ROUNDS} rounds, median (min–max) ms`);
for (const [loaded, ms] of byLoaded) {
  console.log(`  ${String(loaded).padStart(5)} loaded: ${median(ms).toFixed(1)} (${Math.min(...ms).toFixed(1)}–${Math.max(...ms).toFixed(1)})`);
}
