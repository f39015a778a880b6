import type { Deps } from '../../graphql/context.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { ScheduleData } from '../schedule/types.js';
import { deleteTask, setTaskCompleted } from '../tasks/service.js';
import { readTimer, resetTimer } from '../pomodoro/timerService.js';
import { getSchedule } from '../schedule/service.js';
import { deleteSchedule, restoreSchedule } from './repository.js';

/** What the assistant did for a message: stored with it (ChatMessage.actions) and undoable. */
export type ChatAction =
  | { type: 'create_task'; label: string; taskId: number; undone: boolean }
  | { type: 'complete_task'; label: string; taskId: number; undone: boolean }
  | { type: 'start_timer'; label: string; taskId: number; undone: boolean }
  | { type: 'plan_day'; label: string; date: string; previous: ScheduleData | null; undone: boolean };

type User = NonNullable<Parameters<typeof deleteTask>[1]>;

/** Reverses one action; the words say what happened. */
export async function reverse(deps: Deps, user: User, action: ChatAction): Promise<string> {
  if (action.undone) throw conflict('This action was already undone');
  switch (action.type) {
    case 'create_task':
      try {
        await deleteTask(deps, user, action.taskId);
        return `Removed the task I created (${action.label.replace(/^Created /, '')}).`;
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return 'The task I created is already gone.';
        throw err;
      }
    case 'complete_task': {
      const task = await setTaskCompleted(deps, user, action.taskId, { completed: false });
      return `"${task.name}" is open again.`;
    }
    case 'start_timer': {
      const timer = await readTimer(deps, user.id);
      if (timer.activeTaskId !== action.taskId || timer.status === 'idle') return 'That timer is no longer running: nothing to stop.';
      await resetTimer(deps, user);
      return 'Stopped the timer.';
    }
    case 'plan_day': {
      const current = await getSchedule(deps, user, action.date);
      if (action.previous) {
        if (!current) return `The plan for ${action.date} is gone: there is no plan to restore the earlier one into.`;
        await restoreSchedule(deps.db, current.id, action.previous);
        return `Restored your earlier plan for ${action.date}.`;
      }
      if (current) await deleteSchedule(deps.db, current.id);
      return `Removed the plan for ${action.date}.`;
    }
  }
}

/** The action as clients see it (without the stored previous plan). */
export function presentAction(action: ChatAction, index: number) {
  return {
    index,
    type: action.type,
    label: action.label,
    taskId: 'taskId' in action ? action.taskId : null,
    date: 'date' in action ? action.date : null,
    undone: action.undone,
  };
}
export type PresentedAction = ReturnType<typeof presentAction>;
