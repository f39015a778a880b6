import { TZDate } from '@date-fns/tz';

/** Calendar arithmetic on plain YYYY-MM-DD days and wall-clock times in an IANA time zone (no instants in between). */

export type Day = { year: number; month: number; day: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export const formatTime = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(d: Day, days: number): Day {
  const at = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: Day): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

export const compareDays = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The zone itself when the runtime knows it, else UTC (a stored zone is checked where it is saved). */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The wall clock of an instant in a zone. */
export function wallClock(at: Date, timeZone: string): Day & { hour: number; minute: number } {
  const local = new TZDate(at.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(), hour: local.getHours(), minute: local.getMinutes() };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(at: Date, timeZone: string): number {
  return -new TZDate(at.getTime(), timeZone).getTimezoneOffset();
}

/** The instant of a wall-clock time in a zone, as an ISO string in UTC. */
export function instantOf(d: Day, hour: number, minute: number, timeZone: string, second = 0): string {
  return new Date(new TZDate(d.year, d.month - 1, d.day, hour, minute, second, timeZone).getTime()).toISOString();
}
