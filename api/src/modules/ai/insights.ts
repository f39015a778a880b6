import { addDays, formatMinutes, localDate, localHour } from './clock.js';
import { focusMinutesOf, isPomodoro } from '../../../../shared/pomodoro/sessionStats.js';

/** The local engine's figures about a user's work, and a summary written from them. */

export type InsightTask = {
  id: number;
  name: string;
  priority: number;
  duration: number;
  timeSpent: number;
  completed: boolean;
  completedAt: Date | null;
  createdAt: Date;
  projectId: number;
  projectName: string;
};
export type InsightSession = { taskId: number; startTime: Date; endTime?: Date | null; duration: number; completed: boolean; type: string };

export type Insights = {
  days: number;
  from: string;
  to: string;
  completion: { total: number; completed: number; open: number; rate: number; completedInPeriod: number };
  focusByDay: Array<{ date: string; minutes: number; sessions: number }>;
  focusByProject: Array<{ projectId: number; projectName: string; minutes: number }>;
  totalFocusMinutes: number;
  estimates: {
    tasks: Array<{ taskId: number; taskName: string; completed: boolean; estimateMinutes: number; actualMinutes: number; ratio: number }>;
    estimateMinutes: number;
    actualMinutes: number;
    /** actual ÷ estimate over those tasks; 1 is a perfect estimate, null without data */
    ratio: number | null;
  };
  neglected: Array<{ taskId: number; taskName: string; priority: number; daysUntouched: number }>;
  focusHours: Array<{ hour: number; minutes: number }>;
  bestFocusHours: number[];
  summary: string;
};

export const NEGLECT_PRIORITY = 8;
export const NEGLECT_DAYS = 3;
const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function computeInsights(input: { tasks: InsightTask[]; sessions: InsightSession[]; now: Date; days: number; tzOffsetMinutes?: number }): Insights {
  const { tasks, now, days } = input;
  const tz = input.tzOffsetMinutes ?? 0;
  const to = localDate(now, tz);
  const from = addDays(to, -(days - 1));
  const inWindow = (d: Date) => {
    const day = localDate(d, tz);
    return day >= from && day <= to;
  };
  // counted as everywhere else (shared/pomodoro/sessionStats.ts): pomodoros, and the minutes work really ran
  const work = input.sessions.filter((s) => s.type === 'work' && inWindow(s.startTime) && (isPomodoro(s) || focusMinutesOf(s) > 0));
  const taskById = new Map(tasks.map((t) => [t.id, t]));

  const completed = tasks.filter((t) => t.completed).length;
  const completion = {
    total: tasks.length,
    completed,
    open: tasks.length - completed,
    rate: tasks.length ? round2(completed / tasks.length) : 0,
    completedInPeriod: tasks.filter((t) => t.completed && t.completedAt && inWindow(t.completedAt)).length,
  };

  const byDay = new Map<string, { minutes: number; sessions: number }>();
  for (let i = 0; i < days; i++) byDay.set(addDays(from, i), { minutes: 0, sessions: 0 });
  const byProject = new Map<number, { projectId: number; projectName: string; minutes: number }>();
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, minutes: 0 }));
  for (const s of work) {
    const minutes = focusMinutesOf(s);
    const day = byDay.get(localDate(s.startTime, tz))!;
    day.minutes += minutes;
    if (isPomodoro(s)) day.sessions += 1;
    hours[localHour(s.startTime, tz)].minutes += minutes;
    const task = taskById.get(s.taskId);
    if (task) {
      const p = byProject.get(task.projectId) ?? { projectId: task.projectId, projectName: task.projectName, minutes: 0 };
      p.minutes += minutes;
      byProject.set(task.projectId, p);
    }
  }
  const focusByDay = [...byDay].map(([date, v]) => ({ date, ...v }));
  const totalFocusMinutes = focusByDay.reduce((s, d) => s + d.minutes, 0);
  const focusByProject = [...byProject.values()].sort((a, b) => b.minutes - a.minutes || a.projectName.localeCompare(b.projectName));
  const bestFocusHours = hours
    .filter((h) => h.minutes > 0)
    .sort((a, b) => b.minutes - a.minutes || a.hour - b.hour)
    .slice(0, 3)
    .map((h) => h.hour);

  // an estimate is judged once the task is done: an open task's time so far says nothing yet
  const measured = tasks.filter((t) => t.completed && t.timeSpent > 0 && t.duration > 0);
  const estimateMinutes = measured.reduce((s, t) => s + t.duration, 0);
  const actualMinutes = measured.reduce((s, t) => s + t.timeSpent, 0);
  const estimates = {
    tasks: measured.map((t) => ({
      taskId: t.id,
      taskName: t.name,
      completed: t.completed,
      estimateMinutes: t.duration,
      actualMinutes: t.timeSpent,
      ratio: round2(t.timeSpent / t.duration),
    })),
    estimateMinutes,
    actualMinutes,
    ratio: estimateMinutes ? round2(actualMinutes / estimateMinutes) : null,
  };

  // untouched = no focus session since; creation counts as a touch
  const lastTouch = new Map<number, number>();
  for (const t of tasks) lastTouch.set(t.id, t.createdAt.getTime());
  for (const s of input.sessions) {
    if (s.startTime.getTime() > (lastTouch.get(s.taskId) ?? 0)) lastTouch.set(s.taskId, s.startTime.getTime());
  }
  const neglected = tasks
    .filter((t) => !t.completed && t.priority >= NEGLECT_PRIORITY)
    .map((t) => ({
      taskId: t.id,
      taskName: t.name,
      priority: t.priority,
      daysUntouched: Math.floor((now.getTime() - lastTouch.get(t.id)!) / DAY_MS),
    }))
    .filter((t) => t.daysUntouched >= NEGLECT_DAYS)
    .sort((a, b) => b.priority - a.priority || b.daysUntouched - a.daysUntouched);

  const figures = { days, from, to, completion, focusByDay, focusByProject, totalFocusMinutes, estimates, neglected, focusHours: hours, bestFocusHours };
  return { ...figures, summary: writeSummary(figures) };
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** A few plain sentences built from the figures, strongest signal first. */
export function writeSummary(f: Omit<Insights, 'summary'>): string {
  const out: string[] = [];
  const activeDays = f.focusByDay.filter((d) => d.minutes > 0).length;
  if (f.totalFocusMinutes > 0) {
    out.push(
      `You focused ${formatMinutes(f.totalFocusMinutes)} over the last ${f.days} day${f.days === 1 ? '' : 's'} (${activeDays} active day${activeDays === 1 ? '' : 's'}, ${formatMinutes(Math.round(f.totalFocusMinutes / f.days))} a day on average).`,
    );
  } else {
    out.push(`No completed focus sessions in the last ${f.days} day${f.days === 1 ? '' : 's'}: start a timer on a task to build a focus history.`);
  }
  if (f.completion.total) {
    out.push(
      `${f.completion.completed} of ${f.completion.total} tasks are done (${Math.round(f.completion.rate * 100)}%), ${f.completion.completedInPeriod} of them in this period.`,
    );
  }
  if (f.focusByProject.length) {
    const top = f.focusByProject[0];
    out.push(`Most of your focus went to ${top.projectName} (${formatMinutes(top.minutes)}).`);
  }
  if (f.estimates.ratio !== null && f.estimates.estimateMinutes > 0) {
    const r = f.estimates.ratio;
    if (r > 1.15) out.push(`Tasks take ${Math.round((r - 1) * 100)}% longer than estimated: consider padding your estimates.`);
    else if (r < 0.85) out.push(`Tasks take ${Math.round((1 - r) * 100)}% less time than estimated.`);
    else out.push('Your estimates are accurate (within 15% of the time spent).');
  }
  if (f.bestFocusHours.length) out.push(`Your best focus hour is ${hourLabel(f.bestFocusHours[0])}: protect it for demanding work.`);
  if (f.neglected.length) {
    const n = f.neglected[0];
    out.push(
      f.neglected.length === 1
        ? `"${n.taskName}" (priority ${n.priority}) has not been touched for ${n.daysUntouched} days.`
        : `${f.neglected.length} high-priority tasks have been untouched for ${NEGLECT_DAYS}+ days, starting with "${n.taskName}" (${n.daysUntouched} days).`,
    );
  }
  return out.join(' ');
}
