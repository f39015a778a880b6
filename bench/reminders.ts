/**
 * Reminder bench: BENCH_REMINDERS (10,000) reminders due within the same minute, delivered by two
 * instances of the compiled server on one PostgreSQL database (and Redis, for the live events), each
 * polling every REMINDER_POLL_MS. Lateness: when the in-app notification was stored minus when the
 * reminder was due; p50, p99 and the worst. Goal: p99 ≤ 60 s and no reminder delivered twice.
 * E-mail and push are off for the bench user (their cost is the mail server's and the push service's).
 *
 *   npm run bench:reminders     BENCH_REMINDERS=10000 REMINDER_POLL_MS=10000 REDIS_URL=redis://127.0.0.1:6379
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envNumber, round, saveResults, table, verdict } from './lib/stats.ts';
import { spawnServer, startBenchApp } from './lib/server.ts';

const COUNT = envNumber('BENCH_REMINDERS', 10_000);
const POLL_MS = envNumber('REMINDER_POLL_MS', 10_000);
const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LEAD_MS = 20_000; // the first reminder is due this long after seeding ends
const env = { REMINDER_POLL_MS: String(POLL_MS), REDIS_URL, RATE_LIMIT_SCALE: '1000000' };

const a = await startBenchApp('postgres', 0, env);
const b = await spawnServer(
  'dist/server/bundle/index.js',
  {
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'streamline-bench-')),
    DATABASE_URL: a.databaseUrl,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
  },
  '/api/health',
);
try {
  const { db, userId } = a;
  await db.reminderSettings.create({ data: { userId, email: false, push: false } });
  const project = await db.project.create({ data: { name: 'Reminders', priority: 5, userId, members: { create: { userId: userId, role: 'owner' } } } });
  for (let start = 0; start < COUNT; start += 1000) {
    const n = Math.min(1000, COUNT - start);
    await db.task.createMany({
      data: Array.from({ length: n }, (_, k) => ({
        name: `Reminded ${start + k + 1}`,
        priority: 5,
        duration: 15,
        projectId: project.id,
        userId,
        position: start + k,
      })),
    });
  }
  const tasks = await db.task.findMany({ where: { userId }, select: { id: true }, orderBy: { id: 'asc' } });
  const due0 = Date.now() + LEAD_MS;
  for (let start = 0; start < tasks.length; start += 1000) {
    await db.reminder.createMany({
      data: tasks.slice(start, start + 1000).map((t, k) => {
        const at = new Date(due0 + ((start + k) % 60) * 1000); // spread over one minute
        return { taskId: t.id, userId, at, fireAt: at };
      }),
    });
  }
  console.log(`${COUNT} reminders due from ${new Date(due0).toISOString()} over one minute; two instances polling every ${POLL_MS} ms`);

  const deadline = due0 + 60_000 + 5 * 60_000;
  for (;;) {
    const fired = await db.reminder.count({ where: { userId, firedAt: { not: null } } });
    if (fired === COUNT || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await new Promise((r) => setTimeout(r, 2 * POLL_MS)); // anything sent twice would show by now

  const reminders = new Map((await db.reminder.findMany({ where: { userId }, select: { id: true, at: true } })).map((r) => [r.id, r.at!.getTime()]));
  const notes = await db.notification.findMany({ where: { userId, action: 'reminder' }, select: { timestamp: true, data: true } });
  const seen = new Set<number>();
  let duplicates = 0;
  const lateness: number[] = [];
  for (const n of notes) {
    const id = (n.data as { reminderId: number }).reminderId;
    if (seen.has(id)) duplicates++;
    seen.add(id);
    lateness.push(n.timestamp.getTime() - reminders.get(id)!);
  }
  lateness.sort((x, y) => x - y);
  const at = (q: number) => (lateness.length ? lateness[Math.min(lateness.length - 1, Math.floor(q * lateness.length))] : NaN);
  const row = {
    reminders: COUNT,
    delivered: seen.size,
    duplicates,
    'p50 s': round(at(0.5) / 1000, 2),
    'p99 s': round(at(0.99) / 1000, 2),
    'max s': round((lateness.at(-1) ?? NaN) / 1000, 2),
  };
  table([row]);
  const met = seen.size === COUNT && duplicates === 0 && at(0.99) <= 60_000;
  console.log(`\ngoal p99 ≤ 60 s, every reminder once: ${verdict(met)}`);
  saveResults('reminders', { pollMs: POLL_MS, ...row });
} finally {
  await b.stop();
  await a.stop();
}
