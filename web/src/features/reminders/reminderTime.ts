import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The zone reminders are shown and entered in: the account's, else this browser's. */
export const reminderZone = (accountZone: string | null | undefined) => accountZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Sat 28 Nov 2026, 14:00": an instant as a clock in `timeZone` reads it. */
export function formatInZone(instant: string | Date, timeZone: string) {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'EEE d MMM yyyy, HH:mm');
}

/** The instant a date-and-time field's value ("2026-11-28T14:00") names on a clock in `timeZone`; null when it names none. */
export function instantFromLocal(value: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const at = new TZDate(y, mo - 1, d, h, mi, timeZone).getTime();
  return Number.isNaN(at) ? null : new Date(at);
}
