/**
 * The database work of one chat message, and its time: npx tsx bench/tools/chat-queries.ts
 * Runs the app in-process on SQLite with BENCH_TASKS (5,000) tasks, wraps its Prisma client with a
 * timing extension (Kysely's queries are not Prisma operations), times every SQL statement
 * better-sqlite3 runs (Prisma's and Kysely's alike: the statement alone, not the client's work around
 * it), and sends each kind of bench:chat message a few times, each time naming another open task.
 */
import Database from 'better-sqlite3';
import { startTestServer } from '../../api/test/testServer.ts';
import { seed, signIn } from '../lib/server.ts';
import { envNumber } from '../lib/stats.ts';

const TASKS = envNumber('BENCH_TASKS', 5000);

/** Every SQL statement run, by its text (better-sqlite3's statements share one prototype). */
const statements: Array<{ sql: string; ms: number }> = [];
const probe = new Database(':memory:');
const statementProto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
probe.close();
for (const method of ['all', 'get', 'run', 'iterate']) {
  const original = statementProto[method];
  statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
    const t0 = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      statements.push({ sql: this.source, ms: performance.now() - t0 });
    }
  };
}

const server = await startTestServer('sqlite');
const { cookie, userId } = await signIn(server.url);
await seed(server.app.deps.db, userId, TASKS);
const log: Array<{ op: string; ms: number }> = [];
const deps = server.app.deps as { db: typeof server.app.deps.db };
deps.db = deps.db.$extends({
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        const t0 = performance.now();
        try {
          return await query(args);
        } finally {
          log.push({ op: `${model}.${operation}`, ms: performance.now() - t0 });
        }
      },
    },
  },
}) as typeof deps.db;

/** The seed's task names (bench/lib/server.ts `seed`), 1-based; every 7th from the first is completed. */
const nameOf = (n: number) =>
  `Task ${n}: ${['Write', 'Review', 'Plan', 'Fix', 'Test'][(n - 1) % 5]} the ${['report', 'release', 'design', 'budget'][(n - 1) % 4]}`;
const openTask = (n: number) => ((n - 1) % 7 === 0 ? n + 1 : n);

const messages: Array<(round: number) => string> = [
  () => 'how many open tasks do I have?',
  (r) => `show high priority tasks in Project ${3 + r}`,
  (r) => `add a task to call the bank ${3 + r} tomorrow, priority 7, 30 minutes`,
  (r) => `complete ${nameOf(openTask(150 + 7 * r))}`,
  (r) => `set the priority of ${nameOf(openTask(224 + 7 * r))} to 9`,
  (r) => `how much work is left in Project ${7 + r}`,
  () => 'wie viele Aufgaben habe ich?',
];
const post = (message: string) =>
  fetch(`${server.url}/api/chat`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
try {
  await post('hello');
  for (const message of messages) {
    for (let round = 0; round < 3; round++) {
      log.length = 0;
      statements.length = 0;
      const text = message(round);
      const t0 = performance.now();
      const res = await post(text);
      const ms = performance.now() - t0;
      const body = await res.text();
      if (round < 2) continue;
      const prisma = log.reduce((sum, l) => sum + l.ms, 0);
      const sql = statements.reduce((sum, l) => sum + l.ms, 0);
      console.log(`\n${text}: ${body.slice(0, 160)}`);
      console.log(
        `  ${res.status}, ${ms.toFixed(1)} ms, Prisma ${log.length} operations ${prisma.toFixed(1)} ms, SQL ${statements.length} statements ${sql.toFixed(1)} ms`,
      );
      for (const l of log) console.log(`  ${l.ms.toFixed(2).padStart(7)} ms  ${l.op}`);
      for (const l of statements) console.log(`  ${l.ms.toFixed(2).padStart(7)} ms  SQL ${l.sql.replace(/\s+/g, ' ').slice(0, 120)}`);
    }
  }
} finally {
  await server.stop();
}
