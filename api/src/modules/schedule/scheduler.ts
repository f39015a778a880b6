import { formatMinutes } from '../ai/clock.js';
import { DAY_END, toHHmm, toMinutes } from './time.js';
import type { GroupedTask, Preferences, ScheduleData, ScheduleSession } from './types.js';

/**
 * The day planner. Tasks are ordered (the preference list first, then priority, then the
 * recommendation order), cut into work units (long tasks split into focus-length parts, quick
 * tasks of 15 minutes or less batched into one session), and laid out from the start of the
 * work hours with a break between two work sessions. A unit that does not fit before the end of
 * the work hours is left out (with the rest of its task) and named in the summary. Deadlines come
 * first: overdue work, then the work due that day before its deadline when it fits; a deadline the
 * plan cannot meet is said in the summary and in `warnings`.
 */

export const SMALL_TASK_MINUTES = 15;
/** a last part this short joins the part before it instead of standing alone */
const TAIL_MERGE_MINUTES = 5;

export type PlanTask = {
  id: number;
  name: string;
  priority: number;
  duration: number;
  timeSpent: number;
  projectName?: string | null;
  /** the ranking's words for it, shown as the session's notes */
  reason?: string;
  /** its deadline as seen from the planned day: passed already, or on that day ("HH:MM", null: the end of the day) */
  deadline?: { kind: 'overdue' } | { kind: 'due'; time: string | null };
  /** the day the user planned it for, as seen from the planned day */
  planned?: 'this day' | 'later';
};

type Unit =
  | { kind: 'task'; task: PlanTask; minutes: number; part: number; parts: number }
  | { kind: 'group'; tasks: Array<{ task: PlanTask; minutes: number }>; minutes: number };

const matches = (task: PlanTask, key: string | number) => {
  if (typeof key === 'number' || /^\d+$/.test(String(key).trim())) return task.id === Number(key);
  const k = String(key).trim().toLowerCase();
  return !!k && (task.name.toLowerCase().includes(k) || (task.projectName ?? '').toLowerCase() === k);
};

const plannedRank = (t: PlanTask) => (t.planned === 'this day' ? 0 : t.planned === 'later' ? 2 : 1);

/**
 * Preference-list tasks first (in list order), then the tasks planned for the day, then higher priority,
 * then the given (recommendation) order; tasks planned for a later day come after the others.
 */
export function orderForPlan(tasks: PlanTask[], priorities: Array<string | number> = []): PlanTask[] {
  const pref = (t: PlanTask) => {
    const i = priorities.findIndex((k) => matches(t, k));
    return i === -1 ? Infinity : i;
  };
  return tasks
    .map((t, index) => ({ t, index, pref: pref(t) }))
    .sort((a, b) => a.pref - b.pref || plannedRank(a.t) - plannedRank(b.t) || b.t.priority - a.t.priority || a.index - b.index)
    .map((x) => x.t);
}

export const remainingFor = (t: PlanTask) => (t.duration - t.timeSpent > 0 ? t.duration - t.timeSpent : SMALL_TASK_MINUTES);

export function toUnits(tasks: PlanTask[], focusTime: number): Unit[] {
  const units: Unit[] = [];
  let group: Extract<Unit, { kind: 'group' }> | null = null;
  for (const task of tasks) {
    const minutes = remainingFor(task);
    if (minutes <= SMALL_TASK_MINUTES) {
      if (!group || group.minutes + minutes > focusTime) {
        group = { kind: 'group', tasks: [], minutes: 0 };
        units.push(group);
      }
      group.tasks.push({ task, minutes });
      group.minutes += minutes;
      continue;
    }
    const lengths: number[] = [];
    for (let left = minutes; left > 0; left -= focusTime) lengths.push(Math.min(focusTime, left));
    if (lengths.length > 1 && lengths[lengths.length - 1] <= TAIL_MERGE_MINUTES) lengths[lengths.length - 2] += lengths.pop()!;
    lengths.forEach((len, i) => units.push({ kind: 'task', task, minutes: len, part: i + 1, parts: lengths.length }));
  }
  return units;
}

/** Minutes since the day's midnight by which a task due that day must be done (no time: the end of the day). */
const dueMinute = (t: PlanTask) => (t.deadline?.kind === 'due' && t.deadline.time ? toMinutes(t.deadline.time) : DAY_END);

/**
 * Deadlines first: overdue tasks (in the given order), then the tasks due that day by their deadline
 * (earliest first, which fits every deadline whenever any order does), then the rest (orderForPlan, the
 * tasks planned for the day ahead of the others and those planned for a later day last).
 */
function orderWithDeadlines(tasks: PlanTask[], priorities: Array<string | number>, late: Set<number>): PlanTask[] {
  const overdue = tasks.filter((t) => t.deadline?.kind === 'overdue');
  const due = tasks.filter((t) => t.deadline?.kind === 'due');
  const byDeadline = due.map((t, index) => ({ t, index })).sort((a, b) => dueMinute(a.t) - dueMinute(b.t) || a.index - b.index);
  const rest = orderForPlan(
    tasks.filter((t) => !t.deadline),
    priorities,
  );
  return [...overdue, ...byDeadline.filter((x) => !late.has(x.t.id)).map((x) => x.t), ...byDeadline.filter((x) => late.has(x.t.id)).map((x) => x.t), ...rest];
}

type Layout = { sessions: ScheduleSession[]; unscheduled: string[]; ends: Map<number, number> };

/** Lays the units out from `start`, a break between two work sessions, leaving out what does not fit before `dayEnd`. */
function layout(units: Unit[], start: number, dayEnd: number, p: Preferences): Layout {
  const sessions: ScheduleSession[] = [];
  const skipped = new Set<number>();
  const unscheduled: string[] = [];
  /** when each task's last planned minute ends */
  const ends = new Map<number, number>();
  let cursor = start;
  let id = 1;
  for (let unit of units) {
    if (unit.kind === 'task' && skipped.has(unit.task.id)) continue;
    const lastIsWork = sessions.length > 0 && !sessions[sessions.length - 1].isBreak;
    const gap = lastIsWork ? p.breakDuration : 0;
    const begin = cursor + gap;
    if (begin + unit.minutes > dayEnd && unit.kind === 'group') {
      // a batch that does not fit whole still fills the time left with the quick tasks that do
      let room = dayEnd - begin;
      const fits = unit.tasks.filter((t) => (t.minutes <= room ? ((room -= t.minutes), true) : false));
      unscheduled.push(...unit.tasks.filter((t) => !fits.includes(t)).map((t) => t.task.name));
      if (!fits.length) continue;
      unit = { kind: 'group', tasks: fits, minutes: fits.reduce((sum, t) => sum + t.minutes, 0) };
    }
    if (begin + unit.minutes > dayEnd) {
      if (unit.kind === 'task') {
        skipped.add(unit.task.id);
        ends.delete(unit.task.id);
        unscheduled.push(unit.task.name);
      } else unscheduled.push(...unit.tasks.map((t) => t.task.name));
      continue;
    }
    if (gap > 0) {
      sessions.push({ sessionId: id++, taskId: null, taskName: 'Break', startTime: toHHmm(cursor), endTime: toHHmm(begin), isBreak: true });
    }
    sessions.push({ sessionId: id++, ...unitSession(unit), startTime: toHHmm(begin), endTime: toHHmm(begin + unit.minutes), isBreak: false });
    if (unit.kind === 'task') ends.set(unit.task.id, begin + unit.minutes);
    else {
      let at = begin;
      for (const t of unit.tasks) ends.set(t.task.id, (at += t.minutes));
    }
    cursor = begin + unit.minutes;
  }
  return { sessions, unscheduled, ends };
}

/** The tasks due that day that the layout does not finish by their deadline, in the layout's order. */
const missedDeadlines = (ordered: PlanTask[], planned: Layout) =>
  ordered.filter((t) => t.deadline?.kind === 'due' && (planned.ends.get(t.id) ?? Infinity) > dueMinute(t));

/** The plan's plain words for a deadline it cannot meet. */
export function deadlineWarning(t: PlanTask): string {
  const time = t.deadline?.kind === 'due' ? t.deadline.time : null;
  return time
    ? `Can't fit "${t.name}" (${formatMinutes(remainingFor(t))}) before its ${time} deadline.`
    : `Can't fit "${t.name}" (${formatMinutes(remainingFor(t))}) in your work hours today, the day it is due.`;
}

export function planDay(input: {
  date: string;
  preferences: Preferences;
  /** ordered by the recommendation ranking */
  tasks: PlanTask[];
  /** minutes since midnight before which nothing is planned (now, when planning today) */
  notBefore?: number;
}): ScheduleData & { unscheduled: string[] } {
  const { date, preferences: p } = input;
  const dayStart = toMinutes(p.workHours.start);
  const dayEnd = toMinutes(p.workHours.end);
  const start = Math.max(dayStart, input.notBefore === undefined ? 0 : Math.ceil(input.notBefore / 5) * 5);

  if (!input.tasks.length) {
    return {
      date,
      isEmpty: true,
      summary: `Nothing to plan for ${date}: you have no open tasks. Add the tasks you want to get done (or ask the assistant, e.g. "add a task to call the bank, priority 7") and generate the schedule again.`,
      recommendedFocus: ['Capture the tasks on your mind as tasks with an estimate', 'Review your projects for their next step'],
      sessions: [],
      unscheduled: [],
    };
  }

  // a task that cannot make its deadline moves behind the others due that day, so it does not make them miss theirs too
  const late = new Set<number>();
  let ordered = orderWithDeadlines(input.tasks, p.priorities, late);
  let planned = layout(toUnits(ordered, p.focusTime), start, dayEnd, p);
  for (;;) {
    const miss = missedDeadlines(ordered, planned).find((t) => !late.has(t.id));
    if (!miss) break;
    late.add(miss.id);
    ordered = orderWithDeadlines(input.tasks, p.priorities, late);
    planned = layout(toUnits(ordered, p.focusTime), start, dayEnd, p);
  }
  const missed = missedDeadlines(ordered, planned);
  const warnings = missed.map(deadlineWarning);
  const withWarnings = warnings.length ? { warnings } : {};
  const { sessions } = planned;
  const unique = [...new Set(planned.unscheduled)];

  if (!sessions.length) {
    return {
      date,
      isEmpty: true,
      summary:
        (start >= dayEnd
          ? `Your work hours (${p.workHours.start}–${p.workHours.end}) are over for ${date}; ${ordered.length} open task${ordered.length === 1 ? '' : 's'} wait for the next day.`
          : `None of your ${ordered.length} open tasks fits between ${toHHmm(start)} and ${p.workHours.end}: widen your work hours or shorten the focus time.`) +
        missedSentence(missed),
      recommendedFocus: ordered.slice(0, 3).map(focusLine),
      sessions: [],
      ...withWarnings,
      unscheduled: unique,
    };
  }

  const plannedIds = new Set<number>();
  for (const s of sessions) {
    if (s.taskId !== null) plannedIds.add(s.taskId);
    for (const t of s.groupedTasks ?? []) plannedIds.add(t.taskId);
  }
  const recommendedFocus = ordered
    .filter((t) => plannedIds.has(t.id))
    .slice(0, 3)
    .map(focusLine);
  let summary = describeSessions(sessions);
  if (unique.length) summary += ` ${unique.length} task${unique.length === 1 ? '' : 's'} did not fit in your work hours: ${nameSome(unique)}.`;
  summary += missedSentence(missed);
  return { date, isEmpty: false, summary, recommendedFocus, sessions, ...withWarnings, unscheduled: unique };
}

function missedSentence(missed: PlanTask[]) {
  if (!missed.length) return '';
  const names = nameSome(missed.map((t) => `"${t.name}"`));
  return missed.length === 1 ? ` ${names} can't be done before its deadline.` : ` ${missed.length} tasks can't be done before their deadlines: ${names}.`;
}

/** The summary names this many of the tasks left out; a long backlog is counted, not listed. */
const UNFIT_NAMES_SHOWN = 5;

function nameSome(names: string[]) {
  if (names.length <= UNFIT_NAMES_SHOWN) return names.join(', ');
  return `${names.slice(0, UNFIT_NAMES_SHOWN).join(', ')} and ${names.length - UNFIT_NAMES_SHOWN} more`;
}

function focusLine(t: PlanTask) {
  return t.reason ? `${t.name}: ${t.reason}` : `${t.name} (priority ${t.priority})`;
}

function unitSession(unit: Unit): Pick<ScheduleSession, 'taskId' | 'taskName' | 'notes' | 'groupedTasks'> {
  if (unit.kind === 'task') {
    const notes = [unit.parts > 1 ? `Part ${unit.part} of ${unit.parts}` : '', unit.task.reason ?? ''].filter(Boolean).join(' · ');
    return { taskId: unit.task.id, taskName: unit.task.name, ...(notes ? { notes } : {}) };
  }
  if (unit.tasks.length === 1) {
    const { task } = unit.tasks[0];
    return { taskId: task.id, taskName: task.name, ...(task.reason ? { notes: task.reason } : {}) };
  }
  const groupedTasks: GroupedTask[] = unit.tasks.map((t) => ({ taskId: t.task.id, taskName: t.task.name, duration: t.minutes }));
  return {
    taskId: null,
    taskName: `Quick tasks (${unit.tasks.length})`,
    notes: `Batch of short tasks: ${unit.tasks.map((t) => t.task.name).join(', ')}`,
    groupedTasks,
  };
}

/** One sentence about the work sessions of a schedule. */
export function describeSessions(sessions: ScheduleSession[]): string {
  const work = sessions.filter((s) => !s.isBreak);
  if (!work.length) return 'No work sessions planned.';
  const minutes = work.reduce((sum, s) => sum + toMinutes(s.endTime) - toMinutes(s.startTime), 0);
  const taskIds = new Set<number>();
  for (const s of work) {
    if (s.taskId !== null) taskIds.add(s.taskId);
    for (const g of s.groupedTasks ?? []) taskIds.add(g.taskId);
  }
  const breaks = sessions.filter((s) => s.isBreak);
  const first = work[0];
  return (
    `${work.length} focus session${work.length === 1 ? '' : 's'} (${formatMinutes(minutes)}) on ${taskIds.size} task${taskIds.size === 1 ? '' : 's'}, ` +
    `${first.startTime}–${work[work.length - 1].endTime}` +
    (breaks.length ? `, with ${breaks.length} break${breaks.length === 1 ? '' : 's'}` : '') +
    `. Start with ${first.taskName}.`
  );
}
