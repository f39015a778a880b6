/**
 * The database operations one request makes (N+1 check): npx tsx bench/tools/querylog.ts
 * Runs the app in-process on SQLite, wraps its Prisma client with a logging extension (Kysely's SQL
 * runs through it too) and prints the operations of the Task List's GraphQL query, REST GET /api/tasks?limit=50, the auth check and a create.
 */
import { startTestServer } from '../../api/test/testServer.ts';
import { seed, signIn } from '../lib/server.ts';

const server = await startTestServer('sqlite');
const { cookie, userId } = await signIn(server.url);
const projectIds = await seed(server.app.deps.db, userId, 200);
const log: string[] = [];
const deps = server.app.deps as { db: typeof server.app.deps.db };
deps.db = deps.db.$extends({
  query: {
    $allModels: {
      $allOperations({ model, operation, args, query }) {
        log.push(
          `${model}.${operation}${(args as { include?: object })?.include ? ` include ${JSON.stringify((args as { include: object }).include)}` : ''}${(args as { select?: object })?.select ? ` select ${Object.keys((args as { select: object }).select).join(',')}` : ''}`,
        );
        return query(args);
      },
    },
  },
}) as typeof deps.db;
const headers = { cookie, 'content-type': 'application/json' };
const requests: Array<[string, string, RequestInit]> = [
  [
    'GraphQL Task List page (100 tasks with project, totalCount)',
    '/graphql',
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: '{ tasks(first: 100) { totalCount edges { node { id name project { id name } } } } projects(first: 100) { edges { node { rowId name } } } }',
      }),
    },
  ],
  ['REST GET /api/tasks?limit=50', '/api/tasks?limit=50', { headers }],
  ['GET /api/auth/check', '/api/auth/check', { headers }],
  ['POST /api/tasks', '/api/tasks', { method: 'POST', headers, body: JSON.stringify({ name: 'x', priority: 5, duration: 5, projectId: projectIds[0] }) }],
  [
    'POST /api/tasks, offline replay (Idempotency-Key + clientId)',
    '/api/tasks',
    {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'querylog-1' },
      body: JSON.stringify({ name: 'y', priority: 5, duration: 5, projectId: projectIds[0], clientId: 'querylog-client-1' }),
    },
  ],
];
try {
  for (const [name, path, init] of requests) {
    log.length = 0;
    const res = await fetch(server.url + path, init);
    const text = await res.text();
    console.log(`\n${name}: ${res.status}, ${text.length} bytes, ${log.length} database operations`);
    for (const l of log) console.log(`  ${l}`);
  }
} finally {
  await server.stop();
}
