import { laterOccurrences } from '../../../../shared/tasks/occurrenceDays.ts';

// The later occurrences of the open tasks that repeat from their deadline, for the agenda screens.
// A task repeating from its completion has no known next day: it shows on its current one only.

export type RepeatingFields = {
  readonly dueDate?: string | null;
  readonly dueTime?: string | null;
  readonly recurrence?: string | null;
  readonly recurFrom?: string | null;
  readonly occurrencesDone?: number;
  readonly completed?: boolean;
};

/** The days from `from` to `to` a task's later occurrences fall on (none before today in `timeZone`). */
export function occurrenceDays(task: RepeatingFields, from: string, to: string, timeZone: string): string[] {
  if (!task.recurrence || !task.dueDate || task.recurFrom !== 'due' || task.completed) return [];
  const series = { recurrence: task.recurrence, dueDate: task.dueDate, dueTime: task.dueTime ?? null, occurrencesDone: task.occurrencesDone ?? 0 };
  return laterOccurrences(series, from, to, timeZone).map((o) => o.day);
}

/** The tasks of two lists of a screen's query, each once (the list of days and the list of series overlap). */
export function eachOnce<T extends { readonly id: string }>(...lists: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const task of list) if (!seen.has(task.id)) seen.set(task.id, task);
  return [...seen.values()];
}
