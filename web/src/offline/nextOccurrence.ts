import { movedPlannedDay, nextOccurrenceDay } from '../../../shared/tasks/occurrenceDays.ts';
import { cachedUser } from './offlineUser.ts';
import type { LocalTask } from './types.ts';

const COUNTED = /(^|;)COUNT=/i;

/** The account's time zone, as last seen online; the browser's when none is known. */
function accountZone(): string {
  const zone = cachedUser()?.timeZone;
  return typeof zone === 'string' && zone ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Where a repeating task moves when its current occurrence is completed or skipped without the
 * server: its next deadline by the same rule the server runs (its planned day keeps its lead), so it
 * shows there at once. Null when it does not repeat, has no deadline, or its rule has ended; also when
 * the rule has a COUNT and this copy does not say how many occurrences are done, which the server then
 * decides on the replay.
 */
export function nextOccurrenceFields(task: LocalTask, now = new Date(), timeZone = accountZone()): Record<string, unknown> | null {
  const { recurrence, dueDate } = task;
  if (typeof recurrence !== 'string' || !recurrence || typeof dueDate !== 'string' || !dueDate) return null;
  const done = typeof task.occurrencesDone === 'number' ? task.occurrencesDone : null;
  if (done === null && COUNTED.test(recurrence)) return null;
  const due = dueDate.slice(0, 10);
  const series = {
    recurrence,
    recurFrom: typeof task.recurFrom === 'string' ? task.recurFrom : 'due',
    dueDate: due,
    dueTime: typeof task.dueTime === 'string' ? task.dueTime : null,
    occurrencesDone: done ?? 0,
  };
  const next = nextOccurrenceDay(series, now, timeZone);
  if (!next) return null;
  const planned = typeof task.plannedDate === 'string' ? task.plannedDate.slice(0, 10) : null;
  return { dueDate: next, plannedDate: movedPlannedDay(planned, due, next), ...(done === null ? {} : { occurrencesDone: done + 1 }) };
}

/**
 * Whether the next deadline of this repeating task is for the server to say: its rule counts
 * occurrences and this copy does not say how many are done, or the task was made offline.
 */
export function nextOccurrenceAwaitsServer(task: LocalTask, madeOffline: boolean): boolean {
  const { recurrence, dueDate } = task;
  if (typeof recurrence !== 'string' || !recurrence || typeof dueDate !== 'string' || !dueDate) return false;
  return madeOffline || (typeof task.occurrencesDone !== 'number' && COUNTED.test(recurrence));
}
