import { addDays, dayNumber, localDate } from '../ai/clock.js';

/** Tests of a field's value the held-out message sets share: dates relative to today, priority bands. */

export const today = () => localDate(new Date());
const dow = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const ahead = (v: string) => dayNumber(v) - dayNumber(today());
/** a `weekday` (0 = Sunday) from `from` to `within` days ahead */
export const coming =
  (weekday: number, within = 14, from = 1) =>
  (v: unknown) =>
    typeof v === 'string' && dow(v) === weekday && ahead(v) >= from && ahead(v) <= within;
export const inDays = (n: number) => (v: unknown) => v === addDays(today(), n);
export const isToday = (v: unknown) => v === today();
export const isTomorrow = inDays(1);
/** the next date whose day of the month is `day` (today counts) */
export const nextDayOfMonth = (day: number) => (v: unknown) => {
  if (typeof v !== 'string') return false;
  for (let i = 0; i < 62; i++) {
    const d = addDays(today(), i);
    if (Number(d.slice(8)) === day) return v === d;
  }
  return false;
};
/** the next `month`-`day` (1-based month) from today on */
export const nextMonthDay = (month: number, day: number) => (v: unknown) => {
  if (typeof v !== 'string') return false;
  const year = Number(today().slice(0, 4));
  const mmdd = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const candidate = `${year}-${mmdd}` >= today() ? `${year}-${mmdd}` : `${year + 1}-${mmdd}`;
  return v === candidate;
};
export const high = (v: unknown) => typeof v === 'number' && v >= 8;
export const low = (v: unknown) => typeof v === 'number' && v <= 3;
