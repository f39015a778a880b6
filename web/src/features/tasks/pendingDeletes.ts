import { createElement } from 'react';
import { Toast } from 'radix-ui';
import { currentToasts, dismissToast, toast, TOAST_DURATION } from '../../components/toast/toastStore.ts';
import { hideTask, unhideTask } from './hiddenTasks.ts';
import { deleteTask } from './taskWrites.ts';

/**
 * Delete with undo: the task disappears at once, but the delete is sent only when the undo toast
 * has closed (5 s; while hovered or focused up to MAX_WAIT_MS). Undo simply shows it again, so
 * nothing is lost (its sessions, time spent and row id stay). Leaving the page sends the waiting deletes.
 */
const MAX_WAIT_MS = 2 * TOAST_DURATION;

type Pending = { id: string; rowId: number; toastId: string; timer: ReturnType<typeof setTimeout> };
const pending = new Map<string, Pending>();

function send(entry: Pending) {
  pending.delete(entry.id);
  clearTimeout(entry.timer);
  // an Undo still on screen would do nothing now
  if (currentToasts().some((t) => t.id === entry.toastId && t.open)) dismissToast(entry.toastId);
  deleteTask(entry.rowId)
    .catch((error: Error) => {
      toast({ title: 'Could not delete the task', description: error.message, variant: 'destructive' });
    })
    .finally(() => unhideTask(entry.id));
}

function undo(id: string, toastId: string) {
  const entry = pending.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  pending.delete(id);
  unhideTask(id);
  dismissToast(toastId);
}

export function deleteTaskWithUndo(task: { id: string; rowId: number; name: string }) {
  hideTask(task.id);
  const shown = toast({
    title: 'Task deleted',
    description: `"${task.name}" was deleted.`,
    action: createElement(
      Toast.Action,
      {
        altText: 'Undo the delete',
        className:
          'mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-lg border border-slate-200 bg-white px-3 text-xs font-semibold text-indigo-700 shadow-xs hover:bg-indigo-50',
        onClick: () => undo(task.id, shown.id),
      },
      'Undo',
    ),
  });
  // a toast kept open by hover or focus keeps the task: check again until it has closed
  const waitForClose = (): ReturnType<typeof setTimeout> =>
    setTimeout(() => {
      const entry = pending.get(task.id);
      if (!entry) return;
      const open = currentToasts().some((t) => t.id === shown.id && t.open);
      if (open && Date.now() - started < MAX_WAIT_MS) entry.timer = waitForClose();
      else send(entry);
    }, TOAST_DURATION);
  const started = Date.now();
  pending.set(task.id, { id: task.id, rowId: task.rowId, toastId: shown.id, timer: waitForClose() });
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => [...pending.values()].forEach(send));
}
