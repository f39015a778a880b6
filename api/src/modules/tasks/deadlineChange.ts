import type { Db, Tx } from '../../db/client.js';

/**
 * Every change of a task's deadline (dueDate, dueTime, recurrence, recurFrom) or of whether it is
 * done passes here once it is written: create, update, complete-and-advance and skip. It runs inside
 * the write's transaction when the write has one, so whatever follows the deadline (the task's
 * reminders' fire times) moves with it or not at all.
 */
export async function afterDeadlineChange(_db: Db | Tx, _taskId: number): Promise<void> {
  // nothing follows the deadline yet
}

/**
 * The user's time zone changed: each deadline keeps its day and wall-clock time in the new zone, so
 * the instant of every deadline with a time moved, and whatever follows those instants moves too.
 */
export async function afterTimeZoneChange(_db: Db | Tx, _userId: number): Promise<void> {
  // nothing follows the deadlines' instants yet
}

/** The task fields whose change is a deadline change. */
export const DEADLINE_FIELDS = ['dueDate', 'dueTime', 'recurrence', 'recurFrom', 'completed'] as const;
