import { useCallback, useMemo, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { useSearchParams } from 'react-router-dom';
import type { TaskListScreenQuery } from '../../__generated__/TaskListScreenQuery.graphql.ts';
import { readTaskListFilters, taskListVariables } from '../../relay/routePreload.ts';
import { QuickAddTask } from './QuickAddTask.tsx';
import { TaskListFilters } from './TaskListFilters.tsx';
import { TaskListView } from './TaskListView.tsx';
import { useTaskChanges } from './useTaskChanges.ts';
import { SaveFilterButton } from '../filters/SaveFilterButton.tsx';
import { SavedFilterHeading } from '../filters/SavedFilterHeading.tsx';
import type { TaskFilters } from './taskOrder.ts';

function writeFilters(f: TaskFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.projectRowId) p.set('project', String(f.projectRowId));
  if (f.band) p.set('priority', f.band);
  if (f.labelRowId) p.set('label', String(f.labelRowId));
  if (f.completed !== null) p.set('status', f.completed ? 'done' : 'open');
  if (f.search.trim()) p.set('q', f.search.trim());
  if (f.sort !== 'position') p.set('sort', f.sort);
  return p;
}

/** Set once the screen first renders with its data: bench/list.ts reports the time from there to the first row. */
let dataMarked = false;

export default function TaskListScreen() {
  const [params, setParams] = useSearchParams();
  const [pending, startTransition] = useTransition();
  const filters = useMemo(() => readTaskListFilters(params), [params]);
  // the same variables as the route's preload (relay/routePreload.ts), so the screen takes its answer
  const variables = useMemo(() => taskListVariables(filters), [filters]);
  const data = useLazyLoadQuery<TaskListScreenQuery>(
    graphql`
      query TaskListScreenQuery($projectId: ID, $completed: Boolean, $priority: PriorityBand, $label: [ID!], $search: String, $orderBy: ListOrderField) {
        ...QuickAddTask_query
        ...TaskListFilters_query
        ...TaskListView_query
        ...SavedFilterHeading_query
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network' },
  );
  if (!dataMarked) {
    dataMarked = true;
    performance.mark('task-list-data');
  }
  useTaskChanges();
  const onChange = useCallback(
    (next: Partial<TaskFilters>) => startTransition(() => setParams(writeFilters({ ...filters, ...next }), { replace: true })),
    [filters, setParams],
  );
  return (
    <div className="mx-auto grid max-w-5xl gap-4" data-focus-list>
      <SavedFilterHeading query={data} rowId={Number(params.get('filter')) || null} />
      <QuickAddTask query={data} projectRowId={filters.projectRowId} />
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <TaskListFilters query={data} filters={filters} onChange={onChange} pending={pending} />
        </div>
        <SaveFilterButton filters={filters} />
      </div>
      <TaskListView query={data} filters={filters} />
    </div>
  );
}
