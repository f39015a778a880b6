import { graphql, useFragment } from 'react-relay/hooks.js';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router-dom';
import { Repeat } from 'lucide-react';
import type { CalendarTaskChip_task$key } from '../../__generated__/CalendarTaskChip_task.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { PRIORITY_DOT } from './priorityDot.ts';
import { entryId, type EntryKind } from './calendarDrop.ts';

type Props = { task: CalendarTaskChip_task$key; kind: EntryKind; compact?: boolean };

/** A task on the calendar, on its deadline day (solid) or its planned day (dashed); drag it to move that day. */
export function CalendarTaskChip({ task, kind, compact }: Props) {
  const data = useFragment(
    graphql`
      fragment CalendarTaskChip_task on Task {
        rowId
        name
        priorityBand
        dueTime
        recurrence
        project {
          name
        }
      }
    `,
    task,
  );
  const id = entryId(kind, data.rowId);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled: data.rowId <= 0 });
  const time = kind === 'due' ? data.dueTime : null;
  const what = kind === 'planned' ? 'Planned' : 'Due';
  // the deadline of a repeating task is the series' current one: the chips after it are its occurrences
  const repeats = kind === 'due' && !!data.recurrence;
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-testid="calendar-task"
      data-kind={kind}
      title={`${what}: ${data.name}${time ? ` at ${time}` : ''} · ${data.project?.name ?? ''}${repeats ? ' · repeats' : ''}`}
      className={cn(
        'flex min-w-0 cursor-grab touch-none items-center gap-1 rounded-md px-1.5 py-0.5 text-xs',
        kind === 'due' ? 'border border-indigo-200 bg-indigo-50 text-indigo-900' : 'border border-dashed border-sky-300 bg-white text-sky-800',
        isDragging && 'relative z-20 cursor-grabbing shadow-lg',
      )}
    >
      <span className={cn('size-1.5 shrink-0 rounded-full', PRIORITY_DOT[data.priorityBand])} aria-hidden />
      {time && <span className="shrink-0 font-medium tabular-nums">{time}</span>}
      {kind === 'planned' && <span className="sr-only">Planned:</span>}
      <Link to={`/tasks/${data.rowId}`} draggable={false} className={cn('truncate hover:underline', compact && 'max-w-full')}>
        {data.name}
      </Link>
      {repeats && <Repeat className={cn('size-3 shrink-0 opacity-70', compact && 'max-sm:hidden')} aria-label="Repeats" />}
    </div>
  );
}
