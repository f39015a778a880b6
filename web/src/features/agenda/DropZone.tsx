import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../lib/cn.ts';

type Props = { id: string; className?: string; label: string; children?: ReactNode };

/** A place a task can be dropped on (a day, or an hour of one), highlighted while a task is over it. */
export function DropZone({ id, className, label, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div ref={setNodeRef} data-drop={id} aria-label={label} className={cn(className, isOver && 'bg-indigo-50 ring-2 ring-indigo-300 ring-inset')}>
      {children}
    </div>
  );
}
