/**
 * The Prisma operations one chat message makes, and their time: npx tsx bench/tools/chat-queries.ts
 * Runs the app in-process on SQLite with BENCH_TASKS (5,000) tasks, wraps its Prisma client with a
 * timing extension (Kysely's SQL is not counted) and sends each kind of bench:chat message a few times.
 */
import { startTestServer } from '../../api/test/testServer.ts';
import { seed, signIn } from '../lib/server.ts';
import { envNumber } from '../lib/stats.ts';

const TASKS = envNumber('BENCH_TASKS', 5000);
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

const messages = [
  'how many open tasks do I have?',
  'show high priority tasks in Project 3',
  'add a task to call the bank 3 tomorrow, priority 7, 30 minutes',
  'complete Task 150: Test the release',
  'set the priority of Task 224: Fix the budget to 9',
  'how much work is left in Project 7',
  'wie viele Aufgaben habe ich?',
];
const post = (message: string) =>
  fetch(`${server.url}/api/chat`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
try {
  await post('hello');
  for (const message of messages) {
    for (let round = 0; round < 3; round++) {
      log.length = 0;
      const t0 = performance.now();
      const res = await post(round ? message.replace(/Task (\d+)/, (_, n) => `Task ${Number(n) + round * 7}`) : message);
      const ms = performance.now() - t0;
      const body = await res.text();
      if (round < 2) continue;
      const prisma = log.reduce((sum, l) => sum + l.ms, 0);
      console.log(`\n${message}: ${body.slice(0, 160)}\n  ${res.status}, ${ms.toFixed(1)} ms, Prisma ${log.length} operations ${prisma.toFixed(1)} ms`);
      for (const l of log) console.log(`  ${l.ms.toFixed(2).padStart(7)} ms  ${l.op}`);
    }
  }
} finally {
  await server.stop();
}
