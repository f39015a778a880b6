import { Suspense, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, CheckCircle2, FolderPlus, ListPlus, Pencil, RotateCcw, Timer, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import type { ChatActionType, ChatActionView } from './chatApi.ts';
import { ChatTaskFacts } from './ChatTaskFacts.tsx';
import { QuietBoundary } from './QuietBoundary.tsx';

const icons: Record<ChatActionType, LucideIcon> = {
  create_task: ListPlus,
  complete_task: CheckCircle2,
  reopen_task: RotateCcw,
  update_task: Pencil,
  delete_task: Trash2,
  create_project: FolderPlus,
  start_timer: Timer,
  plan_day: CalendarDays,
};

type Props = { action: ChatActionView; canUndo: boolean; onUndo: () => Promise<void> };

/** Something the assistant did, with a way to take it back. */
export function ChatActionChip({ action, canUndo, onUndo }: Props) {
  const [undoing, setUndoing] = useState(false);
  const Icon = icons[action.type] ?? ListPlus;
  const target = action.type === 'plan_day' ? '/today' : action.taskId && !action.undone ? `/tasks/${action.taskId}` : null;
  const label = target ? (
    <Link to={target} className="min-w-0 wrap-anywhere hover:underline">
      {action.label}
    </Link>
  ) : (
    <span className="min-w-0 wrap-anywhere">{action.label}</span>
  );
  return (
    <li
      data-testid="chat-action"
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-x-1.5 gap-y-1 rounded-2xl border py-1 pr-1 pl-2.5 text-xs font-medium',
        action.undone ? 'border-slate-200 bg-slate-50 text-slate-400 line-through' : 'border-indigo-200 bg-indigo-50 text-indigo-800',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {label}
      {action.type === 'create_task' && action.taskId && !action.undone && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <ChatTaskFacts taskId={action.taskId} />
          </Suspense>
        </QuietBoundary>
      )}
      {action.undone ? (
        <span className="px-1.5 no-underline">Undone</span>
      ) : (
        <button
          type="button"
          disabled={!canUndo || undoing}
          aria-label={`Undo: ${action.label}`}
          onClick={async () => {
            setUndoing(true);
            await onUndo();
            setUndoing(false);
          }}
          className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-white px-2 py-0.5 text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-100 disabled:cursor-default disabled:opacity-60"
        >
          {undoing ? <Spinner className="size-3" /> : <Undo2 className="size-3" aria-hidden />} Undo
        </button>
      )}
    </li>
  );
}
