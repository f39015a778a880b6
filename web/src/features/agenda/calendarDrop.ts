import type { TaskPatch } from '../tasks/taskWrites.ts';
import type { AgendaTask } from './agendaEntries.ts';

// Ids of what can be dragged on the calendar (a task shown on its deadline or planned day) and of
// where it can be dropped (a day, or an hour of a day in the week view), and the change a drop makes.

export type EntryKind = 'due' | 'planned';

export const dayTarget = (day: string) => `day:${day}`;
export const hourTarget = (day: string, hour: number) => `hour:${day}:${String(hour).padStart(2, '0')}`;
export const entryId = (kind: EntryKind, rowId: number) => `${kind}:${rowId}`;

const TARGET = /^(day|hour):(\d{4}-\d{2}-\d{2})(?::(\d{2}))?$/;

/** The row id of a dragged entry. */
export const entryRowId = (id: string) => Number(id.split(':')[1]);

/** A drop target as a person would say it ("Friday 27 November, 14:00"), for screen readers. */
export function targetLabel(id: string, formatDay: (day: string) => string): string {
  const m = TARGET.exec(id);
  if (!m) return 'no day';
  return m[3] ? `${formatDay(m[2])}, ${m[3]}:00` : formatDay(m[2]);
}

/**
 * The change dropping entry `active` on `over` makes, or null when it changes nothing: a deadline
 * moves to the day (keeping its time), or to the day and hour; a planned day moves to the day.
 */
export function dropPatch(active: string, over: string | null, current: AgendaTask): { rowId: number; patch: TaskPatch } | null {
  const [kind, row] = active.split(':');
  const rowId = Number(row);
  const target = over ? TARGET.exec(over) : null;
  if (!target || !Number.isInteger(rowId)) return null;
  const [, where, day, hour] = target;
  if (kind === 'planned') return (current.plannedDate ?? null) === day ? null : { rowId, patch: { plannedDate: day } };
  if (kind !== 'due') return null;
  const dueTime = where === 'hour' ? `${hour}:00` : (current.dueTime ?? null);
  if (current.dueDate === day && (current.dueTime ?? null) === dueTime) return null;
  return { rowId, patch: where === 'hour' ? { dueDate: day, dueTime } : { dueDate: day } };
}
