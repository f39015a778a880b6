import { toast } from '../../components/toast/toastStore.ts';
import { completeTask } from './taskWrites.ts';

/** Ticks a task's checkbox: completes it (spec toasts) or opens it again. */
export function toggleTaskCompleted(task: { rowId: number; name: string; completed: boolean }) {
  const completed = !task.completed;
  completeTask(task.rowId, completed).then(
    () => {
      if (completed) toast({ title: 'Task completed', description: `Well done! "${task.name}" is completed.`, variant: 'success' });
    },
    () => toast({ title: 'Error', description: completed ? 'Failed to mark task as complete' : 'Failed to reopen the task', variant: 'destructive' }),
  );
}
