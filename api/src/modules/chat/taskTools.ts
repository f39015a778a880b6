import { z } from 'zod';
import { addDays, dateToDue, dueDay, formatMinutes, isDate } from '../ai/clock.js';
import { AppError } from '../../lib/errors.js';
import { createProject } from '../projects/service.js';
import { countTasks, ownTask, setTaskCompleted, updateTask } from '../tasks/service.js';
import { firstOccurrenceFrom } from '../tasks/recurrence.js';
import { DueSchema, dueFits, quoteList, TaskRef, tool, type Kit } from './toolkit.js';
import { describeDate } from '../ai/local/dates.js';
import { priorityBand } from '../../../../shared/tasks/priority.js';

/** The assistant's tools that change tasks and projects, through the task and project services. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const Targets = z.object({
  names: z.array(z.string()).max(50).nullish().describe('words of each task name'),
  taskIds: z.array(z.number().int()).max(50).nullish(),
  all: z.boolean().nullish().describe('every open task (of projectName when given)'),
  completed: z.boolean().nullish().describe('with all: the completed tasks instead of the open ones'),
  projectName: z.string().nullish(),
  due: DueSchema.nullish().describe('with all: only the tasks due then ("complete all overdue tasks")'),
  band: z.enum(['high', 'medium', 'low']).nullish().describe('with all: only the tasks of this priority band'),
});
type Pooled = { id: number; name: string; projectId: number; priority: number; dueDate: Date | null };

/** "overdue", "high priority": the words that say which of the tasks `all` took. */
const scopeWords = (a: z.infer<typeof Targets>) =>
  [a.band ? `${a.band} priority` : '', a.due === 'overdue' ? 'overdue' : '', a.completed ? 'completed' : 'open'].filter(Boolean).join(' ') +
  ' tasks' +
  (a.due && a.due !== 'overdue' ? ` due ${a.due}` : '');

/** `all` of every open task, with nothing to narrow it: a change of them at once is asked about first. */
const isEveryTask = (a: z.infer<typeof Targets>) => !!a.all && !a.projectName && !a.due && !a.band && !a.completed;

/** The tasks a request names, or the question to ask instead. */
async function resolveTargets(kit: Kit, a: z.infer<typeof Targets>, verb: string, pool?: Pooled[]) {
  const tasks: Pooled[] = pool ?? (await kit.openTasks());
  if (a.all) {
    let chosen = tasks;
    let where = '';
    if (a.projectName) {
      const p = await kit.pickProject(a.projectName);
      if (!p.project) return { error: p.error };
      chosen = tasks.filter((t) => t.projectId === p.project.id);
      where = ` in ${p.project.name}`;
    }
    const fits = dueFits(kit.ctx.today, a);
    chosen = chosen.filter((t) => fits(t.dueDate ? dueDay(t.dueDate) : null) && (!a.band || priorityBand(t.priority) === a.band));
    if (!chosen.length) return { error: `There are no ${scopeWords(a)}${where} to ${verb}.` };
    return { tasks: chosen };
  }
  // a task picked from the pool is one of its rows
  const picked: Pooled[] = [];
  for (const id of a.taskIds ?? []) {
    const r = await kit.pickTask({ taskId: id }, verb, pool);
    if (!r.task) return { error: r.error };
    picked.push(r.task as Pooled);
  }
  for (const name of a.names ?? []) {
    const r = await kit.pickTask({ name }, verb, pool);
    if (!r.task) return { error: r.error };
    picked.push(r.task as Pooled);
  }
  if (!picked.length) return { error: `Which task should I ${verb}?` };
  return { tasks: [...new Map(picked.map((t) => [t.id, t])).values()] };
}

export function taskTools(kit: Kit) {
  const { deps, user, ctx, actions } = kit;
  return [
    tool(
      'complete_tasks',
      'complete one or several tasks, all of a project or those due then; every open task only after the user confirms ("complete buy milk and call the bank", "complete all in Home", "complete all overdue tasks")',
      Targets,
      async (a) => {
        const r = await resolveTargets(kit, a, 'complete');
        if (!r.tasks) return { ok: false, message: r.error! };
        if (isEveryTask(a) && r.tasks.length > 1) {
          const names = r.tasks.map((t) => t.name);
          actions.push({ type: 'pending', op: 'complete_tasks', taskIds: r.tasks.map((t) => t.id), label: `Complete ${r.tasks.length} tasks`, undone: false });
          return {
            ok: true,
            pending: true,
            message: `Complete all ${r.tasks.length} of your open tasks (${quoteList(names)})? Say "yes" to complete them or "no" to keep them open. To complete fewer, name a project or a day, for example "complete all overdue tasks".`,
            count: r.tasks.length,
            names,
          };
        }
        return completeNow(kit, r.tasks, a.due === 'overdue' ? 'overdue ' : '');
      },
    ),

    tool(
      'move_tasks',
      'move the open tasks of a project, or those due then, to another project; every open task only after the user confirms ("move all tasks from Inbox to Home", "move everything to Home")',
      Targets.extend({ toProject: z.string().min(1).describe('the project the tasks go to') }),
      async (a) => {
        const p = await kit.pickProject(a.toProject);
        if (!p.project) return { ok: false, message: p.error! };
        const to = p.project;
        const r = await resolveTargets(kit, a, 'move');
        if (!r.tasks) return { ok: false, message: r.error! };
        const tasks = r.tasks.filter((t) => t.projectId !== to.id);
        if (!tasks.length)
          return { ok: false, message: `${r.tasks.length === 1 ? `"${r.tasks[0].name}" is` : `Those ${r.tasks.length} tasks are`} in ${to.name} already.` };
        if (isEveryTask(a) && tasks.length > 1) {
          const names = tasks.map((t) => t.name);
          actions.push({
            type: 'pending',
            op: 'move_tasks',
            taskIds: tasks.map((t) => t.id),
            projectId: to.id,
            label: `Move ${tasks.length} tasks to ${to.name}`,
            undone: false,
          });
          return {
            ok: true,
            pending: true,
            message: `Move all ${tasks.length} of your open tasks outside ${to.name} (${quoteList(names)}) to ${to.name}? Say "yes" to move them or "no" to leave them. To move fewer, name the project they come from, for example "move all tasks from Inbox to ${to.name}".`,
            count: tasks.length,
            names,
          };
        }
        return moveNow(kit, tasks, to);
      },
    ),

    tool('reopen_task', 'open a completed task again ("reopen the report")', TaskRef, async (a) => {
      const done = await kit.doneTasks();
      const r = await kit.pickTask(a, 'reopen', done);
      if (!r.task) return { ok: false, message: r.error! };
      const task = await setTaskCompleted(deps, user, r.task.id, { completed: false });
      actions.push({ type: 'reopen_task', label: `Reopened "${task.name}"`, taskId: task.id, undone: false });
      kit.changed();
      return { ok: true, message: `"${task.name}" is open again.`, taskId: task.id };
    }),

    tool(
      'delete_tasks',
      'delete tasks: asks the user to confirm first, nothing is deleted until they say yes ("delete the report", "delete all in Home")',
      Targets,
      async (a) => {
        const r = await resolveTargets(kit, a, 'delete', a.all && a.completed ? (await kit.doneTasks()).filter((t) => t.completed) : undefined);
        if (!r.tasks) return { ok: false, message: r.error! };
        const names = r.tasks.map((t) => t.name);
        const label = r.tasks.length === 1 ? `Delete "${names[0]}"` : `Delete ${r.tasks.length} tasks`;
        actions.push({ type: 'pending', op: 'delete_tasks', taskIds: r.tasks.map((t) => t.id), label, undone: false });
        return {
          ok: true,
          pending: true,
          message: `${r.tasks.length === 1 ? `Delete "${names[0]}"` : `Delete these ${r.tasks.length} tasks: ${quoteList(names, 10)}`}? Say "yes" to delete or "no" to keep ${r.tasks.length === 1 ? 'it' : 'them'}. You can undo it afterwards.`,
          count: r.tasks.length,
          names,
        };
      },
    ),

    tool(
      'update_task',
      'change a task: its name, project, priority (1-10), duration (minutes), deadline (YYYY-MM-DD, or null to clear) and time, or description',
      TaskRef.extend({
        newName: z.string().min(1).max(200).nullish(),
        projectName: z.string().nullish(),
        priority: z.number().int().min(1).max(10).nullish(),
        priorityChange: z.enum(['raise', 'lower']).nullish(),
        durationMinutes: z.number().int().min(1).max(100_000).nullish(),
        dueDate: z.string().nullish().describe('YYYY-MM-DD; null clears the deadline'),
        clearDueDate: z.boolean().nullish(),
        dueTime: z.string().nullish(),
        keepTime: z.boolean().nullish().describe("with dueDate and no dueTime: keep the deadline's time of day (a snooze)"),
        shiftDays: z.number().int().min(-366).max(366).nullish().describe('moves the deadline by this many days (from today when it has none)'),
        recurrence: z.string().max(500).nullish().describe('an RRULE such as FREQ=WEEKLY;BYDAY=TU,TH: the task repeats'),
        description: z.string().max(10_000).nullish(),
      }),
      async (a) => {
        const r = await kit.pickTask(a, 'change');
        if (!r.task) return { ok: false, message: r.error! };
        const task = await ownTask(deps, user, r.task.id);
        const change: Record<string, unknown> = {};
        const previous: Record<string, unknown> = {};
        const said: string[] = [];
        if (a.newName) {
          change.name = a.newName.trim();
          previous.name = task.name;
          said.push(`renamed to "${change.name}"`);
        }
        if (a.projectName) {
          const p = await kit.pickProject(a.projectName);
          if (!p.project) return { ok: false, message: p.error! };
          change.projectId = p.project.id;
          previous.projectId = task.projectId;
          said.push(`moved to ${p.project.name}`);
        }
        const priority = a.priority ?? (a.priorityChange ? Math.min(10, Math.max(1, task.priority + (a.priorityChange === 'raise' ? 2 : -2))) : null);
        if (priority !== null) {
          change.priority = priority;
          previous.priority = task.priority;
          said.push(`priority ${priority}`);
        }
        if (a.durationMinutes) {
          change.duration = a.durationMinutes;
          previous.duration = task.duration;
          said.push(`takes ${formatMinutes(a.durationMinutes)}`);
        }
        if (a.clearDueDate || (a.dueDate === null && !a.dueTime)) {
          change.dueDate = null;
          previous.dueDate = task.dueDate ? dueDay(task.dueDate) : null;
          previous.dueTime = task.dueTime;
          said.push('no deadline');
        } else if (a.shiftDays) {
          const due = addDays(task.dueDate ? dueDay(task.dueDate) : ctx.today, a.shiftDays);
          change.dueDate = dateToDue(due);
          previous.dueDate = task.dueDate ? dueDay(task.dueDate) : null;
          previous.dueTime = task.dueTime;
          said.push(`due ${describeDate(due, ctx.today)}${task.dueTime ? ` at ${task.dueTime}` : ''}`);
        } else if (a.dueDate) {
          if (!isDate(a.dueDate)) return { ok: false, message: `"${a.dueDate}" is not a date like 2026-12-01.` };
          const time = a.dueTime ?? (a.keepTime && task.dueDate ? task.dueTime : null);
          change.dueDate = dateToDue(a.dueDate);
          change.dueTime = time;
          previous.dueDate = task.dueDate ? dueDay(task.dueDate) : null;
          previous.dueTime = task.dueTime;
          said.push(`due ${describeDate(a.dueDate, ctx.today)}${time ? ` at ${time}` : ''}`);
        }
        if (a.recurrence) {
          change.recurrence = a.recurrence;
          previous.recurrence = task.recurrence;
          // a task without a deadline starts repeating on the rule's first day ("every sunday": the coming one)
          const first = task.dueDate || change.dueDate ? null : firstOccurrenceFrom(a.recurrence, ctx.today);
          if (first) {
            change.dueDate = dateToDue(first);
            previous.dueDate = null;
            previous.dueTime = task.dueTime;
          }
          said.push(first ? `repeats, due ${describeDate(first, ctx.today)}` : 'repeats');
        }
        if (a.description !== undefined && a.description !== null) {
          change.description = a.description;
          previous.description = task.description ?? '';
          said.push('new description');
        }
        if (!said.length)
          return { ok: false, message: `What should I change on "${task.name}"? Its name, project, priority, duration, deadline or description.` };
        const updated = await updateTask(deps, user, task.id, change);
        if (previous.dueDate) previous.dueDate = dateToDue(previous.dueDate as string);
        actions.push({ type: 'update_task', label: `Changed "${updated.name}"`, taskId: task.id, previous, undone: false });
        kit.changed();
        return { ok: true, message: `"${task.name}": ${said.join(', ')}.`, taskId: task.id, changed: Object.keys(change) };
      },
    ),

    tool('create_project', 'create a project ("create a project called Garden")', z.object({ name: z.string().min(1).max(200) }), async (a) => {
      const existing = (await kit.projects()).find((p) => p.name.toLowerCase() === a.name.trim().toLowerCase());
      if (existing) return { ok: false, message: `You already have a project called "${existing.name}".` };
      const project = await createProject(deps, user, { name: a.name.trim(), priority: 5 });
      kit.projectsChanged();
      actions.push({ type: 'create_project', label: `Created the project "${project.name}"`, projectId: project.id, undone: false });
      return { ok: true, message: `Created the project "${project.name}".`, projectId: project.id };
    }),
  ];
}

/** Completes the tasks, each an undoable action; the answer names them (or counts them) and what is left. */
export async function completeNow(kit: Kit, tasks: Array<{ id: number }>, kind = '') {
  const { deps, user, actions } = kit;
  const done: string[] = [];
  for (const t of tasks) {
    let task;
    try {
      task = await setTaskCompleted(deps, user, t.id, { completed: true });
    } catch (err) {
      // asked about earlier: a task deleted or completed since is left out
      if (tasks.length > 1 && err instanceof AppError && err.status === 404) continue;
      throw err;
    }
    actions.push({ type: 'complete_task', label: `Completed "${task.name}"`, taskId: task.id, undone: false });
    done.push(task.name);
  }
  kit.changed();
  const left = await countTasks(deps, user, { completed: false });
  return {
    ok: true,
    message: `Completed ${done.length === 1 ? `${kind ? `the ${kind}task ` : ''}"${done[0]}"` : `${done.length} ${kind}tasks (${quoteList(done)})`}. ${plural(left, 'open task')} left.`,
    completed: done,
    left,
  };
}

/** Moves the tasks to the project, each an undoable change. */
export async function moveNow(kit: Kit, tasks: Array<{ id: number }>, to: { id: number; name: string }) {
  const { deps, user, actions } = kit;
  const moved: string[] = [];
  for (const t of tasks) {
    let task;
    try {
      task = await ownTask(deps, user, t.id);
    } catch (err) {
      if (tasks.length > 1 && err instanceof AppError && err.status === 404) continue;
      throw err;
    }
    if (task.projectId === to.id) continue;
    await updateTask(deps, user, task.id, { projectId: to.id });
    actions.push({ type: 'update_task', label: `Moved "${task.name}" to ${to.name}`, taskId: task.id, previous: { projectId: task.projectId }, undone: false });
    moved.push(task.name);
  }
  kit.changed();
  if (!moved.length) return { ok: false, message: `Nothing to move: those tasks are gone or in ${to.name} already.` };
  return {
    ok: true,
    message: `Moved ${moved.length === 1 ? `"${moved[0]}"` : `${moved.length} tasks (${quoteList(moved)})`} to ${to.name}. Say "undo" to move ${moved.length === 1 ? 'it' : 'them'} back.`,
    moved,
    projectName: to.name,
  };
}
