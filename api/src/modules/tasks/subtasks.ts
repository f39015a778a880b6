import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { badRequest } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { taskPolicy } from './policy.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';
import { inIds } from '../../db/idList.js';

/** More parent steps than any real tree has: a walk this long is a cycle already stored. */
const MAX_DEPTH = 1000;

/**
 * The parent a task may have: one the viewer may read and change, in `projectId`, and not the task
 * itself or one of its subtasks. Anything else is a 400 naming `parentId`. Null: a top-level task.
 */
export async function checkedParentId(db: Db, viewer: Viewer, parentInput: unknown, projectId: number, taskId: number | null): Promise<number | null> {
  if (parentInput === null) return null;
  const parentId = rowIdFrom(parentInput, 'Task');
  const parent = parentId ? await db.task.findUnique({ where: { id: parentId }, select: { id: true, userId: true, projectId: true, parentId: true } }) : null;
  if (!parent || !taskPolicy.canRead(viewer, parent) || !taskPolicy.canUpdate(viewer, parent)) throw badRequest(TASK_MESSAGES.parentId);
  if (parent.projectId !== projectId) throw badRequest(TASK_MESSAGES.parentProject);
  if (taskId !== null) {
    let at: number | null = parent.id;
    for (let step = 0; at !== null; step++) {
      if (at === taskId || step > MAX_DEPTH) throw badRequest(TASK_MESSAGES.parentCycle);
      const up: { parentId: number | null } | null = await db.task.findUnique({ where: { id: at }, select: { parentId: true } });
      at = up?.parentId ?? null;
    }
  }
  return parent.id;
}

/** Every subtask under the task, at any depth (one query per level). */
export async function descendantIds(db: Db | Tx, taskId: number): Promise<number[]> {
  const all: number[] = [];
  let level = [taskId];
  for (let depth = 0; level.length && depth <= MAX_DEPTH; depth++) {
    const rows = await db.task.findMany({ where: { parentId: { in: level } }, select: { id: true } });
    level = rows.map((r) => r.id).filter((id) => !all.includes(id) && id !== taskId);
    all.push(...level);
  }
  return all;
}

/** Moves the subtasks (every level) into the project their parent moved to; answers their ids. */
export async function moveSubtasks(db: Db, taskId: number, projectId: number): Promise<number[]> {
  const ids = await descendantIds(db, taskId);
  if (ids.length) await db.task.updateMany({ where: { id: { in: ids } }, data: { projectId } });
  return ids;
}

/** Completes the open subtasks (every level) of a task; answers the ids it completed. */
export async function completeOpenSubtasks(db: Db, taskId: number): Promise<number[]> {
  const ids = await descendantIds(db, taskId);
  if (!ids.length) return [];
  const open = await db.task.findMany({ where: { id: { in: ids }, completed: false, recurrence: null }, select: { id: true } });
  const openIds = open.map((t) => t.id);
  if (openIds.length) await db.task.updateMany({ where: { id: { in: openIds } }, data: { completed: true, completedAt: new Date() } });
  return openIds;
}

export type SubtaskProgress = { total: number; completed: number };

/** How many direct subtasks each task has, and how many of them are completed (one query). */
export async function subtaskCounts(db: Db, taskIds: number[]): Promise<Map<number, SubtaskProgress>> {
  const counts = new Map<number, SubtaskProgress>();
  if (!taskIds.length) return counts;
  const rows = await db.$kysely
    .selectFrom('Task')
    .select((eb) => ['parentId', 'completed', eb.fn.countAll().as('count')])
    .where(inIds(db.$kysely, 'Task.parentId', taskIds))
    .groupBy(['parentId', 'completed'])
    .execute();
  for (const row of rows) {
    const at = counts.get(row.parentId!) ?? { total: 0, completed: 0 };
    at.total += Number(row.count);
    if (row.completed) at.completed += Number(row.count);
    counts.set(row.parentId!, at);
  }
  return counts;
}

/** The direct subtasks of a task, in list order: whoever may read the task may read them (they share its project). */
export function directSubtasks(db: Db, taskId: number) {
  return db.task.findMany({
    where: { parentId: taskId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, completed: true, priority: true, dueDate: true },
  });
}
