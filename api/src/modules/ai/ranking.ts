import { dayNumber, dueDay, formatMinutes, localDate, localMinutes } from './clock.js';
import { priorityBand } from '../../../../shared/tasks/priority.js';

/** The local engine's task ranking: a sum of explainable factors, each with the words that explain it. */

export type RankTask = {
  id: number;
  name: string;
  priority: number;
  /** estimate, minutes */
  duration: number;
  /** minutes already focused */
  timeSpent: number;
  createdAt: Date;
  dueDate: Date | null;
  projectName?: string | null;
};

export type FocusSession = { taskId: number; startTime: Date; duration: number; completed: boolean };

export type RankContext = {
  now: Date;
  tzOffsetMinutes?: number;
  /** the working day, minutes since local midnight (defaults 09:00 to 18:00) */
  dayStart?: number;
  dayEnd?: number;
};

export type Factor = { key: string; points: number; text: string };
export type RankedTask = { task: RankTask; score: number; factors: Factor[]; reason: string };

const HOUR = 3_600_000;

/** Minutes of the working day still ahead (09:00–18:00 local unless told). */
export function minutesLeftToday(ctx: RankContext): number {
  const start = ctx.dayStart ?? 9 * 60;
  const end = ctx.dayEnd ?? 18 * 60;
  return Math.max(0, end - Math.max(localMinutes(ctx.now, ctx.tzOffsetMinutes), start));
}

export function remainingMinutes(task: Pick<RankTask, 'duration' | 'timeSpent'>): number {
  return Math.max(task.duration - task.timeSpent, 0);
}

export function scoreTask(task: RankTask, sessions: FocusSession[], ctx: RankContext): Factor[] {
  const tz = ctx.tzOffsetMinutes ?? 0;
  const factors: Factor[] = [];
  factors.push({ key: 'priority', points: task.priority * 10, text: `${priorityBand(task.priority)} priority (${task.priority})` });

  if (task.dueDate) {
    const days = dayNumber(dueDay(task.dueDate)) - dayNumber(localDate(ctx.now, tz));
    if (days < 0) {
      const late = -days;
      factors.push({ key: 'due', points: 40 + Math.min(late, 4) * 5, text: `overdue by ${late} day${late === 1 ? '' : 's'}` });
    } else if (days === 0) factors.push({ key: 'due', points: 35, text: 'due today' });
    else if (days === 1) factors.push({ key: 'due', points: 20, text: 'due tomorrow' });
    else if (days <= 7) factors.push({ key: 'due', points: 14 - 2 * days, text: `due in ${days} days` });
  }

  const ageDays = Math.floor((ctx.now.getTime() - task.createdAt.getTime()) / (24 * HOUR));
  if (ageDays >= 1) factors.push({ key: 'age', points: Math.min(ageDays, 20), text: `open for ${ageDays} day${ageDays === 1 ? '' : 's'}` });

  if (task.duration > 0 && task.timeSpent > 0) {
    const fraction = task.timeSpent / task.duration;
    if (fraction < 1) factors.push({ key: 'progress', points: Math.round(20 * fraction), text: `${Math.round(fraction * 100)}% done` });
    else factors.push({ key: 'progress', points: 5, text: `past its ${formatMinutes(task.duration)} estimate: close it out` });
    factors.push({ key: 'invested', points: Math.min(Math.floor(task.timeSpent / 15), 8), text: `${formatMinutes(task.timeSpent)} already invested` });
  }

  const left = minutesLeftToday(ctx);
  if (left > 0) {
    const remaining = remainingMinutes(task) || 5;
    if (remaining <= left) {
      factors.push(
        remaining <= 30
          ? { key: 'size', points: 8, text: `quick: ${formatMinutes(remaining)} fits in the ${formatMinutes(left)} left today` }
          : { key: 'size', points: 4, text: `${formatMinutes(remaining)} fits in the ${formatMinutes(left)} left today` },
      );
    } else {
      factors.push({ key: 'size', points: -10, text: `needs ${formatMinutes(remaining)}, more than the ${formatMinutes(left)} left today` });
    }
  }

  const last = sessions
    .filter((s) => s.taskId === task.id)
    .reduce<number | null>((max, s) => (max === null || s.startTime.getTime() > max ? s.startTime.getTime() : max), null);
  if (last !== null) {
    const hoursAgo = (ctx.now.getTime() - last) / HOUR;
    if (hoursAgo <= 24) factors.push({ key: 'momentum', points: 12, text: 'you focused on it in the last 24 hours (momentum)' });
    else if (hoursAgo <= 72) factors.push({ key: 'momentum', points: 6, text: 'you focused on it in the last 3 days' });
  }
  return factors.filter((f) => f.points !== 0);
}

/** The factors that mattered, in words: high priority always, then the strongest others (|points| ≥ 5), at most three. */
export function explain(task: RankTask, factors: Factor[]): string {
  const notable = factors
    .filter((f) => (f.key === 'priority' ? task.priority >= 8 : Math.abs(f.points) >= 5))
    .sort((a, b) => (a.key === 'priority' ? -1 : b.key === 'priority' ? 1 : Math.abs(b.points) - Math.abs(a.points)))
    .slice(0, 3)
    .map((f) => f.text);
  const text = notable.length ? notable.join('; ') : `${priorityBand(task.priority)} priority (${task.priority}) and nothing more pressing is open`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function rankTasks(tasks: RankTask[], sessions: FocusSession[], ctx: RankContext): RankedTask[] {
  return tasks
    .map((task) => {
      const factors = scoreTask(task, sessions, ctx);
      return { task, factors, score: factors.reduce((s, f) => s + f.points, 0), reason: explain(task, factors) };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.task.priority - a.task.priority ||
        (a.task.dueDate?.getTime() ?? Infinity) - (b.task.dueDate?.getTime() ?? Infinity) ||
        a.task.id - b.task.id,
    );
}
