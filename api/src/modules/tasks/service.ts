import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, notFound, parseInput } from '../../lib/errors.js';
import { reorderedIds } from '../projects/reorder.js';
import { signedIn } from '../projects/service.js';
import { notifyAssignedTaskCompleted } from './completion.js';
import { publishTaskChange } from './events.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { withProjectName } from './present.js';
import { findTaskRowsWithProjectName } from './listQuery.js';
import { Sql } from '../../db/sqlBuilder.js';
import { constraintOf, insertTask } from './insertTask.js';
import {
  AddTimeInput,
  CompleteInput,
  ReorderTasksInput,
  TaskFilterInput,
  TaskInput,
  TaskListLimitInput,
  TaskUpdateInput,
  type TaskFilter,
} from '../../../../shared/tasks/validation.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';

type Task = Awaited<ReturnType<Deps['db']['task']['findUniqueOrThrow']>>;

/** GET /api/tasks: the first `limit` (else all) of the viewer's tasks matching the filter, with project names. */
export async function listTasks(deps: Deps, viewer: Viewer, filter: TaskFilter & { limit?: unknown } = {}) {
  signedIn(viewer);
  parseInput(TaskFilterInput, filter ?? {}); // a bad filter is reported before a bad limit
  const { limit } = parseInput(TaskListLimitInput, filter ?? {});
  return findTaskRowsWithProjectName(deps, viewer, filter, limit ? { take: limit } : {});
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

/**
 * createTask's read, on the driver (issue 9): the project if it is the viewer's (else the same 400 as
 * projectIdFor), its name for the answer and, when asked, the viewer's last position, in one query.
 */
async function projectForCreate(deps: Deps, userId: number, input: unknown, withLastPosition: boolean) {
  const id = rowIdFrom(input, 'Project');
  if (!id) throw badRequest(TASK_MESSAGES.projectUnknown);
  const sql = new Sql(deps.sql.dialect);
  const last = withLastPosition ? `(SELECT MAX(t."position") FROM "Task" t WHERE t."userId" = ${sql.param(userId)})` : 'NULL';
  const text = `SELECT p."name", ${last} FROM "Project" p WHERE p."id" = ${sql.param(id)} AND p."userId" = ${sql.param(userId)}`;
  const [row] = await deps.sql.all(text, sql.params);
  if (!row) throw badRequest(TASK_MESSAGES.projectUnknown);
  const [projectName, lastPosition] = row as [string, number | string | null];
  return { projectId: id, projectName, lastPosition: lastPosition === null ? null : Number(lastPosition) };
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
  return (await createTaskOnce(deps, viewer, input)).task;
}

/**
 * createTask that tells whether it created the row. With a `clientId` the create happens once per
 * user: a repeat (an online create whose answer was lost, then replayed offline) gets the first task.
 * Two repeats at once are settled by the unique (userId, clientId) index, not by a read first.
 */
export async function createTaskOnce(deps: Deps, viewer: Viewer, input: unknown): Promise<{ task: Task & { project: { name: string } }; created: boolean }> {
  signedIn(viewer);
  const data = parseInput(TaskInput, input);
  const clientId = data.clientId ?? null;
  const existing = () => (clientId ? deps.db.task.findUnique({ where: { userId_clientId: { userId: viewer.id, clientId } }, include: withProjectName }) : null);
  // one driver read for the project check, its name (for the answer) and the end of the list
  const { projectId, projectName, lastPosition } = await projectForCreate(deps, viewer.id, data.projectId, data.position === undefined);
  const position = data.position ?? (lastPosition === null ? 0 : lastPosition + 1);
  try {
    const task = await insertTask(deps, {
      name: data.name,
      description: data.description ?? null,
      priority: data.priority,
      duration: data.duration,
      dueDate: data.dueDate ?? null,
      projectId,
      position,
      userId: viewer.id,
      clientId,
    });
    publishTaskChange(deps, viewer.id, 'created', task.id);
    return { task: { ...task, project: { name: projectName } }, created: true };
  } catch (err) {
    const broken = constraintOf(err);
    // the project was deleted between the check above and the insert
    if (broken === 'foreignKey') throw badRequest(TASK_MESSAGES.projectUnknown);
    const first = broken === 'unique' ? await existing() : null;
    if (!first) throw err;
    return { task: first, created: false };
  }
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
  publishTaskChange(deps, task.userId, 'deleted', task.id, task.projectId);
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
