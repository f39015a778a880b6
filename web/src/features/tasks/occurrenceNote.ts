import { formatDay } from '../agenda/agendaDays.ts';

/**
 * What a toast says of a repeating task once its current occurrence is completed or skipped: the day
 * the next one is due, and, when the change waits in the offline queue, that it was saved offline.
 */
export function nextOccurrenceNote(dueDate: string | null, queued: boolean): string | undefined {
  const next = dueDate ? `Next one is due ${formatDay(dueDate, 'EEEE d MMMM')}.` : undefined;
  if (!queued) return next;
  return next ? `Saved offline. ${next}` : 'Saved offline: the next one shows once you are back online.';
}
