import type { Deps, Viewer } from '../../graphql/context.js';
import type { Task } from '../../generated/prisma-sqlite/client.js';
import { dayIn, deadlineInstant, deadlineOf, deadlineState, describeDeadline } from '../../../../shared/tasks/deadline.js';
import { requireUser } from '../ai/service.js';
import { todayCandidates } from './repository.js';

/** Why a task is on the Dashboard's Today card. */
export const TODAY_STATES = ['overdue', 'dueToday', 'plannedToday', 'open'] as const;
export type TodayState = (typeof TODAY_STATES)[number];

export type TodayTask = { task: Task; state: TodayState; deadline: string | null };

/** The card shows a few; this many are sent so it can hide the ones completed meanwhile. */
export const TODAY_TASKS_SENT = 20;

const ORDER: Record<TodayState, number> = { overdue: 0, dueToday: 1, plannedToday: 2, open: 3 };

/**
 * The open tasks for today in the user's time zone: overdue first, then due today (earliest deadline
 * first), then planned for today (or an earlier day, still open), by priority, then the highest
 * priorities of the rest.
 */
export function todayTasksOf(tasks: Task[], now: Date, timeZone: string): TodayTask[] {
  const today = dayIn(now, timeZone);
  const items = tasks.map((task) => {
    const d = deadlineOf(task.dueDate, task.dueTime);
    const due = d ? deadlineState(d, now, timeZone) : null;
    const planned = task.plannedDate !== null && task.plannedDate.toISOString().slice(0, 10) <= today;
    const state: TodayState = due === 'overdue' ? 'overdue' : due === 'today' ? 'dueToday' : planned ? 'plannedToday' : 'open';
    const words = d ? describeDeadline(d, now, timeZone) : null;
    return { task, state, deadline: words && words.charAt(0).toUpperCase() + words.slice(1), at: d ? deadlineInstant(d, timeZone).getTime() : Infinity };
  });
  return items
    .sort((a, b) => {
      const byState = ORDER[a.state] - ORDER[b.state];
      if (byState) return byState;
      if (a.state === 'overdue' || a.state === 'dueToday') return a.at - b.at || b.task.priority - a.task.priority || a.task.id - b.task.id;
      return b.task.priority - a.task.priority || a.task.id - b.task.id;
    })
    .map(({ at: _at, ...item }) => item);
}

export async function todayTasks(deps: Deps, viewer: Viewer) {
  const user = requireUser(viewer);
  const now = new Date();
  const timeZone = user.timeZone || 'UTC';
  const tomorrow = new Date(Date.parse(`${dayIn(now, timeZone)}T00:00:00Z`) + 86_400_000);
  const [dueOrPlanned, topPriority, openCount] = await todayCandidates(deps.db, user, tomorrow, TODAY_TASKS_SENT);
  const byId = new Map([...dueOrPlanned, ...topPriority].map((t) => [t.id, t]));
  return { items: todayTasksOf([...byId.values()], now, timeZone).slice(0, TODAY_TASKS_SENT), openCount };
}
