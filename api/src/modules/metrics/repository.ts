import type { Db } from '../../db/client.js';

/** Reminders of open tasks that will fire (`scheduled`), and those of them already due and not yet delivered (`due`). */
export async function countPendingReminders(db: Db, now: Date) {
  const open = { fireAt: { not: null }, task: { completed: false } };
  const [scheduled, due] = await Promise.all([db.reminder.count({ where: open }), db.reminder.count({ where: { ...open, fireAt: { not: null, lte: now } } })]);
  return { scheduled, due };
}

/** Webhook deliveries by status (pending, delivered, failed). */
export async function countWebhookDeliveries(db: Db) {
  const rows = await db.webhookDelivery.groupBy({ by: ['status'], _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.status, r._count._all])) as Record<string, number>;
}
