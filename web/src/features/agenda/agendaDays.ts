import { format } from 'date-fns';
import { addDaysTo } from '../../../../shared/tasks/dates.ts';
import { todayIn } from '../../../../shared/tasks/zonedDays.ts';

// Calendar days as "YYYY-MM-DD" text, counted in whole days (never through a local midnight, so a
// daylight-saving change cannot shift them).

/** The browser's time zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the user's time zone (the browser's until the profile's is known). */
export const agendaToday = (timeZone: string | null) => todayIn(timeZone || browserTimeZone());

/** Days Upcoming shows, from today. */
export const UPCOMING_DAYS = 7;

/** The days Upcoming asks for: a day either side, since the profile's time zone may be a day off the browser's. */
export const upcomingRange = (browserToday: string) => ({ from: addDaysTo(browserToday, -1), to: addDaysTo(browserToday, UPCOMING_DAYS) });

/** `count` days from `first` on. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDaysTo(first, i));
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` is in. */
export const weekStart = (day: string) => addDaysTo(day, -weekdayIndex(day));

/** The seven days (Monday to Sunday) of `day`'s week. */
export const weekOf = (day: string) => daysFrom(weekStart(day), 7);

/** The first day of `day`'s month. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month `months` after (negative: before) `day`'s month. */
export function addMonthsTo(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A month view: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthGrid(day: string): string[][] {
  const first = monthStart(day);
  const last = addDaysTo(addMonthsTo(day, 1), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDaysTo(start, 7)) weeks.push(daysFrom(start, 7));
  return weeks;
}

/** A day as a local Date at noon, clear of any midnight a daylight-saving change skips. */
const noon = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
};

/** date-fns `format` of a calendar day (e.g. 'EEEE d MMMM'). */
export const formatDay = (day: string, pattern: string) => format(noon(day), pattern);

/** Upcoming's heading of a day: "Today", "Tomorrow", then weekday and date ("Saturday 28 November"). */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDaysTo(today, 1)) return 'Tomorrow';
  return formatDay(day, 'EEEE d MMMM');
}

/** The first and last day a calendar view of `anchor` shows (the month's whole weeks, or its week). */
export function calendarRange(view: 'month' | 'week', anchor: string): { from: string; to: string } {
  const days = view === 'month' ? monthGrid(anchor).flat() : weekOf(anchor);
  return { from: days[0], to: days[days.length - 1] };
}
