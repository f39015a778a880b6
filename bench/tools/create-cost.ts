/** Per-create cost in process: Prisma's task.create against the same INSERT on the bare driver: npx tsx bench/tools/create-cost.ts */
import Database from 'better-sqlite3';
import { startBenchApp } from '../lib/server.ts';
import { createDb } from '../../api/src/db/client.ts';

const b = await startBenchApp('sqlite', 5000);
await b.app.stop();
await b.db.$disconnect();
const file = b.databaseUrl.replace(/^file:/, '');
const db = await createDb({ provider: 'sqlite', databaseUrl: b.databaseUrl });
const sqlLog: string[] = [];
const raw = new Database(file);
raw.pragma('journal_mode = WAL');
raw.pragma(`synchronous = ${process.env.SYNC ?? 'FULL'}`);
const N = 2000;
async function time(name: string, fn: () => unknown) {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < N; i++) await fn();
  const used = process.cpuUsage(cpu);
  console.log(`${name.padEnd(44)} ${(((performance.now() - t) / N) * 1000).toFixed(0)} µs wall, ${((used.user + used.system) / N).toFixed(0)} µs CPU`);
}
const data = {
  name: 'Bench task',
  description: null,
  priority: 5,
  duration: 30,
  dueDate: null,
  projectId: b.projectIds[0],
  position: 1,
  userId: b.userId,
  clientId: null,
};
const insert = raw.prepare(
  `INSERT INTO "Task" ("name", "description", "priority", "duration", "projectId", "userId", "position", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
);
await time('better-sqlite3 INSERT RETURNING *', () => {
  const now = new Date().toISOString();
  return insert.get('Bench task', null, 5, 30, b.projectIds[0], b.userId, 1, now, now);
});
await time('better-sqlite3 prepare+INSERT RETURNING *', () => {
  const now = new Date().toISOString();
  return raw
    .prepare(
      `INSERT INTO "Task" ("name", "description", "priority", "duration", "projectId", "userId", "position", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get('Bench task', null, 5, 30, b.projectIds[0], b.userId, 1, now, now);
});
await time('prisma task.create', () => db.task.create({ data }));
const INSERT_SQL = `INSERT INTO "Task" ("name", "description", "priority", "duration", "projectId", "userId", "position", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`;
await time('prisma $queryRawUnsafe INSERT RETURNING *', () => {
  const now = new Date().toISOString();
  return db.$queryRawUnsafe(INSERT_SQL, 'Bench task', null, 5, 30, b.projectIds[0], b.userId, 1, now, now);
});
await time('prisma $executeRawUnsafe INSERT', () => {
  const now = new Date().toISOString();
  return db.$executeRawUnsafe(INSERT_SQL.replace(' RETURNING *', ''), 'Bench task', null, 5, 30, b.projectIds[0], b.userId, 1, now, now);
});
const logged = new (await import('../../api/src/generated/prisma-sqlite/client.ts')).PrismaClient({
  adapter: new (await import('@prisma/adapter-better-sqlite3')).PrismaBetterSQLite3({ url: file }),
  log: [{ emit: 'event', level: 'query' }],
});
(logged as unknown as { $on(e: string, f: (q: { query: string }) => void): void }).$on('query', (q) => sqlLog.push(q.query));
await logged.task.create({ data });
console.log(sqlLog.join('\n'));
await logged.$disconnect();
raw.close();
await db.$disconnect();
