import { z } from 'zod';
import { addDays, dateToDue, dueDay, formatMinutes, isDate } from '../ai/clock.js';
import { createProject } from '../projects/service.js';
import { countTasks, ownTask, setTaskCompleted, updateTask } from '../tasks/service.js';
import { firstOccurrenceFrom } from '../tasks/recurrence.js';
import { quoteList, TaskRef, tool, type Kit } from './toolkit.js';
import { describeDate } from '../ai/local/dates.js';

/** The assistant's tools that change tasks and projects, through the task and project services. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const Targets = z.object({
  names: z.array(z.string()).max(50).nullish().describe('words of each task name'),
  taskIds: z.array(z.number().int()).max(50).nullish(),
  all: z.boolean().nullish().describe('every open task (of projectName when given)'),
  completed: z.boolean().nullish().describe('with all: the completed tasks instead of the open ones'),
  projectName: z.string().nullish(),
});

/** The tasks a request names, or the question to ask instead. */
async function resolveTargets(kit: Kit, a: z.infer<typeof Targets>, verb: string, pool?: Array<{ id: number; name: string; projectId: number }>) {
  const tasks = pool ?? (await kit.openTasks());
  if (a.all) {
    let chosen = tasks;
    if (a.projectName) {
      const p = await kit.pickProject(a.projectName);
      if (!p.project) return { error: p.error };
      chosen = tasks.filter((t) => t.projectId === p.project.id);
    }
    if (!chosen.length) return { error: `There are no ${a.completed ? 'completed' : 'open'} tasks${a.projectName ? ` in ${a.projectName}` : ''} to ${verb}.` };
    return { tasks: chosen };
  }
  const picked: Array<{ id: number; name: string }> = [];
  for (const id of a.taskIds ?? []) {
    const r = await kit.pickTask({ taskId: id }, verb, pool);
    if (!r.task) return { error: r.error };
    picked.push(r.task);
  }
  for (const name of a.names ?? []) {
    const r = await kit.pickTask({ name }, verb, pool);
    if (!r.task) return { error: r.error };
    picked.push(r.task);
  }
  if (!picked.length) return { error: `Which task should I ${verb}?` };
  return { tasks: [...new Map(picked.map((t) => [t.id, t])).values()] };
}

export function taskTools(kit: Kit) {
  const { deps, user, ctx, actions } = kit;
  return [
    tool(
      'complete_tasks',
      'complete one or several tasks, or all of a project ("complete buy milk and call the bank", "complete all in Home")',
      Targets,
      async (a) => {
        const r = await resolveTargets(kit, a, 'complete');
        if (!r.tasks) return { ok: false, message: r.error! };
        const done: string[] = [];
        for (const t of r.tasks) {
          const task = await setTaskCompleted(deps, user, t.id, { completed: true });
          actions.push({ type: 'complete_task', label: `Completed "${task.name}"`, taskId: task.id, undone: false });
          done.push(task.name);
        }
        kit.changed();
        const left = await countTasks(deps, user, { completed: false });
        return {
          ok: true,
          message: `Completed ${done.length === 1 ? `"${done[0]}"` : `${done.length} tasks (${quoteList(done)})`}. ${plural(left, 'open task')} left.`,
          completed: done,
          left,
        };
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
