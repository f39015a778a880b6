/**
 * Where a task goes when it is nested under another, taken out of its parent, or dropped between
 * rows of the Task List, among the tasks loaded here. A move is a new parent (the server checks it:
 * same project, no cycle) and, when the task must also change places among its new siblings, the
 * order to send to the reorder call (the listed tasks swap the slots they hold).
 */
export type TreeTask = { rowId: number; parentRowId?: number | null; position: number; projectRowId: number };

export type TreeMove = {
  rowId: number;
  parentRowId: number | null;
  /** set when the new parent is in another project: the task (and its subtasks) move there */
  projectRowId?: number;
  /** row ids to reorder, or null when the task already sits where it should */
  order: number[] | null;
};

/** Why a move cannot be made (shown to the user); null when it can. */
export type TreeRefusal = 'cycle';

const byPosition = (a: TreeTask, b: TreeTask) => a.position - b.position || a.rowId - b.rowId;
const parentOf = (task: TreeTask) => task.parentRowId ?? null;

/** The task and everything under it, among the loaded tasks. */
export function subtreeOf(tasks: readonly TreeTask[], rowId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const t of tasks) {
    const parent = parentOf(t);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), t.rowId]);
  }
  const found = new Set<number>([rowId]);
  const walk = (id: number) => {
    for (const child of children.get(id) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      walk(child);
    }
  };
  walk(rowId);
  return found;
}

/**
 * The reorder that puts `task` at `index` among `siblings` (its future siblings, without it), or null
 * when it is there already. Only the range between its old and new place is listed.
 */
function placeAmong(siblings: readonly TreeTask[], task: TreeTask, index: number): number[] | null {
  const others = siblings.filter((t) => t.rowId !== task.rowId).sort(byPosition);
  const now = [...others, task].sort(byPosition).map((t) => t.rowId);
  const wanted = others.map((t) => t.rowId);
  wanted.splice(Math.max(0, Math.min(index, wanted.length)), 0, task.rowId);
  const first = wanted.findIndex((id, i) => id !== now[i]);
  if (first < 0) return null;
  let last = wanted.length - 1;
  while (wanted[last] === now[last]) last--;
  return wanted.slice(first, last + 1);
}

function moveTo(tasks: readonly TreeTask[], task: TreeTask, parent: TreeTask | null, index: (siblings: TreeTask[]) => number): TreeMove {
  const parentRowId = parent?.rowId ?? null;
  const siblings = tasks.filter((t) => t.rowId !== task.rowId && parentOf(t) === parentRowId);
  return {
    rowId: task.rowId,
    parentRowId,
    ...(parent && parent.projectRowId !== task.projectRowId ? { projectRowId: parent.projectRowId } : {}),
    order: placeAmong(siblings, task, index(siblings.sort(byPosition))),
  };
}

/** Makes `rowId` the last subtask of `parentRowId`; refused when that parent is the task or one of its subtasks; null when nothing changes. */
export function nestUnder(tasks: readonly TreeTask[], rowId: number, parentRowId: number): TreeMove | TreeRefusal | null {
  const task = tasks.find((t) => t.rowId === rowId);
  const parent = tasks.find((t) => t.rowId === parentRowId);
  if (!task || !parent) return null;
  if (subtreeOf(tasks, rowId).has(parentRowId)) return 'cycle';
  const move = moveTo(tasks, task, parent, (siblings) => siblings.length);
  return parentOf(task) === parentRowId && !move.order ? null : move;
}

/**
 * Indent (Todoist's Ctrl+]): the task becomes the last subtask of the sibling shown just above it.
 * `rows` are the rows as shown (nestSubtasks), `depthOf` their levels. Null when no sibling is above.
 */
export function indent(tasks: readonly TreeTask[], rows: readonly TreeTask[], depthOf: ReadonlyMap<number, number>, index: number): TreeMove | null {
  const task = rows[index];
  if (!task) return null;
  const depth = depthOf.get(task.rowId) ?? 0;
  for (let i = index - 1; i >= 0; i--) {
    const above = depthOf.get(rows[i].rowId) ?? 0;
    if (above < depth) return null;
    if (above === depth) {
      const move = nestUnder(tasks, task.rowId, rows[i].rowId);
      return move === 'cycle' ? null : move;
    }
  }
  return null;
}

/** Outdent (Ctrl+[): a subtask goes up one level, just after its parent. Null for a top-level task. */
export function outdent(tasks: readonly TreeTask[], rowId: number): TreeMove | null {
  const task = tasks.find((t) => t.rowId === rowId);
  const parentRowId = task ? parentOf(task) : null;
  if (!task || parentRowId === null) return null;
  const parent = tasks.find((t) => t.rowId === parentRowId);
  // the parent is not loaded (filtered out): the task simply becomes top-level where it is
  if (!parent) return { rowId, parentRowId: null, order: null };
  const grandparentRowId = parentOf(parent);
  const grandparent = grandparentRowId === null ? null : (tasks.find((t) => t.rowId === grandparentRowId) ?? null);
  if (grandparentRowId !== null && !grandparent) return { rowId, parentRowId: grandparentRowId, order: null };
  return moveTo(tasks, task, grandparent, (siblings) => siblings.findIndex((t) => t.rowId === parent.rowId) + 1);
}

/**
 * A row dragged to the edge of another (a reorder): it lands in `to`'s slot of the shown rows and takes
 * the parent of its new neighbours: the row above's when it lands just above that row's first
 * subtask, else the parent of the row it was dropped on (and that parent's project). Refused when
 * that parent is inside the task.
 */
export function dropBetween(
  tasks: readonly TreeTask[],
  rows: readonly TreeTask[],
  from: number,
  to: number,
): { parentRowId: number | null; projectRowId?: number } | TreeRefusal {
  const moved = rows[from];
  const target = rows[to];
  const rest = rows.filter((_, i) => i !== from);
  // in the new order the task sits at `to`: its neighbours are rest[to - 1] and rest[to]
  const above = rest[to - 1];
  const below = rest[to];
  const underAbove = above && below && parentOf(below) === above.rowId;
  const parentRowId = underAbove ? above.rowId : parentOf(target);
  if (parentRowId === null) return { parentRowId };
  if (subtreeOf(tasks, moved.rowId).has(parentRowId)) return 'cycle';
  // a subtask is in its parent's project, and so is every sibling
  const project = underAbove ? above.projectRowId : target.projectRowId;
  return project === moved.projectRowId ? { parentRowId } : { parentRowId, projectRowId: project };
}
