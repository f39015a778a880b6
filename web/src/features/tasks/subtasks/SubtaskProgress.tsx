import { ListTree } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** "2/5": a parent's completed and all direct subtasks (nothing for a task without any). */
export function SubtaskProgress({ total, completed, className }: { total: number; completed: number; className?: string }) {
  if (!total) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs', completed === total ? 'text-emerald-600' : 'text-slate-500', className)}
      title={`${completed} of ${total} subtasks completed`}
      data-testid="subtask-progress"
    >
      <ListTree className="size-3.5" aria-hidden />
      {completed}/{total}
    </span>
  );
}
