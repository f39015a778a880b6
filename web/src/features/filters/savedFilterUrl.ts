/** Between the Task List's filters (its URL) and a saved filter's definition. */
import type { FilterDefinition } from '../../../../shared/filters/validation.ts';
import { writeTaskListFilters } from '../../relay/routePreload.ts';
import { NO_TASK_FILTERS, type TaskFilters } from '../tasks/taskOrder.ts';

/** The parts of the Task List's filters a saved filter keeps (status and sort stay the list's own). */
export function definitionOf(f: TaskFilters): FilterDefinition {
  const d: FilterDefinition = {};
  if (f.projectRowIds.length) d.projectIds = [...f.projectRowIds];
  if (f.labelRowIds.length) d.labelIds = [...f.labelRowIds];
  if (f.band) d.priority = f.band;
  if (f.dateFrom) d.dateFrom = f.dateFrom;
  if (f.dateTo) d.dateTo = f.dateTo;
  if (f.overdue !== null) d.overdue = f.overdue;
  if (f.assigneeId !== null) d.assigneeId = f.assigneeId;
  if (f.search.trim()) d.text = f.search.trim();
  return d;
}

/** The Task List's filters a definition stands for (as the server answers it: lists, never the older single ids). */
export function filtersOf(definition: unknown): TaskFilters {
  const d = (definition ?? {}) as FilterDefinition;
  return {
    ...NO_TASK_FILTERS,
    projectRowIds: d.projectIds ?? [],
    labelRowIds: d.labelIds ?? [],
    band: d.priority ?? null,
    dateFrom: d.dateFrom ?? null,
    dateTo: d.dateTo ?? null,
    overdue: d.overdue ?? null,
    assigneeId: d.assigneeId ?? null,
    search: d.text ?? '',
  };
}

/** True when the filters name nothing a saved filter could keep. */
export function isEmptyDefinition(d: FilterDefinition) {
  return Object.keys(d).length === 0;
}

/**
 * The Task List's address for a saved filter: every criterion as the list's parameters, and `filter`
 * naming it (the sidebar marks it, the list shows its name).
 */
export function savedFilterPath(rowId: number, definition: unknown): string {
  const p = writeTaskListFilters(filtersOf(definition));
  p.set('filter', String(rowId));
  return `/task-list?${p}`;
}
