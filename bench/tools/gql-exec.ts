/**
 * A GraphQL selection's execution alone, in this process (no HTTP, no yoga): the compiled query of
 * api/src/graphql/jit.ts over the list read on a real database. Prints µs per query (min, quartile and
 * median of 16 rounds) and the KB it allocates (V8's sampling heap profiler, young objects included):
 * steadier than requests/s, and the allocations drive the garbage collector's share.
 * GQL_EXEC_SITES=15 also lists the functions that allocate most.
 *   npx tsx bench/tools/gql-exec.ts [name filter (regexp)] [sqlite|postgres]
 */
import { Session } from 'node:inspector/promises';
import { parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { startBenchApp } from '../lib/server.ts';
import { openSqlDriver } from '../../api/src/db/sqlDriver.ts';
import { createPgPool } from '../../api/src/db/pgAdapter.ts';
import { schema } from '../../api/src/graphql/schema.ts';
import { schemaForJit } from '../../api/src/graphql/jitSchema.ts';
import { JIT_COMPILE_OPTIONS } from '../../api/src/graphql/jitLeaves.ts';

const node = (fields: string) => `{ tasks(first: 50) { edges { node { ${fields} } } } }`;
const shapes: Record<string, string> = {
  '1 name': '{ tasks(first: 1) { edges { node { name } } } }',
  '50 name': node('name'),
  '50 name cursor': '{ tasks(first: 50) { edges { cursor node { name } } } }',
  '50 name rowId': node('name rowId'),
  '50 name id': node('name id'),
  '50 name project': node('name project { name }'),
  'bench list': node(`id rowId name description completed completedAt timeSpent priority duration projectRowId project { name }
    position dueDate assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt`),
};

/** GQL_EXEC_SITES=n: the n functions that allocate most (KB per query, self) */
function printSites(head: { selfSize: number; children: unknown[]; callFrame: { functionName: string; url: string; lineNumber: number } }, n: number) {
  type HeapNode = typeof head & { children: HeapNode[] };
  const bySite = new Map<string, number>();
  const walk = (node: HeapNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const site = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${lineNumber}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(head as HeapNode);
  for (const [site, size] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${(size / 200 / 1024).toFixed(1).padStart(6)} KB  ${site}`);
}

const provider = (process.argv[3] ?? 'sqlite') as 'sqlite' | 'postgres';
const b = await startBenchApp(provider, 5000);
const pool = provider === 'postgres' ? createPgPool(b.databaseUrl) : undefined;
try {
  const sql = await openSqlDriver({ provider, databaseUrl: b.databaseUrl }, b.db, pool);
  const viewer = await b.db.user.findUniqueOrThrow({ where: { id: b.userId } });
  const jitSchema = schemaForJit(schema)!;
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  const session = new Session();
  session.connect();
  for (const [name, text] of Object.entries(shapes).filter(([n]) => !only || only.test(n))) {
    const query = compileQuery(jitSchema, parse(text), undefined, JIT_COMPILE_OPTIONS);
    if (!isCompiledQuery(query)) throw new Error(JSON.stringify(query));
    const run = async () => {
      const result = (await query.query(undefined, { sql, db: b.db, viewer, sessionId: null }, {})) as ExecutionResult;
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return query.stringify(result);
    };
    const times: number[] = [];
    for (let round = 0; round < 16; round++) {
      const started = performance.now();
      for (let i = 0; i < 300; i++) await run();
      times.push(((performance.now() - started) * 1000) / 300);
    }
    times.sort((x, y) => x - y);
    await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true });
    for (let i = 0; i < 200; i++) await run();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    type HeapNode = { selfSize: number; children: HeapNode[]; callFrame: { functionName: string; url: string; lineNumber: number } };
    const bytes = (n: HeapNode): number => n.children.reduce((sum, c) => sum + bytes(c), n.selfSize);
    const kb = bytes(profile.head as HeapNode) / 200 / 1024;
    console.log(`${name.padEnd(18)} min ${times[0].toFixed(0)}  q1 ${times[4].toFixed(0)}  median ${times[8].toFixed(0)} µs   ${kb.toFixed(0)} KB allocated`);
    if (process.env.GQL_EXEC_SITES) printSites(profile.head as HeapNode, Number(process.env.GQL_EXEC_SITES));
  }
  await sql.close();
} finally {
  await pool?.end();
  await b.stop();
}
