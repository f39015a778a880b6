import type { QuickAdd } from '../../../../shared/tasks/quickAdd.ts';
import { fromDateInput } from './format.ts';
import type { NewTask } from './taskWrites.ts';

/**
 * Whether a new task carries the deadline's time, its recurrence and reminders. The server's task
 * create does not take them yet: set this to true once it does (taskWrites.ts already sends whatever
 * is given).
 */
const SEND_TIME_FIELDS = false;

/** The new task a quick-add line makes: what the line says, else the form's project and priority. */
export function quickAddTask(parsed: QuickAdd, defaults: { projectRowId: number; priority: number; duration: number }): NewTask {
  return {
    name: parsed.name,
    projectRowId: parsed.projectId ?? defaults.projectRowId,
    priority: parsed.priority ?? defaults.priority,
    duration: defaults.duration,
    ...(parsed.dueDate ? { dueDate: fromDateInput(parsed.dueDate) } : {}),
    ...(SEND_TIME_FIELDS
      ? {
          dueTime: parsed.dueTime,
          recurrence: parsed.recurrence,
          recurFrom: parsed.recurFrom,
          ...(parsed.reminders.length ? { reminders: parsed.reminders } : {}),
        }
      : {}),
  };
}
