import { useCallback, useMemo, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { ListOrderField, PriorityBand, TaskListScreenQuery } from '../../__generated__/TaskListScreenQuery.graphql.ts';
import { projectGlobalId } from './globalIds.ts';
import { TaskListFilters } from './TaskListFilters.tsx';
import { TaskListView } from './TaskListView.tsx';
import { useTaskChanges } from './useTaskChanges.ts';
import type { TaskFilters, TaskSort } from './taskOrder.ts';

const ORDER: Record<TaskSort, ListOrderField> = { position: 'POSITION', priority: 'PRIORITY', createdAt: 'CREATED_AT' };
const BANDS = ['high', 'medium', 'low'];
const SORTS = ['position', 'priority', 'createdAt'];

/** The filters live in the URL (?project=&priority=&status=&q=&sort=), so a view can be shared. */
function readFilters(params: URLSearchParams): TaskFilters {
  const status = params.get('status');
  const band = params.get('priority') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    projectRowId: Number(params.get('project')) || null,
    band: BANDS.includes(band) ? (band as TaskFilters['band']) : null,
    completed: status === 'open' ? false : status === 'done' ? true : null,
    search: params.get('q') ?? '',
    sort: SORTS.includes(sort) ? (sort as TaskSort) : 'position',
  };
}

function writeFilters(f: TaskFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.projectRowId) p.set('project', String(f.projectRowId));
  if (f.band) p.set('priority', f.band);
  if (f.completed !== null) p.set('status', f.completed ? 'done' : 'open');
  if (f.search.trim()) p.set('q', f.search.trim());
  if (f.sort !== 'position') p.set('sort', f.sort);
  return p;
}

export default function TaskListScreen() {
  const [params, setParams] = useSearchParams();
  const [pending, startTransition] = useTransition();
  const filters = useMemo(() => readFilters(params), [params]);
  const data = useLazyLoadQuery<TaskListScreenQuery>(
    graphql`
      query TaskListScreenQuery(
        $projectId: ID
        $completed: Boolean
        $priority: PriorityBand
        $search: String
        $orderBy: ListOrderField
      ) {
        ...TaskListFilters_query
        ...TaskListView_query
      }
    `,
    {
      projectId: filters.projectRowId ? projectGlobalId(filters.projectRowId) : null,
      completed: filters.completed,
      priority: filters.band as PriorityBand | null,
      search: filters.search.trim() || null,
      orderBy: ORDER[filters.sort],
    },
    { fetchPolicy: 'store-and-network' },
  );
  useTaskChanges();
  const onChange = useCallback(
    (next: Partial<TaskFilters>) => startTransition(() => setParams(writeFilters({ ...filters, ...next }), { replace: true })),
    [filters, setParams],
  );
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <TaskListFilters query={data} filters={filters} onChange={onChange} pending={pending} />
      <TaskListView query={data} filters={filters} />
    </div>
  );
}
