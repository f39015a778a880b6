import { findLabels } from '../../../../shared/tasks/quickAddTokens.js';
import { isCalendarDay } from '../../../../shared/tasks/dates.js';
import { formatDay, formatTime, wallClock } from '../../../../shared/tasks/quickAddCalendar.js';

export type DueFields = { dueDate: string; dueTime: string | null; recurrence: string | null; recurFrom: 'due' | 'completion' };
/** Reads a date as a person wrote it ("Mar 3 2025", "tomorrow 5pm", "every monday"); null when it is not one. */
export type DateReader = (text: string) => DueFields | null;

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The quick add's reader (chrono-node, and its "every …" rules) in the viewer's time zone. An ISO day
 * or wall-clock time reads as itself; an instant (with Z or an offset) as the viewer's wall clock.
 */
export async function dateReader(timeZone: string, now: Date): Promise<DateReader> {
  // loaded on first use, with chrono-node, as the quick add does
  const { parseQuickAdd } = await import('../../../../shared/tasks/quickAdd.js');
  return (text) => {
    const t = text.trim();
    if (!t) return null;
    const local = LOCAL.exec(t);
    if (local && isCalendarDay(local[1]))
      return {
        dueDate: local[1],
        dueTime: local[2] && `${local[2]}:${local[3]}` !== '00:00' ? `${local[2]}:${local[3]}` : null,
        recurrence: null,
        recurFrom: 'due',
      };
    if (INSTANT.test(t)) return instantDue(t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'), timeZone);
    const parsed = parseQuickAdd({ text: t, now, timeZone });
    // the whole text must be the date: "not a day at all" is not one because chrono reads "a day" in it
    if (!parsed.dueDate || parsed.name) return null;
    return { dueDate: parsed.dueDate, dueTime: parsed.dueTime, recurrence: parsed.recurrence, recurFrom: parsed.recurFrom };
  };
}

/** An instant as a deadline on the viewer's wall clock. */
export function instantDue(iso: string, timeZone: string): DueFields | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const clock = wallClock(at, timeZone);
  return { dueDate: formatDay(clock), dueTime: formatTime(clock.hour, clock.minute), recurrence: null, recurFrom: 'due' };
}

/** Todoist's "@label"s of a task's text, taken out of its name (as its quick add reads them). */
export function splitLabels(content: string): { name: string; labels: string[] } {
  const found = findLabels(content, undefined);
  let name = '';
  let at = 0;
  for (const f of found) {
    name += content.slice(at, f.start);
    at = f.end;
  }
  name += content.slice(at);
  const labels: string[] = [];
  for (const f of found) if (!labels.some((l) => l.toLowerCase() === f.name.toLowerCase())) labels.push(f.name);
  return { name: name.replace(/\s+/g, ' ').trim(), labels };
}

/** A Todoist-style duration in minutes ("minute" or "day" units); null when there is none. */
export function durationMinutes(amount: unknown, unit: unknown): number | null {
  const n = Number(amount);
  if (amount === null || amount === undefined || amount === '' || !Number.isFinite(n) || n <= 0) return null;
  return Math.round(String(unit).toLowerCase().startsWith('day') ? n * 1440 : n);
}
