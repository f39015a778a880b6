// A task's days (dueDate, plannedDate) are calendar days, "YYYY-MM-DD", stored as midnight UTC of
// that day; its deadline's time (dueTime, "HH:MM") is wall-clock time in the owner's time zone.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * The calendar day a client sent: "YYYY-MM-DD", or the date part of a full ISO date-time (older
 * clients sent one), or a Date's UTC day. Null when it is none of those.
 */
export function dayFrom(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = value.trim();
  if (isCalendarDay(text)) return text;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)) && isCalendarDay(text.slice(0, 10))) return text.slice(0, 10);
  return null;
}

/** How a day is stored in a DateTime column. */
export const storedDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** The day a DateTime column holds. */
export const dayOfStored = (stored: Date) => stored.toISOString().slice(0, 10);

/** Days after (negative: before) `day`. */
export function addDaysTo(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. "Europe/Berlin", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  // a zone name (Area/Location, UTC), not an offset such as "+02:00", which has no daylight saving
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timeZone) || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
