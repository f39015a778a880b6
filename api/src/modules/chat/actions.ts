import type { Deps } from '../../graphql/context.js';
import { AppError, conflict } from '../../lib/errors.js';
import { dateToDue } from '../ai/clock.js';
import type { ScheduleData } from '../schedule/types.js';
import { createTask, deleteTask, setTaskCompleted, updateTask } from '../tasks/service.js';
import { readTimer, resetTimer } from '../pomodoro/timerService.js';
import { deleteProject } from '../projects/service.js';
import { getSchedule } from '../schedule/service.js';
import { deleteSchedule, restoreSchedule } from './repository.js';

/** The fields of a deleted task that an undo puts back. */
export type TaskSnapshot = {
  name: string;
  priority: number;
  duration: number;
  projectId: number;
  description: string | null;
  dueDate: string | null;
  dueTime: string | null;
  timeSpent: number;
};

/** What a confirmation ("yes", "replace", "merge") will do, kept with the question that asked for it. */
export type PendingOp =
  | { op: 'delete_tasks'; taskIds: number[] }
  | { op: 'complete_tasks'; taskIds: number[] }
  | { op: 'move_tasks'; taskIds: number[]; projectId: number }
  | { op: 'plan_day'; date: string; window: string | null };

/** What the assistant did for a message: stored with it (ChatMessage.actions) and undoable. */
export type ChatAction =
  | { type: 'create_task'; label: string; taskId: number; undone: boolean }
  | { type: 'complete_task'; label: string; taskId: number; undone: boolean }
  | { type: 'reopen_task'; label: string; taskId: number; undone: boolean }
  | { type: 'update_task'; label: string; taskId: number; previous: Record<string, unknown>; undone: boolean }
  | { type: 'delete_task'; label: string; taskId: number; snapshot: TaskSnapshot; undone: boolean }
  | { type: 'create_project'; label: string; projectId: number; undone: boolean }
  | { type: 'start_timer'; label: string; taskId: number; undone: boolean }
  | { type: 'plan_day'; label: string; date: string; previous: ScheduleData | null; undone: boolean }
  /** a question waiting for an answer; `undone` once answered. Never shown as an action. */
  | ({ type: 'pending'; label: string; undone: boolean } & PendingOp);

type User = NonNullable<Parameters<typeof deleteTask>[1]>;

const gone = (err: unknown, words: string) => {
  if (err instanceof AppError && err.status === 404) return words;
  throw err;
};

/** Reverses one action; the words say what happened. */
export async function reverse(deps: Deps, user: User, action: ChatAction): Promise<string> {
  if (action.undone) throw conflict('This action was already undone');
  switch (action.type) {
    case 'pending':
      throw conflict('There is nothing to undo: that was a question');
    case 'create_task':
      try {
        await deleteTask(deps, user, action.taskId);
        return `Removed the task I created (${action.label.replace(/^Created /, '')}).`;
      } catch (err) {
        return gone(err, 'The task I created is already gone.');
      }
    case 'complete_task': {
      const task = await setTaskCompleted(deps, user, action.taskId, { completed: false });
      return `"${task.name}" is open again.`;
    }
    case 'reopen_task': {
      const task = await setTaskCompleted(deps, user, action.taskId, { completed: true });
      return `"${task.name}" is completed again.`;
    }
    case 'update_task':
      try {
        const task = await updateTask(deps, user, action.taskId, action.previous);
        return `"${task.name}" is back as it was.`;
      } catch (err) {
        return gone(err, 'That task is gone: there is nothing to change back.');
      }
    case 'delete_task': {
      const s = action.snapshot;
      const task = await createTask(deps, user, {
        name: s.name,
        priority: s.priority,
        duration: s.duration,
        projectId: s.projectId,
        ...(s.description ? { description: s.description } : {}),
        ...(s.dueDate ? { dueDate: dateToDue(s.dueDate), ...(s.dueTime ? { dueTime: s.dueTime } : {}) } : {}),
      });
      if (s.timeSpent) await updateTask(deps, user, task.id, { timeSpent: s.timeSpent });
      return `Restored "${task.name}".`;
    }
    case 'create_project':
      try {
        const { project } = await deleteProject(deps, user, action.projectId, {});
        return `Removed the project "${project.name}".`;
      } catch (err) {
        if (err instanceof AppError && err.status === 409) return 'That project has tasks now: delete it from the Projects screen if you mean to.';
        return gone(err, 'That project is already gone.');
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

/** The action as clients see it (without what is kept only to undo it). */
export function presentAction(action: ChatAction, index: number) {
  return {
    index,
    type: action.type as Exclude<ChatAction['type'], 'pending'>,
    label: action.label,
    taskId: 'taskId' in action ? action.taskId : null,
    date: 'date' in action ? action.date : null,
    undone: action.undone,
  };
}
export type PresentedAction = ReturnType<typeof presentAction>;

/** The actions clients see: questions waiting for an answer are not actions. */
export const presentActions = (actions: ChatAction[]) => actions.flatMap((a, i) => (a.type === 'pending' ? [] : [presentAction(a, i)]));
