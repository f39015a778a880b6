import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { Repeat } from 'lucide-react';
import type { OccurrenceChip_task$key } from '../../__generated__/OccurrenceChip_task.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { PRIORITY_DOT } from './priorityDot.ts';

type Props = { task: OccurrenceChip_task$key; compact?: boolean };

/**
 * A later occurrence of a repeating task on the calendar: the task as its chip shows it, muted and
 * marked as a repeat. It opens the task; it cannot be dragged (the task's own chip moves the series).
 */
export function OccurrenceChip({ task, compact }: Props) {
  const data = useFragment(
    graphql`
      fragment OccurrenceChip_task on Task {
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
      data-testid="calendar-occurrence"
      title={`Repeats: ${data.name}${data.dueTime ? ` at ${data.dueTime}` : ''} · ${data.project?.name ?? ''}`}
      className="flex min-w-0 items-center gap-1 rounded-md border border-dashed border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-700"
    >
      {/* a month cell on a phone has room for the time and a letter or two: the dashed border marks the repeat there */}
      <Repeat className={cn('size-3 shrink-0', compact && 'max-sm:hidden')} aria-label="Repeats" />
      <span className={cn('size-1.5 shrink-0 rounded-full opacity-60', PRIORITY_DOT[data.priorityBand])} aria-hidden />
      {data.dueTime && <span className="shrink-0 tabular-nums">{data.dueTime}</span>}
      <span className={cn('truncate', compact && 'max-w-full')}>{data.name}</span>
    </Link>
  );
}
