/**
 * In-process cost of the task list's database read (issue 9): the driver alone, then the app's
 * findTaskRows, per page of 50 (+1) of 5,000 tasks on SQLite.  npx tsx bench/tools/list-read.ts [iterations]
 */
import Database from 'better-sqlite3';
import { createTempDatabase } from '../../api/test/testServer.ts';
import { loadConfig } from '../../api/src/config.ts';
import { buildApp } from '../../api/src/app.ts';
import { findTaskRows } from '../../api/src/modules/tasks/listQuery.ts';
import { seed } from '../lib/server.ts';

const N = Number(process.argv[2] ?? 2000);
const temp = await createTempDatabase('sqlite');
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', DATA_DIR: temp.dataDir, DATABASE_URL: temp.databaseUrl, SECRET_KEY: 'x'.repeat(40) });
const app = await buildApp(config);
const { deps } = app;
const user = await deps.db.user.create({ data: { username: 'bench', email: 'bench@example.com', password: 'x', role: 'admin', status: 'approved' } });
await seed(deps.db, user.id, 5000);

function time(name: string, run: () => unknown) {
  for (let i = 0; i < 300; i++) run();
  const start = performance.now();
  for (let i = 0; i < N; i++) run();
  console.log(`${name.padEnd(44)} ${((1000 * (performance.now() - start)) / N).toFixed(0).padStart(5)} µs`);
}
async function timeAsync(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await run();
  const start = performance.now();
  for (let i = 0; i < N; i++) await run();
  console.log(`${name.padEnd(44)} ${((1000 * (performance.now() - start)) / N).toFixed(0).padStart(5)} µs`);
}

const raw = new Database(temp.databaseUrl.replace(/^file:/, ''), { readonly: true });
const bare = raw.prepare(`SELECT t."id", t."name", t."description", t."completed", t."completedAt", t."timeSpent", t."userId", t."priority",
  t."duration", t."projectId", p."name" AS "projectName", t."position", t."dueDate", t."assigneeEmail", t."assigneeName",
  t."emailSent", t."emailSentAt", t."createdAt", t."updatedAt" FROM "Task" t JOIN "Project" p ON p."id" = t."projectId"
  WHERE t."userId" = ? ORDER BY t."position" ASC, t."id" ASC LIMIT ?`);
time('bare SELECT (objects), 50', () => bare.all(user.id, 50));
const bareRaw = bare.raw(true);
time('bare SELECT (arrays), 50', () => bareRaw.all(user.id, 50));
const all = raw
  .prepare(
    `SELECT t.*, p.* FROM "Task" t JOIN "Project" p ON p."id" = t."projectId" WHERE t."userId" = ? ORDER BY t."position" ASC, t."id" ASC LIMIT ? OFFSET ?`,
  )
  .raw(true);
time('all Task + Project columns (arrays), 51', () => all.all(user.id, 51, 0));
await timeAsync('findTaskRows (decoded as Prisma), 51', () => findTaskRows(deps, user, {}, { take: 51, skip: 0 }));
raw.close();
await app.stop({ drainMs: 100 });
await temp.drop();
