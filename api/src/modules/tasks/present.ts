import type { Deps, Viewer } from '../../graphql/context.js';
import { findProjectsInOrder } from '../projects/repository.js';
import type { TaskRow } from './repository.js';
import { dayOfStored } from '../../../../shared/tasks/dates.js';
import { remindersByTask, type presentReminder } from '../reminders/service.js';
import { labelIdsByTask } from '../labels/repository.js';
import { labelPolicy } from '../labels/policy.js';

const day = (d: Date | null) => (d === null ? null : dayOfStored(d));
const iso = <D extends Date | null>(d: D) => (d === null ? null : d.toISOString()) as D extends null ? null : string;

type ClientReminder = ReturnType<typeof presentReminder>;

/** A task as the client sees it (spec section 3), with its project's name, its reminders and its label ids. */
export function presentTask(task: TaskRow, projectName: string | null, reminders: ClientReminder[] = [], labels: number[] = []) {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    completed: task.completed,
    completedAt: iso(task.completedAt),
    timeSpent: task.timeSpent,
    userId: task.userId,
    priority: task.priority,
    duration: task.duration,
    projectId: task.projectId,
    projectName,
    position: task.position,
    dueDate: day(task.dueDate),
    dueTime: task.dueTime,
    plannedDate: day(task.plannedDate),
    recurrence: task.recurrence,
    recurFrom: task.recurFrom as 'due' | 'completion',
    seriesId: task.seriesId,
    assigneeId: task.assigneeId,
    parentId: task.parentId,
    labels,
    assigneeEmail: task.assigneeEmail,
    assigneeName: task.assigneeName,
    emailSent: task.emailSent,
    emailSentAt: iso(task.emailSentAt),
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.updatedAt),
    reminders,
  };
}
export type ClientTask = ReturnType<typeof presentTask>;

/** A task read with its project's name (as the repository's reads have it), or without. */
type MaybeWithProject = TaskRow & { projectName?: string; project?: { name: string } | null };
const projectNameOf = (t: MaybeWithProject) => t.projectName ?? t.project?.name;

/**
 * Presents tasks to `viewer` with their project names (read along, else in one extra query), their
 * reminders and the viewer's own labels on them (one query each).
 */
export async function presentTasks(deps: Deps, viewer: Viewer, tasks: MaybeWithProject[]) {
  const ids = tasks.map((t) => t.id);
  const [reminders, labels] = await Promise.all([remindersByTask(deps.db, ids), labelIdsByTask(deps.db, ids, labelPolicy.readableIn(viewer))]);
  const remindersOf = (t: TaskRow) => reminders.get(t.id) ?? [];
  const labelsOf = (t: TaskRow) => labels.get(t.id) ?? [];
  if (tasks.every((t) => projectNameOf(t) !== undefined)) return tasks.map((t) => presentTask(t, projectNameOf(t)!, remindersOf(t), labelsOf(t)));
  const projectIds = [...new Set(tasks.map((t) => t.projectId))];
  // a task's project is seen by whoever may read the task
  const projects = projectIds.length ? await findProjectsInOrder(deps.db, projectIds, {}, { select: { id: true, name: true } }) : [];
  const names = new Map(projects.map((p) => [p.id, p.name]));
  return tasks.map((t) => presentTask(t, names.get(t.projectId) ?? null, remindersOf(t), labelsOf(t)));
}

export async function presentOneTask(deps: Deps, viewer: Viewer, task: MaybeWithProject) {
  return (await presentTasks(deps, viewer, [task]))[0];
}
