import type { Deps } from '../../graphql/context.js';
import type { Task } from '../../generated/prisma-sqlite/client.js';

type DateField = 'completedAt' | 'dueDate' | 'emailSentAt' | 'createdAt' | 'updatedAt';
/** A task row whose dates may already be ISO text (decodeRow's 'text' mode: listQuery.ts). */
export type TaskRow = Omit<Task, DateField> & { [K in DateField]: Task[K] | (null extends Task[K] ? string | null : string) };

const iso = <D extends Date | string | null>(d: D) =>
  (d === null ? null : typeof d === 'string' ? d : (d as Date).toISOString()) as D extends null ? null : string;

/** A task as the client sees it (spec section 3), with its project's name. */
export function presentTask(task: TaskRow, projectName: string | null) {
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
    dueDate: iso(task.dueDate),
    assigneeEmail: task.assigneeEmail,
    assigneeName: task.assigneeName,
    emailSent: task.emailSent,
    emailSentAt: iso(task.emailSentAt),
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.updatedAt),
  };
}
export type ClientTask = ReturnType<typeof presentTask>;

/** A task read with `include: withProjectName`, so presenting it needs no extra query (issue 9). */
export const withProjectName = { project: { select: { name: true } } } as const;
type MaybeWithProject = TaskRow & { project?: { name: string } | null };

/** Presents tasks with their project names: read along (withProjectName), else in one extra query. */
export async function presentTasks(deps: Deps, tasks: MaybeWithProject[]) {
  // presentTask picks its fields: no copy of the row without `project` (issue 9: 51 copies a list page)
  if (tasks.every((t) => t.project)) return tasks.map((t) => presentTask(t, t.project!.name));
  const ids = [...new Set(tasks.map((t) => t.projectId))];
  const projects = ids.length ? await deps.db.project.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(projects.map((p) => [p.id, p.name]));
  return tasks.map((t) => presentTask(t, names.get(t.projectId) ?? null));
}

export async function presentOneTask(deps: Deps, task: MaybeWithProject) {
  return (await presentTasks(deps, [task]))[0];
}
