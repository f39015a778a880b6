import { TZDate } from '@date-fns/tz';

// Days and deadlines read in a time zone (the owner's), with @date-fns/tz.

/** The calendar day it is at `at` in `timeZone`. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  const d = new TZDate(at.getTime(), timeZone);
  return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The instant of a deadline: its day at its time (start of the day when it has none) in `timeZone`. */
export function deadlineInstant(dueDate: string, dueTime: string | null, timeZone: string): Date {
  const [y, mo, d] = dueDate.split('-').map(Number);
  const [h, mi] = (dueTime ?? '00:00').split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
}
