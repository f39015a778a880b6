import { useCallback, useMemo, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { useSearchParams } from 'react-router-dom';
import type { TaskListScreenQuery } from '../../__generated__/TaskListScreenQuery.graphql.ts';
import { readTaskListFilters, taskListVariables, writeTaskListFilters } from '../../relay/routePreload.ts';
import { QuickAddTask } from './QuickAddTask.tsx';
import { TaskListFilters } from './TaskListFilters.tsx';
import { TaskListView } from './TaskListView.tsx';
import { useTaskChanges } from './useTaskChanges.ts';
import { SaveFilterButton } from '../filters/SaveFilterButton.tsx';
import { SavedFilterHeading } from '../filters/SavedFilterHeading.tsx';
import type { TaskFilters } from './taskOrder.ts';
import { useServerLabelIds } from '../labels/useServerLabelIds.ts';

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
      query TaskListScreenQuery(
        $projectIds: [ID!]
        $completed: Boolean
        $priority: PriorityBand
        $label: [ID!]
        $search: String
        $dateFrom: String
        $dateTo: String
        $assigneeId: Int
        $overdue: Boolean
        $orderBy: ListOrderField
      ) {
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
    (next: Partial<TaskFilters>) => startTransition(() => setParams(writeTaskListFilters({ ...filters, ...next }), { replace: true })),
    [filters, setParams],
  );
  useServerLabelIds(filters.labelRowIds, onChange);
  return (
    <div className="mx-auto grid max-w-5xl gap-4" data-focus-list>
      <SavedFilterHeading query={data} rowId={Number(params.get('filter')) || null} />
      <QuickAddTask query={data} projectRowId={filters.projectRowIds.length === 1 ? filters.projectRowIds[0] : null} />
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 max-sm:basis-full">
          <TaskListFilters query={data} filters={filters} onChange={onChange} pending={pending} />
        </div>
        <SaveFilterButton filters={filters} />
      </div>
      <TaskListView query={data} filters={filters} />
    </div>
  );
}
