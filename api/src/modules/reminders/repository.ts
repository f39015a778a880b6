import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { inIds } from '../../db/idList.js';
import type { Reminder } from '../../generated/kysely/types.js';

export type ReminderRow = Selectable<Reminder>;
export type Channel = 'app' | 'email' | 'push';
const SENT_COLUMN = { app: 'appSentAt', email: 'emailSentAt', push: 'pushSentAt' } as const;

/** A new fireAt starts a new delivery: nothing sent, no failures, no claim. */
export const FRESH_DELIVERY = { claimedBy: null, leaseUntil: null, attempts: 0, nextAttemptAt: null, appSentAt: null, emailSentAt: null, pushSentAt: null };

/** The reminders of a page of tasks, as task answers show them, oldest first. Every task list reads it. */
export function findRemindersOfTasks(db: Db | Tx, taskIds: number[]) {
  return db.$kysely
    .selectFrom('Reminder')
    .select(['id', 'taskId', 'offsetMinutes', 'at'])
    .where(inIds(db.$kysely, 'Reminder.taskId', taskIds))
    .orderBy('id', 'asc')
    .execute();
}

/** Every change of a task's deadline or completion asks (most tasks have none), so it is compiled once. */
const remindersOfTask = compiledOnce((kysely, taskId: number) =>
  kysely.selectFrom('Reminder').selectAll().where('Reminder.taskId', '=', taskId).orderBy('Reminder.id', 'asc'),
);

/** The task's reminders, oldest first. */
export async function findRemindersOfTask(db: Db | Tx, taskId: number): Promise<ReminderRow[]> {
  return (await remindersOfTask(db.$kysely, taskId)).rows;
}

const timingOfTask = compiledOnce((kysely, taskId: number) =>
  kysely
    .selectFrom('Task')
    .innerJoin('User', 'User.id', 'Task.userId')
    .select(['Task.id', 'Task.userId', 'Task.dueDate', 'Task.dueTime', 'Task.completed', 'User.timeZone'])
    .where('Task.id', '=', taskId),
);

/** What a task's reminders are computed from: its deadline, whether it is done, and its owner's time zone. */
export async function taskTiming(db: Db | Tx, taskId: number) {
  return (await timingOfTask(db.$kysely, taskId)).rows[0];
}

const ownerTiming = compiledOnce((kysely, userId: number) =>
  kysely
    .selectFrom('User')
    .leftJoin('ReminderSettings', 'ReminderSettings.userId', 'User.id')
    .select(['User.timeZone', 'ReminderSettings.userId as settingsUserId', 'ReminderSettings.defaultOffsetMinutes'])
    .where('User.id', '=', userId),
);

/**
 * What a new task's reminders need of its owner, in one read: their time zone, and their default
 * reminder (`saved` false when they never saved reminder settings).
 */
export async function reminderOwner(db: Db | Tx, userId: number) {
  const row = (await ownerTiming(db.$kysely, userId)).rows[0];
  return row && { timeZone: row.timeZone, saved: row.settingsUserId !== null, defaultOffsetMinutes: row.defaultOffsetMinutes };
}

/** Every column named in each row: a multi-row insert may not leave one to its default on SQLite. */
export type NewReminder = { taskId: number; userId: number; offsetMinutes: number | null; at: Date | null; fireAt: Date | null };

/** New reminders, their fireAt already computed, in one statement. */
export async function insertReminders(db: Db | Tx, rows: NewReminder[]) {
  if (!rows.length) return;
  const now = new Date();
  await db.$kysely
    .insertInto('Reminder')
    .values(rows.map((r) => ({ ...r, ...FRESH_DELIVERY, firedAt: null, createdAt: now, updatedAt: now })))
    .execute();
}

/** The tasks of the user that have reminders. */
export async function taskIdsWithReminders(db: Db | Tx, userId: number) {
  const rows = await db.reminder.findMany({ where: { userId }, select: { taskId: true }, distinct: ['taskId'] });
  return rows.map((r) => r.taskId);
}

export function insertReminder(db: Db | Tx, data: Prisma.ReminderUncheckedCreateInput) {
  return db.reminder.create({ data });
}

export function updateReminder(db: Db | Tx, id: number, data: Prisma.ReminderUncheckedUpdateInput) {
  return db.reminder.update({ where: { id }, data });
}

export function deleteReminders(db: Db | Tx, ids: number[]) {
  if (!ids.length) return Promise.resolve({ count: 0 });
  return db.reminder.deleteMany({ where: { id: { in: ids } } });
}

/** Absolute reminders of the task that have fired or were missed (a snooze replaces them). */
export function deleteSpentAbsoluteReminders(db: Db | Tx, taskId: number, before: Date) {
  return db.reminder.deleteMany({ where: { taskId, at: { not: null, lt: before }, fireAt: null } });
}

/**
 * Claims up to `limit` due reminders of open tasks for this instance until `leaseUntil`: one UPDATE
 * whose WHERE holds only while nobody else's lease does, so of several instances one wins each row
 * (PostgreSQL: rows another claim holds locked are skipped; SQLite: one writer at a time).
 */
export async function claimDueReminders(db: Db, provider: 'sqlite' | 'postgres', instance: string, now: Date, leaseUntil: Date, limit: number) {
  let due = db.$kysely
    .selectFrom('Reminder as r')
    .innerJoin('Task as t', 't.id', 'r.taskId')
    .select('r.id')
    .where('r.fireAt', '<=', now)
    .where('t.completed', '=', false)
    .where((eb) => eb.or([eb('r.leaseUntil', 'is', null), eb('r.leaseUntil', '<', now)]))
    .where((eb) => eb.or([eb('r.nextAttemptAt', 'is', null), eb('r.nextAttemptAt', '<=', now)]))
    .orderBy('r.fireAt')
    .limit(limit);
  if (provider === 'postgres') due = due.forUpdate('r').skipLocked();
  const rows = await db.$kysely
    .updateTable('Reminder')
    .set({ claimedBy: instance, leaseUntil })
    .where('id', 'in', due)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Claimed reminders with what their delivery needs: the task, its owner and the owner's reminder settings. */
export function remindersForDelivery(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.reminder.findMany({
    where: { id: { in: ids } },
    orderBy: { fireAt: 'asc' },
    include: {
      task: { select: { id: true, name: true, completed: true, dueDate: true, dueTime: true } },
      user: { select: { id: true, email: true, name: true, username: true, timeZone: true, status: true, reminderSettings: true } },
    },
  });
}

/** Records that a channel delivered the reminder, as long as this instance still holds it. */
export async function markChannelSent(db: Db, id: number, instance: string, channel: Channel, at: Date) {
  const { count } = await db.reminder.updateMany({ where: { id, claimedBy: instance }, data: { [SENT_COLUMN[channel]]: at } });
  return count === 1;
}

export type SentAt = Partial<Record<Channel, Date>>;
const sentColumns = (sent: SentAt) => Object.fromEntries(Object.entries(sent).map(([channel, at]) => [SENT_COLUMN[channel as Channel], at]));

/** Delivery done (or given up): it will not fire again for this instant. `sent`: channels not recorded yet. */
export function finishDelivery(db: Db, id: number, instance: string, firedAt: Date | null, sent: SentAt = {}) {
  return db.reminder.updateMany({
    where: { id, claimedBy: instance },
    data: { ...sentColumns(sent), fireAt: null, firedAt, claimedBy: null, leaseUntil: null, nextAttemptAt: null },
  });
}

/** A channel failed: try again from `nextAttemptAt` (any instance may). */
export function retryDeliveryLater(db: Db, id: number, instance: string, attempts: number, nextAttemptAt: Date, sent: SentAt = {}) {
  return db.reminder.updateMany({
    where: { id, claimedBy: instance },
    data: { ...sentColumns(sent), attempts, nextAttemptAt, claimedBy: null, leaseUntil: null },
  });
}

/** Gives back claims this instance still holds (a clean shutdown), so another instance need not wait for the lease. */
export function releaseClaims(db: Db, instance: string) {
  return db.reminder.updateMany({ where: { claimedBy: instance }, data: { claimedBy: null, leaseUntil: null } });
}

export function findReminderSettings(db: Db | Tx, userId: number) {
  return db.reminderSettings.findUnique({ where: { userId } });
}

export function saveReminderSettings(db: Db, userId: number, change: Omit<Prisma.ReminderSettingsUncheckedCreateInput, 'userId'>) {
  return db.reminderSettings.upsert({ where: { userId }, create: { userId, ...change }, update: change });
}
