import type { Deps, Viewer } from '../../graphql/context.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';
import { badRequest, notFound, parseInput } from '../../lib/errors.js';
import { matchingIds } from '../projects/search.js';
import { reorderedIds } from '../projects/reorder.js';
import { signedIn } from '../projects/service.js';
import { orderByFor } from '../projects/validation.js';
import { notifyAssignedTaskCompleted } from './completion.js';
import { publishTaskChange } from './events.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { withProjectName } from './present.js';
import {
  AddTimeInput,
  BAND_RANGE,
  CompleteInput,
  ReorderTasksInput,
  TASK_MESSAGES,
  TaskFilterInput,
  TaskInput,
  TaskListLimitInput,
  TaskUpdateInput,
  type TaskFilter,
} from './validation.js';

type Task = Awaited<ReturnType<Deps['db']['task']['findUniqueOrThrow']>>;

/**
 * The `where` and order of the viewer's tasks matching the filter. A projectId that is not the viewer's
 * simply matches nothing, like an unknown one.
 */
export async function tasksQuery(deps: Deps, viewer: Viewer, filterInput: TaskFilter = {}) {
  signedIn(viewer);
  const f = parseInput(TaskFilterInput, filterInput ?? {});
  const where: Prisma.TaskWhereInput = { userId: viewer.id };
  if (f.projectId !== undefined && f.projectId !== null && f.projectId !== '') where.projectId = rowIdFrom(f.projectId, 'Project') ?? -1;
  if (typeof f.completed === 'boolean') where.completed = f.completed;
  if (f.priority) where.priority = BAND_RANGE[f.priority];
  if (f.completedSince) where.completedAt = { gte: f.completedSince };
  if (f.search) {
    const rows = await deps.db.task.findMany({ where: { ...where }, select: { id: true, name: true, description: true } });
    where.id = { in: matchingIds(rows, f.search) };
  }
  return { where, orderBy: orderByFor(f.orderBy ?? 'position', f.direction ?? undefined) };
}

export async function listTasks(deps: Deps, viewer: Viewer, filter: TaskFilter & { limit?: unknown } = {}) {
  const query = await tasksQuery(deps, viewer, filter);
  const { limit } = parseInput(TaskListLimitInput, filter ?? {});
  return deps.db.task.findMany({ ...query, ...(limit ? { take: limit } : {}), include: withProjectName });
}

/** The viewer's task, or 404 for an unknown or a stranger's id (REST number or GraphQL ID). */
export async function ownTask(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Task');
  const task = id ? await deps.db.task.findFirst({ where: { id, userId: viewer.id } }) : null;
  if (!task) throw notFound('Task');
  return task;
}

/** A task's project must be one of the viewer's: otherwise a 400 that says so (never whose it is). */
async function projectIdFor(deps: Deps, userId: number, input: unknown) {
  const id = rowIdFrom(input, 'Project');
  const project = id ? await deps.db.project.findFirst({ where: { id, userId }, select: { id: true } }) : null;
  if (!project) throw badRequest(TASK_MESSAGES.projectUnknown);
  return project.id;
}

/** Field -> ISO time of its last change, kept for offline field-by-field merges. */
function stamp(previous: string | null, fields: string[], at: Date) {
  let map: Record<string, string> = {};
  try {
    map = previous ? (JSON.parse(previous) as Record<string, string>) : {};
  } catch {
    map = {};
  }
  for (const f of fields) map[f] = at.toISOString();
  return JSON.stringify(map);
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** A new task goes to the end of the viewer's list unless a position is given. */
export async function createTask(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(TaskInput, input);
  const projectId = await projectIdFor(deps, viewer.id, data.projectId);
  let position = data.position;
  if (position === undefined) {
    const last = await deps.db.task.aggregate({ where: { userId: viewer.id }, _max: { position: true } });
    position = last._max.position === null ? 0 : last._max.position + 1;
  }
  const task = await deps.db.task.create({
    data: {
      name: data.name,
      description: data.description ?? null,
      priority: data.priority,
      duration: data.duration,
      dueDate: data.dueDate ?? null,
      projectId,
      position,
      userId: viewer.id,
    },
    include: withProjectName,
  });
  publishTaskChange(deps, viewer.id, 'created', task.id);
  return task;
}

/** PUT and PATCH: changes only the fields sent, so a partial body never erases the others. */
export async function updateTask(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, idInput);
  const { projectId: projectInput, completed, ...fields } = parseInput(TaskUpdateInput, input ?? {});
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data[k] = v;
  if (projectInput !== undefined) data.projectId = await projectIdFor(deps, task.userId, projectInput);
  if (completed !== undefined && completed !== task.completed) {
    data.completed = completed;
    data.completedAt = completed ? new Date() : null;
  }
  const changed = Object.keys(data).filter((k) => k !== 'completedAt' && !same(data[k], task[k as keyof Task]));
  if (!changed.length) return task;
  data.fieldChangedAt = stamp(task.fieldChangedAt, changed, new Date());
  const updated = await deps.db.task.update({ where: { id: task.id }, data });
  publishTaskChange(deps, updated.userId, 'updated', updated.id);
  if (updated.completed && !task.completed) await notifyAssignedTaskCompleted(deps, updated);
  return updated;
}

export async function deleteTask(deps: Deps, viewer: Viewer, idInput: unknown) {
  const task = await ownTask(deps, viewer, idInput);
  await deps.db.task.delete({ where: { id: task.id } });
  publishTaskChange(deps, task.userId, 'deleted', task.id);
  return task;
}

/** PATCH /api/tasks/{id}/complete: `completed` defaults to true; false reopens the task. */
export async function setTaskCompleted(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, idInput);
  const { completed } = parseInput(CompleteInput, input ?? {});
  return updateTask(deps, viewer, task.id, { completed });
}

/** Adds minutes of focus to the task's time spent, atomically (two devices adding at once both count). */
export async function addTimeSpent(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, idInput);
  const minutes = Math.round(parseInput(AddTimeInput, input ?? {}).timeSpent);
  if (minutes === 0) return task;
  const updated = await deps.db.task.update({
    where: { id: task.id },
    data: { timeSpent: { increment: minutes }, fieldChangedAt: stamp(task.fieldChangedAt, ['timeSpent'], new Date()) },
  });
  publishTaskChange(deps, updated.userId, 'updated', updated.id);
  return updated;
}

/**
 * Moves the listed tasks into the slots they occupy now, in the order given; every other task
 * keeps its place. Any id that is not the viewer's is a 404 and nothing changes.
 */
export async function reorderTasks(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { taskIds } = parseInput(ReorderTasksInput, input);
  const { tasks, moved } = await deps.db.$transaction(async (tx) => {
    const mine = await tx.task.findMany({
      where: { userId: viewer.id },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, position: true },
    });
    const owned = new Set(mine.map((t) => t.id));
    if (taskIds.some((id) => !owned.has(id))) throw notFound('Task');
    const order = reorderedIds(
      mine.map((t) => t.id),
      taskIds,
    );
    const before = new Map(mine.map((t) => [t.id, t.position]));
    const moved: number[] = [];
    for (const [position, id] of order.entries()) {
      if (before.get(id) === position) continue;
      await tx.task.update({ where: { id }, data: { position } });
      moved.push(id);
    }
    const tasks = await tx.task.findMany({ where: { id: { in: taskIds } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return { tasks, moved };
  });
  for (const id of moved) publishTaskChange(deps, viewer.id, 'updated', id);
  return tasks;
}
