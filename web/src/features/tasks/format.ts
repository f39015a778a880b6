import { differenceInCalendarDays, format } from 'date-fns';

/** 25 → "25 min", 90 → "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export type DueState = 'overdue' | 'today' | 'soon' | 'later';

/** A YYYY-MM-DD day as a local Date at midnight (older answers carried a full ISO time: its date part). */
export function localDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

/**
 * A deadline as a short label and how urgent it is (by calendar day): "Tomorrow 15:00", "Friday",
 * "Mar 3 09:00". The day and time are the user's own (their time zone's), shown as they are.
 */
export function describeDue(dueDate: string, dueTime: string | null = null, now = new Date()): { label: string; state: DueState } {
  const due = localDay(dueDate);
  const days = differenceInCalendarDays(due, now);
  const time = dueTime ? ` ${dueTime}` : '';
  if (days < 0) return { label: (days === -1 ? 'Yesterday' : format(due, 'MMM d')) + time, state: 'overdue' };
  if (days === 0) {
    const late = dueTime !== null && dueTime < format(now, 'HH:mm');
    return { label: `Today${time}`, state: late ? 'overdue' : 'today' };
  }
  if (days === 1) return { label: `Tomorrow${time}`, state: 'soon' };
  return { label: format(due, days < 7 ? 'EEEE' : 'MMM d') + time, state: days < 7 ? 'soon' : 'later' };
}

/** <input type="date"> value for a task's day (YYYY-MM-DD, or an older full ISO time), and back. */
export function toDateInput(day: string | null | undefined): string {
  return day ? day.slice(0, 10) : '';
}

export function fromDateInput(value: string): string | null {
  return value || null;
}
