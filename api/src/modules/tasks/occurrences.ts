import type { Deps } from '../../graphql/context.js';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { findUser } from '../users/repository.js';
import { moveSessionsToTask } from '../pomodoro/repository.js';
import { dayOfStored, storedDay } from '../../../../shared/tasks/dates.js';
import { afterDeadlineChange } from './deadlineChange.js';
import { movedPlannedDay, nextOccurrence } from './recurrence.js';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.js';
import { notifyTaskCompleted } from './completion.js';
import { recordOccurrenceMoved } from '../activity/record.js';
import { publishTaskChange } from './events.js';
import { stamp } from './fieldStamps.js';
import * as tasks from './repository.js';

type Task = tasks.TaskRow;

/** The deadline of the occurrence after the task's current one (null: the rule has ended), in its owner's time zone. */
async function nextDeadlineOf(tx: Tx, task: Task, now: Date): Promise<string | null> {
  if (!task.recurrence || !task.dueDate) return null;
  const owner = await findUser(tx, task.userId);
  return nextOccurrence(
    {
      recurrence: task.recurrence,
      recurFrom: task.recurFrom,
      dueDate: dayOfStored(task.dueDate),
      dueTime: task.dueTime,
      occurrencesDone: task.occurrencesDone,
    },
    now,
    owner?.timeZone ?? 'UTC',
  );
}

/** The series task moved on to the occurrence of `next`: its planned day keeps its lead on the deadline. */
function advanced(task: Task, next: string, now: Date, more: Record<string, unknown> = {}) {
  const due = dayOfStored(task.dueDate!);
  const planned = movedPlannedDay(task.plannedDate ? dayOfStored(task.plannedDate) : null, due, next);
  return {
    dueDate: storedDay(next),
    plannedDate: planned ? storedDay(planned) : null,
    occurrencesDone: task.occurrencesDone + 1,
    ...more,
    fieldChangedAt: stamp(task.fieldChangedAt, ['dueDate', 'plannedDate', ...Object.keys(more)], now),
  };
}

/**
 * Completes the current occurrence of a recurring task. While the rule has another occurrence, the
 * completed one is kept in history as a completed copy (with the time spent and the pomodoro
 * sessions), and the series task, keeping its id, moves on to the next deadline (the same dueTime).
 * When the rule has ended (COUNT, UNTIL), the task itself is completed for good.
 * Answers the series task as it now stands.
 */
export async function completeOccurrence(deps: Deps, actorId: number, task: Task): Promise<Task> {
  const now = new Date();
  const { series, occurrence, changed } = await deps.db.$transaction(async (tx) => {
    const current = (await tasks.findTask(tx, task.id))!;
    const next = await nextDeadlineOf(tx, current, now);
    const data =
      next === null
        ? { completed: true, completedAt: now, fieldChangedAt: stamp(current.fieldChangedAt, ['completed'], now) }
        : advanced(current, next, now, { timeSpent: 0 });
    // the occurrence the request saw: a second completion of it (a double click) changes nothing
    if (!(await tasks.updateOccurrence(tx, current.id, task, data))) return { series: current, occurrence: null, changed: false };
    let occurrence: Task | null = null;
    if (next !== null) {
      occurrence = await tasks.insertCompletedOccurrence(tx, current, now);
      await moveSessionsToTask(tx, current.id, occurrence.id);
    }
    await afterDeadlineChange(tx, current.id);
    const series = (await tasks.findTask(tx, current.id))!;
    await recordOccurrenceMoved(tx, actorId, current, series, 'completed');
    return { series, occurrence, changed: true };
  });
  if (!changed) return series;
  if (occurrence) await publishTaskChange(deps, occurrence.projectId, 'created', occurrence.id);
  await publishTaskChange(deps, series.projectId, 'updated', series.id);
  await notifyTaskCompleted(deps, actorId, occurrence ?? series);
  return series;
}

/** Skips the current occurrence of a recurring task: it moves on to the next deadline, with nothing kept in history. */
export async function skipOccurrence(deps: Deps, actorId: number, task: Task): Promise<Task> {
  if (!task.recurrence) throw badRequest(RECURRENCE_MESSAGES.notRecurring);
  if (task.completed) throw badRequest(RECURRENCE_MESSAGES.completed);
  const now = new Date();
  const { series, changed } = await deps.db.$transaction(async (tx) => {
    const current = (await tasks.findTask(tx, task.id))!;
    const next = await nextDeadlineOf(tx, current, now);
    if (next === null) throw badRequest(RECURRENCE_MESSAGES.lastOccurrence);
    // a second skip of the same occurrence (a double click) skips it once
    if (!(await tasks.updateOccurrence(tx, current.id, task, advanced(current, next, now)))) return { series: current, changed: false };
    await afterDeadlineChange(tx, current.id);
    const series = (await tasks.findTask(tx, current.id))!;
    await recordOccurrenceMoved(tx, actorId, current, series, 'skipped');
    return { series, changed: true };
  });
  if (changed) await publishTaskChange(deps, series.projectId, 'updated', series.id);
  return series;
}
