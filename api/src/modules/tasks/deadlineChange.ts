import type { Db, Tx } from '../../db/client.js';
import { rescheduleTaskReminders, rescheduleUserReminders } from '../reminders/service.js';

/**
 * Every change of a task's deadline (dueDate, dueTime, recurrence, recurFrom) or of whether it is
 * done passes here once it is written: create, update, complete-and-advance and skip. It runs inside
 * the write's transaction when the write has one, so whatever follows the deadline (the task's
 * reminders' fire times) moves with it or not at all.
 */
export async function afterDeadlineChange(db: Db | Tx, taskId: number): Promise<void> {
  await rescheduleTaskReminders(db, taskId);
}

/**
 * The user's time zone changed: each deadline keeps its day and wall-clock time in the new zone, so
 * the instant of every deadline with a time moved, and whatever follows those instants moves too.
 */
export async function afterTimeZoneChange(db: Db | Tx, userId: number): Promise<void> {
  await rescheduleUserReminders(db, userId);
}

/** The task fields whose change is a deadline change. */
export const DEADLINE_FIELDS = ['dueDate', 'dueTime', 'recurrence', 'recurFrom', 'completed'] as const;
