/**
 * The Task List's filters and orders, applied on the client too, so live changes (a task
 * completed, moved, reordered…) show at once without a refetch.
 */
import { priorityBand, type PriorityBand } from '../../../../shared/tasks/priority.ts';
import { matchesSearch } from '../../../../shared/text/search.ts';

export type TaskSort = 'position' | 'priority' | 'createdAt';

export type TaskFilters = {
  /** only tasks in any of these projects (none: every project) */
  projectRowIds: number[];
  band: PriorityBand | null;
  /** only tasks with any of these labels */
  labelRowIds: number[];
  /** null: open and completed */
  completed: boolean | null;
  search: string;
  /** only tasks whose deadline or planned day is within these days (YYYY-MM-DD, inclusive) */
  dateFrom: string | null;
  dateTo: string | null;
  /** only tasks assigned to this user */
  assigneeId: number | null;
  /** true: only open tasks past their deadline day; false: all but those */
  overdue: boolean | null;
  sort: TaskSort;
};

export const NO_TASK_FILTERS: TaskFilters = {
  projectRowIds: [],
  band: null,
  labelRowIds: [],
  completed: null,
  search: '',
  dateFrom: null,
  dateTo: null,
  assigneeId: null,
  overdue: null,
  sort: 'position',
};

type SortableTask = { rowId: number; priority: number; position: number; createdAt: unknown };

/** The server's orders: position ascending, priority highest first, newest first; row id breaks ties. */
export function compareTasks(sort: TaskSort) {
  return (a: SortableTask, b: SortableTask) => {
    if (sort === 'priority' && a.priority !== b.priority) return b.priority - a.priority;
    if (sort === 'createdAt') {
      const diff = Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt));
      if (diff) return diff;
      return b.rowId - a.rowId;
    }
    if (sort === 'position' && a.position !== b.position) return a.position - b.position;
    return (a.rowId || Infinity) - (b.rowId || Infinity);
  };
}

/**
 * The tasks in `sort` order. Pages come from the server in that order already, so the usual case
 * is one pass that finds nothing out of place; only a local change (a reorder, a new task, an
 * edit under the priority sort) pays for a sort.
 */
export function inOrder<T extends SortableTask>(tasks: T[], sort: TaskSort): T[] {
  const compare = compareTasks(sort);
  for (let i = 1; i < tasks.length; i++) {
    if (compare(tasks[i - 1], tasks[i]) > 0) return tasks.sort(compare);
  }
  return tasks;
}

type FilterableTask = {
  completed: boolean;
  projectRowId: number;
  priority: number;
  name: string;
  description?: string | null;
  labels?: ReadonlyArray<{ rowId: number } | null> | null;
  dueDate?: string | null;
  plannedDate?: string | null;
  assigneeId?: number | null;
};

const withinDays = (day: string | null | undefined, from: string | null, to: string | null) => !!day && (!from || day >= from) && (!to || day <= to);

/** The server's filters, so a task changed here leaves (or joins) the filtered list at once. `today`: the viewer's day, YYYY-MM-DD. */
export function matchesFilters(task: FilterableTask, f: Omit<TaskFilters, 'sort'>, today = '') {
  if (f.completed !== null && task.completed !== f.completed) return false;
  if (f.projectRowIds.length && !f.projectRowIds.includes(task.projectRowId)) return false;
  if (f.band && priorityBand(task.priority) !== f.band) return false;
  if (f.labelRowIds.length && !task.labels?.some((l) => l && f.labelRowIds.includes(l.rowId))) return false;
  if ((f.dateFrom || f.dateTo) && !withinDays(task.dueDate, f.dateFrom, f.dateTo) && !withinDays(task.plannedDate, f.dateFrom, f.dateTo)) return false;
  if (f.assigneeId !== null && task.assigneeId !== f.assigneeId) return false;
  if (f.overdue !== null && today && f.overdue !== (!task.completed && !!task.dueDate && task.dueDate < today)) return false;
  return matchesSearch(task, f.search);
}
