import type { QuickAdd } from '../../../../shared/tasks/quickAdd.ts';
import { quickAddTaskInput } from '../../../../shared/tasks/quickAddTaskInput.ts';
import type { NewTask } from './taskWrites.ts';

/** The new task a quick-add line makes: what the line says, else the form's project, priority and duration. */
export function quickAddTask(parsed: QuickAdd, defaults: { projectRowId: number; priority: number; duration: number }): NewTask {
  return { ...quickAddTaskInput(parsed, defaults), projectRowId: parsed.projectId ?? defaults.projectRowId };
}
