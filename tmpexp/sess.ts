import { createDb } from '../api/src/db/client.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { findSessionWithUser } from '../api/src/modules/auth/sessionLookup.ts';
import { rmSync } from 'node:fs';
const url = 'file:/tmp/sess.db';
rmSync('/tmp/sess.db', { force: true });
await migrate({ provider: 'sqlite', databaseUrl: url });
const db = await createDb({ provider: 'sqlite', databaseUrl: url });
const u = await db.user.create({ data: { username: 'a', email: 'a@a', password: 'x', status: 'approved' } });
await db.session.create({ data: { id: 'abc', userId: u.id, expiresAt: new Date(Date.now() + 1e9) } });
async function time(name: string, fn: () => Promise<unknown>, n = 2000) {
  for (let i = 0; i < 200; i++) await fn();
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const d = process.cpuUsage(t0);
  console.log(name.padEnd(28), ((d.user + d.system) / n).toFixed(0), 'µs');
}
await time('kysely lookup (2 queries)', () => findSessionWithUser(db, 'abc'));
await time('kysely one select', () => db.$kysely.selectFrom('Session').selectAll().where('id', '=', 'abc').executeTakeFirst());
await time('prisma raw', () => db.$queryRawUnsafe('SELECT * FROM "Session" WHERE "id" = ?', 'abc'));
await time('prisma findUnique include', () => db.session.findUnique({ where: { id: 'abc' }, include: { user: true } }));
await time('prisma findUnique', () => db.session.findUnique({ where: { id: 'abc' } }));
await time('kysely user select', () => db.$kysely.selectFrom('User').selectAll().where('id', '=', u.id).executeTakeFirst());
await time('kysely join (cols)', () => db.$kysely.selectFrom('Session').innerJoin('User', 'User.id', 'Session.userId').select(['Session.id', 'Session.expiresAt', 'User.username', 'User.email', 'User.role', 'User.status']).where('Session.id', '=', 'abc').executeTakeFirst());
await time('kysely lookup (2 queries) again', () => findSessionWithUser(db, 'abc'));
