import type { QuickAdd } from './quickAdd.js';

/**
 * The new task a quick-add line makes, in the create's fields but its project (the line's
 * `projectId`, else the caller's): what the line says, else the defaults' priority and length. A "@word" that names none of the user's labels stays out (it is left
 * in the name by the parse). The web's quick add and POST /api/tasks/quick both build their create here.
 */
export function quickAddTaskInput(parsed: QuickAdd, defaults: { priority: number; duration: number }) {
  const labels = parsed.labels.flatMap((l) => (l.id === null ? [] : [l.id]));
  return {
    name: parsed.name,
    priority: parsed.priority ?? defaults.priority,
    duration: parsed.duration ?? defaults.duration,
    ...(parsed.dueDate ? { dueDate: parsed.dueDate } : {}),
    dueTime: parsed.dueTime,
    recurrence: parsed.recurrence,
    recurFrom: parsed.recurFrom,
    ...(parsed.reminders.length ? { reminders: parsed.reminders } : {}),
    ...(labels.length ? { labels } : {}),
  };
}
