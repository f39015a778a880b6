type Nestable = { rowId: number; parentRowId?: number | null };

export type NestedTasks<T> = {
  /** the rows to show: each parent followed by its subtasks (less those under a collapsed parent) */
  rows: T[];
  /** 0 for a top-level row (or a subtask whose parent is not loaded), 1 for its subtasks, … */
  depthOf: Map<number, number>;
  /** rows that have subtasks among the loaded tasks */
  parents: Set<number>;
};

/**
 * Puts each loaded subtask under its parent, keeping the given order among siblings. A subtask whose
 * parent is not loaded (another page, or filtered out) stays where it is, at the top level.
 */
export function nestSubtasks<T extends Nestable>(tasks: readonly T[], collapsed: ReadonlySet<number>): NestedTasks<T> {
  const loaded = new Set(tasks.map((t) => t.rowId));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const task of tasks) {
    const parent = task.parentRowId;
    if (parent != null && parent !== task.rowId && loaded.has(parent)) {
      const list = children.get(parent) ?? [];
      list.push(task);
      children.set(parent, list);
    } else roots.push(task);
  }
  const rows: T[] = [];
  const depthOf = new Map<number, number>();
  const placed = new Set<number>();
  const place = (task: T, depth: number, shown: boolean) => {
    if (placed.has(task.rowId)) return;
    placed.add(task.rowId);
    depthOf.set(task.rowId, depth);
    if (shown) rows.push(task);
    const open = shown && !collapsed.has(task.rowId);
    for (const child of children.get(task.rowId) ?? []) place(child, depth + 1, open);
  };
  for (const root of roots) place(root, 0, true);
  // a cycle in the loaded rows (never stored, but a stale page could show one) still shows its tasks
  for (const task of tasks) place(task, 0, true);
  return { rows, depthOf, parents: new Set(children.keys()) };
}
