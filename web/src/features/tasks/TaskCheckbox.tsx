import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { priorityBand } from '../../../../shared/tasks/priority.ts';

const ring = { high: 'border-red-400 hover:bg-red-50', medium: 'border-amber-400 hover:bg-amber-50', low: 'border-slate-300 hover:bg-slate-50' };

/** The round "done" checkbox of a task (its ring shows the priority band, like Todoist). */
export function TaskCheckbox({
  name,
  completed,
  priority,
  disabled,
  onToggle,
  tabIndex,
}: {
  name: string;
  completed: boolean;
  priority: number;
  disabled?: boolean;
  onToggle: () => void;
  tabIndex?: number;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={completed}
      aria-label={`Complete ${name}`}
      disabled={disabled}
      tabIndex={tabIndex}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
      className={cn(
        'group/check grid size-5 shrink-0 cursor-pointer place-items-center rounded-full border-2 transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-wait disabled:opacity-50',
        completed ? 'border-emerald-500 bg-emerald-500 text-white' : ring[priorityBand(priority)],
      )}
    >
      <Check
        aria-hidden
        strokeWidth={3}
        className={cn('size-3 transition-opacity', completed ? 'opacity-100' : 'text-slate-400 opacity-0 group-hover/check:opacity-100')}
      />
    </button>
  );
}
