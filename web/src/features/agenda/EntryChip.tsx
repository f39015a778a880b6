import type { AgendaEntry } from './agendaEntries.ts';
import type { CalendarTask } from './calendarTypes.ts';
import { CalendarTaskChip } from './CalendarTaskChip.tsx';
import { OccurrenceChip } from './OccurrenceChip.tsx';

/** A calendar entry: the task's own chip (draggable), or a later occurrence's (not). */
export function EntryChip({ entry, compact }: { entry: AgendaEntry<CalendarTask>; compact?: boolean }) {
  if (entry.kind === 'repeat') return <OccurrenceChip task={entry.task} compact={compact} />;
  return <CalendarTaskChip task={entry.task} kind={entry.kind} compact={compact} />;
}
