import { createElement } from 'react';
import { Toast } from 'radix-ui';
import { dismissToast, toast } from '../../components/toast/toastStore.ts';
import { completeTask } from './taskWrites.ts';
import { nextOccurrenceNote } from './occurrenceNote.ts';
import { askAboutSubtasks } from './subtasks/completeSubtasksChoice.ts';

type Toggled = { rowId: number; name: string; completed: boolean; subtaskCount?: number; completedSubtaskCount?: number };

/**
 * Ticks a task's checkbox: completes it (spec toasts) or opens it again. With `undo` (a keyboard
 * shortcut, where a stray key is easy), the completion toast offers to open it again. A task with
 * open subtasks first asks whether they are completed too.
 */
export async function toggleTaskCompleted(task: Toggled, { undo = false } = {}) {
  const completed = !task.completed;
  const openSubtasks = (task.subtaskCount ?? 0) - (task.completedSubtaskCount ?? 0);
  let completeSubtasks = false;
  if (completed && openSubtasks > 0) {
    const choice = await askAboutSubtasks(task.name, openSubtasks);
    if (choice === null) return;
    completeSubtasks = choice === 'all';
  }
  completeTask(task.rowId, completed, completeSubtasks).then(
    (next) => {
      if (!completed) return;
      const note = next ? nextOccurrenceNote(next.dueDate, next.queued) : undefined;
      const shown = toast({
        title: 'Task completed',
        description: `Well done! "${task.name}" is completed.${note ? ` ${note}` : ''}`,
        variant: 'success',
        action: undo ? undoAction(() => reopen(task, shown.id)) : undefined,
      });
    },
    () => toast({ title: 'Error', description: completed ? 'Failed to mark task as complete' : 'Failed to reopen the task', variant: 'destructive' }),
  );
}

function reopen(task: Toggled, toastId: string) {
  dismissToast(toastId);
  completeTask(task.rowId, false).catch(() => toast({ title: 'Error', description: 'Failed to reopen the task', variant: 'destructive' }));
}

function undoAction(onClick: () => void) {
  return createElement(
    Toast.Action,
    {
      altText: 'Undo: open the task again',
      className:
        'mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-lg border border-slate-200 bg-white px-3 text-xs font-semibold text-indigo-700 shadow-xs hover:bg-indigo-50',
      onClick,
    },
    'Undo',
  );
}
