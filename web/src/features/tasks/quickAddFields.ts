import type { QuickAdd } from '../../../../shared/tasks/quickAdd.ts';
import { fromDateInput } from './format.ts';
import type { NewTask } from './taskWrites.ts';

/** The new task a quick-add line makes: what the line says, else the form's project, priority and duration. */
export function quickAddTask(parsed: QuickAdd, defaults: { projectRowId: number; priority: number; duration: number }): NewTask {
  return {
    name: parsed.name,
    projectRowId: parsed.projectId ?? defaults.projectRowId,
    priority: parsed.priority ?? defaults.priority,
    duration: parsed.duration ?? defaults.duration,
    ...(parsed.dueDate ? { dueDate: fromDateInput(parsed.dueDate) } : {}),
    dueTime: parsed.dueTime,
    recurrence: parsed.recurrence,
    recurFrom: parsed.recurFrom,
    ...(parsed.reminders.length ? { reminders: parsed.reminders } : {}),
    ...(parsed.labels.some((l) => l.id !== null) ? { labels: parsed.labels.flatMap((l) => (l.id === null ? [] : [l.id])) } : {}),
  };
}
