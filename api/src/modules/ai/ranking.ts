import { formatMinutes, localMinutes } from './clock.js';
import { priorityBand } from '../../../../shared/tasks/priority.js';
import { deadlineInstant, deadlineOf, describeDeadline, urgencyPoints } from '../../../../shared/tasks/deadline.js';

/**
 * The local engine's task ranking: a sum of explainable factors, each with the words that explain it.
 * Priority counts priority × 10; a deadline adds its urgency (shared/tasks/deadline.ts), which rises as
 * the deadline nears and is highest once it has passed.
 */

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
  /** "HH:MM" in the owner's time zone on the due day; null: the end of that day */
  dueTime?: string | null;
  projectName?: string | null;
};

export type FocusSession = { taskId: number; startTime: Date; duration: number; completed: boolean };

export type RankContext = {
  now: Date;
  tzOffsetMinutes?: number;
  /** the owner's IANA time zone, in which deadlines are read (UTC unless told) */
  timeZone?: string;
  /** the working day, minutes since local midnight (defaults 09:00 to 18:00) */
  dayStart?: number;
  dayEnd?: number;
};

export type Factor = { key: string; points: number; text: string };
/** A deadline as the ranking read it: the instant it passes, its wall-clock day and time in the owner's zone, and in words. */
export type RankedDeadline = { at: Date; day: string; time: string | null; timeZone: string; hoursLeft: number; text: string; urgency: number };
export type RankedTask = { task: RankTask; score: number; factors: Factor[]; reason: string; deadline: RankedDeadline | null };

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
  const factors: Factor[] = [];
  factors.push({ key: 'priority', points: task.priority * 10, text: `${priorityBand(task.priority)} priority (${task.priority})` });

  const deadline = deadlineOf(task.dueDate, task.dueTime);
  if (deadline) {
    const zone = ctx.timeZone ?? 'UTC';
    factors.push({ key: 'due', points: urgencyPoints(deadline, ctx.now, zone), text: describeDeadline(deadline, ctx.now, zone) });
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
  const timeZone = ctx.timeZone ?? 'UTC';
  const deadlineFor = (task: RankTask): RankedDeadline | null => {
    const d = deadlineOf(task.dueDate, task.dueTime);
    if (!d) return null;
    const at = deadlineInstant(d, timeZone);
    const hoursLeft = Math.round((at.getTime() - ctx.now.getTime()) / 360_000) / 10;
    return { at, ...d, timeZone, hoursLeft, text: describeDeadline(d, ctx.now, timeZone), urgency: urgencyPoints(d, ctx.now, timeZone) };
  };
  const dueAt = (r: RankedTask) => r.deadline?.at.getTime() ?? Infinity;
  return tasks
    .map((task) => {
      const factors = scoreTask(task, sessions, ctx);
      return { task, factors, score: factors.reduce((s, f) => s + f.points, 0), reason: explain(task, factors), deadline: deadlineFor(task) };
    })
    .sort((a, b) => b.score - a.score || b.task.priority - a.task.priority || dueAt(a) - dueAt(b) || a.task.id - b.task.id);
}
