import type { Db, Tx } from '../../db/client.js';
import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { nextFireAt } from './fireAt.js';
import * as reminders from './repository.js';
import { REMINDER_MESSAGES } from '../../../../shared/reminders/messages.js';
import { ReminderSettingsInput, RemindersInput, type ReminderInputItem } from '../../../../shared/reminders/validation.js';

export type ReminderList = ReminderInputItem[];
type Row = reminders.ReminderRow;

/** A reminder as the client sees it: `{ id, offsetMinutes }` or `{ id, at }`. */
export function presentReminder(r: Pick<Row, 'id' | 'offsetMinutes' | 'at'>) {
  return r.at ? { id: r.id, at: r.at.toISOString() } : { id: r.id, offsetMinutes: r.offsetMinutes ?? 0 };
}

/** The `reminders` of a task write: undefined when absent, else the checked list (a 400 naming `reminders`). */
export function remindersFromInput(input: unknown): ReminderList | undefined {
  if (!input || typeof input !== 'object' || !('reminders' in input)) return undefined;
  const value = (input as { reminders: unknown }).reminders;
  if (value === undefined) return undefined;
  if (value === null) return [];
  return parseInput(RemindersInput, value);
}

/** The reminders of these tasks, by task id, as the client sees them. */
export async function remindersByTask(db: Db, taskIds: number[]) {
  const byTask = new Map<number, ReturnType<typeof presentReminder>[]>();
  for (const r of await reminders.findRemindersOfTasks(db, taskIds)) {
    const list = byTask.get(r.taskId) ?? [];
    list.push(presentReminder(r));
    byTask.set(r.taskId, list);
  }
  return byTask;
}

export function remindersOfTask(db: Db | Tx, taskId: number) {
  return reminders.findRemindersOfTask(db, taskId);
}

const sameInstant = (a: Date | null, b: Date | null) => (a === null ? b === null : b !== null && a.getTime() === b.getTime());

/**
 * Recomputes when each reminder of the task is next due, from its deadline (dueDate, dueTime), the
 * owner's time zone and whether it is completed. Call it in the same transaction as any change of
 * those. A reminder whose instant changed starts a fresh delivery; one that did not keeps its state
 * (a delivery under way is not repeated).
 */
export async function rescheduleTaskReminders(tx: Db | Tx, taskId: number): Promise<void> {
  const list = await reminders.findRemindersOfTask(tx, taskId);
  if (!list.length) return;
  const task = await reminders.taskTiming(tx, taskId);
  if (!task) return;
  const now = new Date();
  for (const r of list) {
    const fireAt = nextFireAt(r, task, task.timeZone, now);
    if (sameInstant(fireAt, r.fireAt)) continue;
    await reminders.updateReminder(tx, r.id, fireAt ? { fireAt, ...reminders.FRESH_DELIVERY } : { fireAt: null, claimedBy: null, leaseUntil: null });
  }
}

/** After the user's time zone changed: every reminder of theirs counts from their deadlines in the new zone. */
export async function rescheduleUserReminders(tx: Db | Tx, userId: number): Promise<void> {
  for (const taskId of await reminders.taskIdsWithReminders(tx, userId)) await rescheduleTaskReminders(tx, taskId);
}

const sameTiming = (r: Row, item: ReminderInputItem) => r.offsetMinutes === (item.offsetMinutes ?? null) && sameInstant(r.at, item.at ?? null);

/**
 * Makes the task's reminders the given list: an item with the id of one of them keeps that reminder
 * (changed in place when its timing differs), the others are new, and reminders not listed are removed.
 */
export async function replaceTaskReminders(tx: Db | Tx, task: { id: number; userId: number }, list: ReminderList) {
  const existing = await reminders.findRemindersOfTask(tx, task.id);
  const kept = new Set<number>();
  for (const item of list) {
    const id = item.id === undefined || item.id === null ? null : rowIdFrom(item.id, 'Reminder');
    const row = id === null ? undefined : existing.find((r) => r.id === id && !kept.has(r.id));
    const timing = { offsetMinutes: item.offsetMinutes ?? null, at: item.at ?? null };
    if (row) {
      kept.add(row.id);
      if (!sameTiming(row, item)) await reminders.updateReminder(tx, row.id, { ...timing, fireAt: null, firedAt: null, ...reminders.FRESH_DELIVERY });
    } else {
      await reminders.insertReminder(tx, { taskId: task.id, userId: task.userId, ...timing });
    }
  }
  await reminders.deleteReminders(
    tx,
    existing.filter((r) => !kept.has(r.id)).map((r) => r.id),
  );
  await rescheduleTaskReminders(tx, task.id);
}

type TimedTask = { id: number; userId: number; dueDate: Date | null; dueTime: string | null; completed: boolean };

/** Reminders for a task that has none yet, each with the fireAt its deadline gives it now. */
function firstReminders(task: TimedTask, timeZone: string, list: ReminderList): reminders.NewReminder[] {
  const now = new Date();
  return list.map((item) => {
    const timing = { offsetMinutes: item.offsetMinutes ?? null, at: item.at ?? null };
    return { taskId: task.id, userId: task.userId, ...timing, fireAt: nextFireAt({ ...timing, firedAt: null }, task, timeZone, now) };
  });
}

/** The owner's default reminder (minutes before the deadline), null for none. */
const defaultOffsetOf = (owner: { saved: boolean; defaultOffsetMinutes: number | null }) =>
  owner.saved ? owner.defaultOffsetMinutes : DEFAULT_REMINDER_SETTINGS.defaultOffsetMinutes;

/**
 * A new task's reminders: the list sent, else (a task created with a deadline and no `reminders`) the
 * owner's default reminder, which is "at the deadline" until they change it in Settings. The task has
 * none yet, so every item is a new reminder, written at once with its fireAt.
 */
export async function setNewTaskReminders(db: Db, task: TimedTask, list: ReminderList | undefined) {
  if (list ? !list.length : !task.dueDate) return;
  const owner = await reminders.reminderOwner(db, task.userId);
  if (!owner) return;
  const offset = defaultOffsetOf(owner);
  await reminders.insertReminders(db, firstReminders(task, owner.timeZone, list ?? (offset === null ? [] : [{ offsetMinutes: offset }])));
}

/**
 * A task that had no deadline and got one (without a `reminders` list in the same write) gets the
 * owner's default reminder, as a new task with a deadline does, unless it already has reminders.
 */
export async function addDefaultReminderOnFirstDeadline(db: Db, before: { dueDate: Date | null }, task: TimedTask) {
  if (before.dueDate || !task.dueDate) return;
  const owner = await reminders.reminderOwner(db, task.userId);
  const offset = owner ? defaultOffsetOf(owner) : null;
  if (!owner || offset === null) return;
  await db.$transaction(async (tx) => {
    if ((await reminders.findRemindersOfTask(tx, task.id)).length) return;
    await reminders.insertReminders(tx, firstReminders(task, owner.timeZone, [{ offsetMinutes: offset }]));
  });
}

export const DEFAULT_REMINDER_SETTINGS = { inApp: true, email: true, push: true, defaultOffsetMinutes: 0 as number | null };
export type ReminderSettings = typeof DEFAULT_REMINDER_SETTINGS;

async function reminderSettingsOf(db: Db | Tx, userId: number): Promise<ReminderSettings> {
  const row = await reminders.findReminderSettings(db, userId);
  return settingsOf(row);
}

/** A user's channel switches and default reminder (the defaults when they never saved any). */
export function settingsOf(row: ReminderSettings | null | undefined): ReminderSettings {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return { inApp: row.inApp, email: row.email, push: row.push, defaultOffsetMinutes: row.defaultOffsetMinutes };
}

/** GET /api/reminders/settings */
export async function getReminderSettings(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return reminderSettingsOf(deps.db, viewer.id);
}

/** PUT /api/reminders/settings: the fields sent change. */
export async function updateReminderSettings(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const change = parseInput(ReminderSettingsInput, input ?? {});
  const fields = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  return settingsOf(await reminders.saveReminderSettings(deps.db, viewer.id, fields));
}

/** "Snooze": the task gets an absolute reminder `minutes` from now, in place of its absolute reminders already spent. */
export async function snoozeTaskReminder(db: Db, task: { id: number; userId: number; completed: boolean }, minutes: number) {
  if (task.completed) throw badRequest(REMINDER_MESSAGES.snoozeCompleted);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await reminders.deleteSpentAbsoluteReminders(tx, task.id, now);
    await reminders.insertReminder(tx, { taskId: task.id, userId: task.userId, at: new Date(now.getTime() + minutes * 60_000) });
    await rescheduleTaskReminders(tx, task.id);
  });
}
