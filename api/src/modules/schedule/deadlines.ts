import { wallClock } from '../../../../shared/tasks/quickAddCalendar.js';
import { daysBetween, deadlineOf } from '../../../../shared/tasks/deadline.js';
import type { PlanTask } from './scheduler.js';
import { toMinutes } from './time.js';

/** Minutes since midnight of an instant's wall clock in a zone. */
export function minutesIn(at: Date, timeZone: string): number {
  const { hour, minute } = wallClock(at, timeZone);
  return hour * 60 + minute;
}

/**
 * A task's deadline and planned day as seen from the day being planned (YYYY-MM-DD, the owner's wall
 * clock): overdue when its day is before that day, or when it is that day and its time has passed
 * (`nowMinutes`, only when planning today); due that day otherwise. A day planned before the planned
 * day counts as this day (the work carries over).
 */
export function dayView(
  task: { dueDate: Date | null; dueTime?: string | null; plannedDate?: Date | null },
  date: string,
  nowMinutes: number | null,
): Pick<PlanTask, 'deadline' | 'planned'> {
  const view: Pick<PlanTask, 'deadline' | 'planned'> = {};
  const deadline = deadlineOf(task.dueDate, task.dueTime);
  if (deadline) {
    const days = daysBetween(date, deadline.day);
    const passed = days === 0 && deadline.time !== null && nowMinutes !== null && toMinutes(deadline.time) <= nowMinutes;
    if (days < 0 || passed) view.deadline = { kind: 'overdue' };
    else if (days === 0) view.deadline = { kind: 'due', time: deadline.time };
  }
  if (task.plannedDate) view.planned = daysBetween(date, task.plannedDate.toISOString().slice(0, 10)) > 0 ? 'later' : 'this day';
  return view;
}
