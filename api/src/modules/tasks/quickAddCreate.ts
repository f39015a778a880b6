import type { Deps, Viewer } from '../../graphql/context.js';
import { AppError, parseInput } from '../../lib/errors.js';
import { inboxOf, signedIn } from '../projects/service.js';
import { pomodoroSettingsOf } from '../pomodoro/settings.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';
import { quickAddTaskInput } from '../../../../shared/tasks/quickAddTaskInput.js';
import { QuickAddTaskInput } from '../../../../shared/tasks/validation.js';
import { parseTaskText } from './quickAdd.js';
import { createTask } from './service.js';

/**
 * POST /api/tasks/quick, GraphQL quickAddTask and the MCP's quick_add_task: a quick-add line ("Pay
 * rent every month on the 1st at 9am p2 #Home") read as the web's quick add reads it, then created.
 * A line that names no project goes to `projectId` if given, else to the Inbox; without a priority or
 * a length in the line, the task gets 5 and the user's focus length, as the chat's tasks do.
 */
export async function quickAddTask(deps: Deps, viewer: Viewer, input: unknown, now = new Date()) {
  signedIn(viewer);
  const { projectId } = parseInput(QuickAddTaskInput, input ?? {});
  const read = await parseTaskText(deps, viewer, input, now);
  if (!read.name) throw new AppError(400, TASK_MESSAGES.quickAddName);
  const project = read.projectId ?? projectId ?? (await inboxOf(deps, viewer)).id;
  const { workDuration } = await pomodoroSettingsOf(deps, viewer.id);
  return createTask(deps, viewer, { ...quickAddTaskInput(read, { priority: 5, duration: workDuration }), projectId: project });
}
