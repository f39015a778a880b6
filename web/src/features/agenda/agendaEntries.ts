import { occurrenceDays, type RepeatingFields } from './repeatEntries.ts';

// The tasks that fall on the agenda's days.

export type AgendaTask = { readonly dueDate?: string | null; readonly dueTime?: string | null; readonly plannedDate?: string | null } & RepeatingFields;
/** On its deadline day, on its planned day, or on a later day its rule repeats it on (not a row of its own). */
export type AgendaEntry<T> = { task: T; day: string; kind: 'due' | 'planned' | 'repeat' };

/**
 * Where tasks show on days `from`..`to`: on their deadline day, on their planned day when that is
 * another day (marked as planned), and, given the account's time zone, on the later days their rule
 * repeats them on (from today). Each day's entries: timed deadlines by time, then the rest.
 */
export function entriesByDay<T extends AgendaTask>(
  tasks: readonly T[],
  from: string,
  to: string,
  repeats?: { timeZone: string },
): Map<string, AgendaEntry<T>[]> {
  const byDay = new Map<string, AgendaEntry<T>[]>();
  const add = (entry: AgendaEntry<T>) => {
    if (entry.day < from || entry.day > to) return;
    const list = byDay.get(entry.day) ?? [];
    list.push(entry);
    byDay.set(entry.day, list);
  };
  for (const task of tasks) {
    if (task.dueDate) add({ task, day: task.dueDate, kind: 'due' });
    if (task.plannedDate && task.plannedDate !== task.dueDate) add({ task, day: task.plannedDate, kind: 'planned' });
    if (repeats) for (const day of occurrenceDays(task, from, to, repeats.timeZone)) add({ task, day, kind: 'repeat' });
  }
  const time = (e: AgendaEntry<T>) => entryTime(e) ?? '~';
  for (const list of byDay.values()) list.sort((a, b) => (time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : 0));
  return byDay;
}

/** The deadline time an entry shows (a repeat keeps its series' time), or null for an all-day or planned entry. */
export const entryTime = (entry: AgendaEntry<AgendaTask>) => (entry.kind !== 'planned' && entry.task.dueTime ? entry.task.dueTime : null);

/** The hour (0–23) of an entry's deadline time, or null for an all-day or planned entry. */
export function entryHour(entry: AgendaEntry<AgendaTask>): number | null {
  const time = entryTime(entry);
  return time ? Number(time.slice(0, 2)) : null;
}

/** A React key for an entry: a task shows once a day at most per kind. */
export const entryKey = (entry: AgendaEntry<{ readonly id: string }>) => `${entry.kind}:${entry.task.id}:${entry.day}`;
