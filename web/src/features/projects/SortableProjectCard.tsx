import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql.ts';
import { DragHandle } from '../../components/sortable/DragHandle.tsx';
import { cn } from '../../lib/cn.ts';
import { ProjectCard } from './ProjectCard.tsx';

type Props = { id: string; name: string; project: ProjectCard_project$key; disabled: boolean };

/** A project card in the Projects grid, moved by its handle (mouse, touch, or Space then arrow keys). */
export function SortableProjectCard({ id, name, project, disabled }: Props) {
  const sortable = useSortable({ id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={cn('grid', isDragging && 'relative z-10 opacity-60')}>
      <ProjectCard project={project} handle={<DragHandle label={name} sortable={sortable} disabled={disabled} className="-ml-2 size-7 rounded-md" />} />
    </li>
  );
}
