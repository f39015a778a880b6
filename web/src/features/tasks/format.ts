import { differenceInCalendarDays, format, isToday, isTomorrow, isYesterday } from 'date-fns';

/** 25 → "25 min", 90 → "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export type DueState = 'overdue' | 'today' | 'soon' | 'later';

/** A due date as a short label and how urgent it is (by calendar day). */
export function describeDue(iso: string, now = new Date()): { label: string; state: DueState } {
  const due = new Date(iso);
  const days = differenceInCalendarDays(due, now);
  if (days < 0) return { label: isYesterday(due) ? 'Yesterday' : format(due, 'MMM d'), state: 'overdue' };
  if (isToday(due)) return { label: 'Today', state: 'today' };
  if (isTomorrow(due)) return { label: 'Tomorrow', state: 'soon' };
  return { label: format(due, days < 7 ? 'EEEE' : 'MMM d'), state: days < 7 ? 'soon' : 'later' };
}

/** <input type="date"> value (local day) for an ISO time, and back (end of that local day). */
export function toDateInput(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), 'yyyy-MM-dd') : '';
}

export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 0).toISOString();
}
