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

/** The Task List's filters live in the URL (?project=&priority=&label=&status=&q=&sort=), so a view can be shared. */
export function readTaskListFilters(params: URLSearchParams): TaskFilters {
  const status = params.get('status');
  const band = params.get('priority') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    projectRowId: Number(params.get('project')) || null,
    band: BANDS.includes(band) ? (band as TaskFilters['band']) : null,
    labelRowId: Number(params.get('label')) || null,
    completed: status === 'open' ? false : status === 'done' ? true : null,
    search: params.get('q') ?? '',
    sort: SORTS.includes(sort) ? (sort as TaskSort) : 'position',
  };
}

/** The variables of TaskListScreenQuery for these filters (the screen and the preload use the same). */
export function taskListVariables(filters: TaskFilters): TaskListScreenQuery$variables {
  return {
    projectId: filters.projectRowId ? projectGlobalId(filters.projectRowId) : null,
    completed: filters.completed,
    priority: filters.band as PriorityBand | null,
    // the server takes a label's row id as well as its global ID
    label: filters.labelRowId ? [String(filters.labelRowId)] : null,
    search: filters.search.trim() || null,
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
