import type { CalendarTaskChip_task$key } from '../../__generated__/CalendarTaskChip_task.graphql.ts';
import type { OccurrenceChip_task$key } from '../../__generated__/OccurrenceChip_task.graphql.ts';
import type { AgendaEntry, AgendaTask } from './agendaEntries.ts';

/** A task as the calendar places it. */
export type CalendarTask = { readonly id: string; readonly rowId: number; readonly name: string } & AgendaTask &
  CalendarTaskChip_task$key &
  OccurrenceChip_task$key;
export type CalendarEntries = Map<string, AgendaEntry<CalendarTask>[]>;
/** A work session of today's plan. */
export type CalendarSession = { readonly sessionId: number; readonly startTime: string; readonly endTime: string; readonly taskName: string };
