/**
 * Calendar helpers for a client time zone. `tzOffsetMinutes` is the client's offset from UTC,
 * east positive (the browser's `-new Date().getTimezoneOffset()`); the server stores UTC.
 */
const DAY_MS = 86_400_000;

export function localDate(at: Date, tzOffsetMinutes = 0): string {
  return new Date(at.getTime() + tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Minutes since local midnight. */
export function localMinutes(at: Date, tzOffsetMinutes = 0): number {
  const shifted = new Date(at.getTime() + tzOffsetMinutes * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

export function localHour(at: Date, tzOffsetMinutes = 0): number {
  return Math.floor(localMinutes(at, tzOffsetMinutes) / 60);
}

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A due date is a calendar date: whatever hour it was stored at (midnight or noon UTC),
 * its UTC calendar day is the day meant.
 */
export function dueDay(due: Date): string {
  return due.toISOString().slice(0, 10);
}

/** How a calendar date is stored in a DateTime column: noon UTC, the same day in every zone. */
export function dateToDue(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function formatMinutes(total: number): string {
  const m = Math.round(total);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h}h ${rest}m` : `${h}h`;
}

export const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
