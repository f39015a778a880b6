import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { ProjectCard } from './ProjectCard.tsx';

type Props = { id: string; name: string; project: ProjectCard_project$key; disabled: boolean };

/** A project card in the Projects grid, moved by its handle (mouse, touch, or Space then arrow keys). */
export function SortableProjectCard({ id, name, project, disabled }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={`Reorder ${name}`}
      title="Drag to reorder (or Space, then arrow keys)"
      className="-ml-2 grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-slate-300 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none active:cursor-grabbing disabled:cursor-default disabled:opacity-40"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('grid', isDragging && 'relative z-10 opacity-60')}
    >
      <ProjectCard project={project} handle={handle} />
    </li>
  );
}
