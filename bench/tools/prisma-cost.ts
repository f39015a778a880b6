/** Per-query cost of Prisma (client engine + driver adapter) against the bare driver: npx tsx bench/tools/prisma-cost.ts */
import { startBenchApp } from '../lib/server.ts';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';

const b = await startBenchApp('sqlite', 5000);
await b.app.stop();
const id = createHash('sha256').update(b.token).digest('hex');
const raw = new Database(b.databaseUrl.replace(/^file:/, ''));
const N = 2000;
async function time(name: string, fn: () => unknown) {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < N; i++) await fn();
  console.log(`${name.padEnd(44)} ${(((performance.now() - t) / N) * 1000).toFixed(0)} µs`);
}
const s1 = raw.prepare('SELECT * FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE s.id = ?');
await time('better-sqlite3 session+user join', () => s1.get(id));
await time('prisma session.findUnique include user', () => b.db.session.findUnique({ where: { id }, include: { user: true } }));
await time('prisma session.findUnique', () => b.db.session.findUnique({ where: { id } }));
await time('prisma user.findUnique', () => b.db.user.findUnique({ where: { id: b.userId } }));
await time('prisma $queryRaw session+user join', () => b.db.$queryRaw`SELECT * FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE s.id = ${id}`);
const l1 = raw.prepare(
  'SELECT t.*, p.name AS projectName FROM "Task" t JOIN "Project" p ON p.id = t.projectId WHERE t.userId = ? ORDER BY t.position, t.id LIMIT 50',
);
await time('better-sqlite3 50 tasks join project', () => l1.all(b.userId));
await time('prisma task.findMany 50', () => b.db.task.findMany({ where: { userId: b.userId }, orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 50 }));
await time('prisma task.findMany 50 include project', () =>
  b.db.task.findMany({
    where: { userId: b.userId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    take: 50,
    include: { project: { select: { name: true } } },
  }),
);
await time('prisma project.findMany in (20 ids)', () => b.db.project.findMany({ where: { id: { in: b.projectIds } }, select: { id: true, name: true } }));
await time('prisma task.count', () => b.db.task.count({ where: { userId: b.userId } }));
raw.close();
await b.db.$disconnect();
await b.stop().catch(() => {});
