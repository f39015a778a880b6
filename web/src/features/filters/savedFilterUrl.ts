/** Between the Task List's filters (its URL) and a saved filter's definition. */
import type { FilterDefinition } from '../../../../shared/filters/validation.ts';
import type { TaskFilters } from '../tasks/taskOrder.ts';

/** The parts of the Task List's filters a saved filter keeps (status and sort stay the list's own). */
export function definitionOf(f: TaskFilters): FilterDefinition {
  const d: FilterDefinition = {};
  if (f.projectRowId) d.projectIds = [f.projectRowId];
  if (f.labelRowId) d.labelIds = [f.labelRowId];
  if (f.band) d.priority = f.band;
  if (f.search.trim()) d.text = f.search.trim();
  return d;
}

/** True when the filters name nothing a saved filter could keep. */
export function isEmptyDefinition(d: FilterDefinition) {
  return Object.keys(d).length === 0;
}

/**
 * The Task List's address for a saved filter: its filters as the list's parameters, and `filter`
 * naming it (the sidebar marks it, the list shows its name). The list filters by one project and
 * one label: a definition with more keeps the first of each.
 */
export function savedFilterPath(rowId: number, definition: unknown): string {
  const d = (definition ?? {}) as FilterDefinition;
  const p = new URLSearchParams();
  if (d.projectIds?.length) p.set('project', String(d.projectIds[0]));
  if (d.priority) p.set('priority', d.priority);
  if (d.labelIds?.length) p.set('label', String(d.labelIds[0]));
  if (d.text) p.set('q', d.text);
  p.set('filter', String(rowId));
  return `/task-list?${p}`;
}
