import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Search } from 'lucide-react';
import { INBOX_NAME, inboxFirst } from '../projects/inboxFirst.ts';
import type { TaskListFilters_query$key } from '../../__generated__/TaskListFilters_query.graphql.ts';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { PriorityBand } from '../../../../shared/tasks/priority.ts';
import { PriorityBandOptions } from './PriorityBandOptions.tsx';
import type { TaskFilters, TaskSort } from './taskOrder.ts';
import { Select } from './ui/controls.tsx';
import { LabelFilterSelect } from '../labels/LabelFilterSelect.tsx';
import { MoreCriteria } from './MoreCriteria.tsx';

type Props = {
  query: TaskListFilters_query$key;
  filters: TaskFilters;
  onChange: (next: Partial<TaskFilters>) => void;
  pending: boolean;
};

const SEARCH_DELAY_MS = 250;
/** The selects' value while a saved filter names several projects or labels. */
const SEVERAL = 'several';

/** Sort and filter bar of the Task List: text, project, priority band, label, status, sort. */
export function TaskListFilters({ query, filters, onChange, pending }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskListFilters_query on Query {
        ...LabelFilterSelect_query
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              inbox
            }
          }
        }
      }
    `,
    query,
  );
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    if (text === filters.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  const status = filters.completed === null ? 'all' : filters.completed ? 'done' : 'open';
  // two to a row on a phone, rather than one each under the other
  const small = 'h-9 w-auto text-xs max-sm:w-[calc(50%-0.25rem)]';
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter tasks">
      <div className="relative min-w-48 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Search tasks" aria-label="Search tasks" className="h-9 pl-9" />
      </div>
      <Select
        aria-label="Project filter"
        className={small}
        value={filters.projectRowIds.length > 1 ? SEVERAL : (filters.projectRowIds[0] ?? '')}
        onChange={(e) => onChange({ projectRowIds: Number(e.target.value) ? [Number(e.target.value)] : [] })}
      >
        <option value="">All projects</option>
        {filters.projectRowIds.length > 1 && (
          <option value={SEVERAL} disabled>
            {filters.projectRowIds.length} projects
          </option>
        )}
        {inboxFirst(data.projects.edges.map((e) => e.node)).map((node) => (
          <option key={node.rowId} value={node.rowId}>
            {node.inbox ? INBOX_NAME : node.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Priority filter"
        className={small}
        value={filters.band ?? ''}
        onChange={(e) => onChange({ band: (e.target.value || null) as PriorityBand | null })}
      >
        <PriorityBandOptions />
      </Select>
      <LabelFilterSelect query={data} className={small} value={filters.labelRowIds} onChange={(labelRowIds) => onChange({ labelRowIds })} />
      <Select
        aria-label="Status filter"
        className={small}
        value={status}
        onChange={(e) => onChange({ completed: e.target.value === 'all' ? null : e.target.value === 'done' })}
      >
        <option value="all">Open and completed</option>
        <option value="open">Open</option>
        <option value="done">Completed</option>
      </Select>
      <Select aria-label="Sort" className={small} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as TaskSort })}>
        <option value="position">My order</option>
        <option value="priority">Priority</option>
        <option value="createdAt">Newest first</option>
      </Select>
      {pending && <Spinner className="text-slate-400" />}
      <MoreCriteria filters={filters} onChange={onChange} />
    </div>
  );
}
