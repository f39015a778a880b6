import { matchPath } from 'react-router-dom';
import TaskListScreenQuery, {
  type ListOrderField,
  type PriorityBand,
  type TaskListScreenQuery$variables,
} from '../__generated__/TaskListScreenQuery.graphql.ts';
import TasksScreenQuery from '../__generated__/TasksScreenQuery.graphql.ts';
import { projectGlobalId } from '../features/tasks/globalIds.ts';
import type { TaskFilters, TaskSort } from '../features/tasks/taskOrder.ts';
import { preloadQuery } from './preloadedFetch.ts';

const ORDER: Record<TaskSort, ListOrderField> = { position: 'POSITION', priority: 'PRIORITY', createdAt: 'CREATED_AT' };
const BANDS = ['high', 'medium', 'low'];
const SORTS = ['position', 'priority', 'createdAt'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A comma-separated list of row ids (?project=3,5), in order, without repeats. `temporary`: a label
 * made offline has a negative row id until it syncs, and the list can filter by it meanwhile.
 */
function rowIds(value: string | null, temporary = false): number[] {
  const ids = (value ?? '').split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && (id > 0 || (temporary && id < 0))))];
}

const dayOf = (value: string | null) => (value && DAY.test(value) ? value : null);

/**
 * The Task List's filters live in the URL (?project=&priority=&label=&status=&q=&from=&to=&assignee=&overdue=&sort=),
 * so a view can be shared; project and label take several ids, comma-separated (a task in any of them matches).
 */
export function readTaskListFilters(params: URLSearchParams): TaskFilters {
  const status = params.get('status');
  const band = params.get('priority') ?? '';
  const sort = params.get('sort') ?? '';
  const overdue = params.get('overdue');
  return {
    projectRowIds: rowIds(params.get('project')),
    band: BANDS.includes(band) ? (band as TaskFilters['band']) : null,
    labelRowIds: rowIds(params.get('label'), true),
    completed: status === 'open' ? false : status === 'done' ? true : null,
    search: params.get('q') ?? '',
    dateFrom: dayOf(params.get('from')),
    dateTo: dayOf(params.get('to')),
    assigneeId: rowIds(params.get('assignee'))[0] ?? null,
    overdue: overdue === 'true' ? true : overdue === 'false' ? false : null,
    sort: SORTS.includes(sort) ? (sort as TaskSort) : 'position',
  };
}

/** The Task List's address part for these filters (readTaskListFilters reads it back). */
export function writeTaskListFilters(f: TaskFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.projectRowIds.length) p.set('project', f.projectRowIds.join(','));
  if (f.band) p.set('priority', f.band);
  if (f.labelRowIds.length) p.set('label', f.labelRowIds.join(','));
  if (f.completed !== null) p.set('status', f.completed ? 'done' : 'open');
  if (f.search.trim()) p.set('q', f.search.trim());
  if (f.dateFrom) p.set('from', f.dateFrom);
  if (f.dateTo) p.set('to', f.dateTo);
  if (f.assigneeId) p.set('assignee', String(f.assigneeId));
  if (f.overdue !== null) p.set('overdue', String(f.overdue));
  if (f.sort !== 'position') p.set('sort', f.sort);
  return p;
}

/** The variables of TaskListScreenQuery for these filters (the screen and the preload use the same). */
export function taskListVariables(filters: TaskFilters): TaskListScreenQuery$variables {
  return {
    projectIds: filters.projectRowIds.length ? filters.projectRowIds.map(projectGlobalId) : null,
    completed: filters.completed,
    priority: filters.band as PriorityBand | null,
    // the server takes a label's row id as well as its global ID; one made offline it does not know
    // yet: then it sends every task and the list keeps those with the labels (useTaskListFlat)
    label: filters.labelRowIds.length && filters.labelRowIds.every((id) => id > 0) ? filters.labelRowIds.map(String) : null,
    search: filters.search.trim() || null,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    assigneeId: filters.assigneeId,
    overdue: filters.overdue,
    orderBy: ORDER[filters.sort],
  };
}

/**
 * Starts the first GraphQL query of the screen at this address as soon as the route is known, in
 * parallel with the app shell, the auth check and the screen's chunk (render-as-you-fetch). The
 * screen's useLazyLoadQuery then gets this answer (preloadedFetch.ts) instead of asking again.
 */
export function preloadRoute(pathname: string, search: string, initial = false) {
  if (matchPath('/task-list', pathname)) {
    preloadQuery(TaskListScreenQuery.params, taskListVariables(readTaskListFilters(new URLSearchParams(search))), initial);
  } else if (matchPath('/tasks', pathname)) {
    preloadQuery(TasksScreenQuery.params, {}, initial);
  }
}
