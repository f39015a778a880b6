import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Sortable = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
type Props = { label: string; sortable: Sortable; disabled?: boolean; className?: string };

/** The grip that moves a sortable item: drag it, or focus it and press Space, the arrow keys, then Space. */
export function DragHandle({ label, sortable, disabled, className }: Props) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      disabled={disabled}
      aria-label={`Reorder ${label}`}
      title="Drag to reorder (or Space, then arrow keys)"
      className={cn(
        'grid shrink-0 cursor-grab touch-none place-items-center text-slate-300 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none active:cursor-grabbing disabled:cursor-default disabled:opacity-40',
        className,
      )}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}
