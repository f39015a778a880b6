import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { Folder, Repeat } from 'lucide-react';
import type { OccurrenceRow_task$key } from '../../__generated__/OccurrenceRow_task.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { PRIORITY_DOT } from './priorityDot.ts';

type Props = { task: OccurrenceRow_task$key };

/**
 * A later occurrence of a repeating task on Upcoming: its name, time, priority and project, muted and
 * marked as a repeat. Not a task of its own: the whole row opens the task, and it has no checkbox.
 */
export function OccurrenceRow({ task }: Props) {
  const data = useFragment(
    graphql`
      fragment OccurrenceRow_task on Task {
        rowId
        name
        priorityBand
        dueTime
        project {
          name
        }
      }
    `,
    task,
  );
  return (
    <Link
      to={`/tasks/${data.rowId}`}
      data-testid="occurrence-row"
      className="flex min-h-12 items-center gap-3 px-3 py-2 text-slate-500 hover:bg-slate-50 hover:text-slate-700 sm:px-4"
    >
      <span className="grid size-5 shrink-0 place-items-center">
        <Repeat className="size-4" aria-label="Repeats" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm">
          <span className={cn('size-2 shrink-0 rounded-full opacity-60', PRIORITY_DOT[data.priorityBand])} aria-hidden />
          {data.dueTime && <span className="shrink-0 tabular-nums">{data.dueTime}</span>}
          <span className="truncate">{data.name}</span>
        </span>
        <span className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-400">
          <Folder className="size-3.5" aria-hidden /> {data.project?.name ?? 'Unknown Project'}
        </span>
      </span>
    </Link>
  );
}
