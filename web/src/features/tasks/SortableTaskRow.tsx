import { memo, useCallback, useMemo, type KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import type { TaskRow_task$key } from '../../__generated__/TaskRow_task.graphql.ts';
import { cn } from '../../lib/cn.ts';
import type { ProjectOption } from './TaskFields.tsx';
import { TaskRow } from './TaskRow.tsx';

type Props = {
  id: string;
  name: string;
  task: TaskRow_task$key;
  index: number;
  count: number;
  /** where a virtualized list places the row (px from its top); without it the row is in the flow */
  start?: number;
  /** a list with arrow-key focus: the current row (the one tab stop); undefined elsewhere, where the controls are tab stops */
  active?: boolean;
  sortable: boolean;
  projects: readonly ProjectOption[];
  showProject?: boolean;
  measure?: (node: Element | null) => void;
  onFocusRow?: (index: number) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLLIElement>, index: number) => void;
  depth: number;
  collapsed: boolean | undefined;
  onToggleCollapsed?: (rowId: number) => void;
  /** a dragged task would become this one's subtask if dropped now */
  dropTarget: boolean;
};

/**
 * A row of a TaskTreeDnd, draggable by its handle (mouse, touch or keyboard): placed by the Task
 * List's virtualizer, or in the flow of a Tasks screen group.
 */
export const SortableTaskRow = memo(function SortableTaskRow(props: Props) {
  const {
    id,
    name,
    task,
    index,
    count,
    start,
    active,
    sortable,
    projects,
    showProject,
    measure,
    onFocusRow,
    onRowKeyDown,
    depth,
    collapsed,
    onToggleCollapsed,
    dropTarget,
  } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !sortable });
  const tab = active === undefined ? undefined : active ? 0 : -1;
  // the same element while nothing of it changed, so the memoized TaskRow skips the re-renders
  // the sortable context causes on every page loaded
  const handle = useMemo(
    () => (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        tabIndex={sortable ? tab : -1}
        disabled={!sortable}
        aria-label={`Reorder ${name}`}
        aria-roledescription="sortable"
        title={sortable ? 'Drag to reorder (or Space, then arrow keys)' : 'Sort by position to reorder'}
        className="-ml-1 grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-slate-300 hover:bg-slate-100 hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
    ),
    [attributes, listeners, setActivatorNodeRef, sortable, tab, name],
  );
  // a stable ref: a new one would re-measure the row (a forced layout) on every re-render
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  return (
    <li
      ref={ref}
      data-index={index}
      data-focus-item
      tabIndex={tab ?? -1}
      aria-posinset={index + 1}
      aria-setsize={count}
      aria-label={name}
      onFocus={(e) => e.target === e.currentTarget && onFocusRow?.(index)}
      onKeyDown={(e) => onRowKeyDown(e, index)}
      className={cn(
        start === undefined ? 'relative' : 'absolute inset-x-0 border-b border-slate-100',
        'bg-white outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset',
        isDragging && 'z-20 opacity-40',
        dropTarget && 'z-10 ring-2 ring-indigo-500 ring-inset [&>*]:bg-indigo-50',
      )}
      data-drop-target={dropTarget || undefined}
      // top (not a transform) places the row: @dnd-kit measures rows ignoring transforms
      style={{ top: start, transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
    >
      <TaskRow
        task={task}
        projects={projects}
        showProject={showProject}
        controlsTabIndex={tab}
        className="hover:bg-slate-50/70"
        handle={handle}
        depth={depth}
        collapsed={collapsed}
        onToggleCollapsed={onToggleCollapsed}
      />
    </li>
  );
});
