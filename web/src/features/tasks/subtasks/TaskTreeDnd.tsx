import { useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CornerDownRight, GripVertical } from 'lucide-react';
import { useSortSensors } from '../../../components/sortable/sortableGrid.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { restrictToVerticalAxis } from '../dndModifiers.ts';
import { reorderTasks, updateTask } from '../taskWrites.ts';
import { dropBetween, nestUnder, type TreeTask } from './moveInTree.ts';
import { applyTreeMove, tellMoveFailed } from './treeMoves.ts';

const MODIFIERS = [restrictToVerticalAxis];
/** A drop within this middle share of a row's height nests the dragged task under it; nearer its edges, it reorders. */
const NEST_BAND = 0.5;
/** The row under the pointer (the nest target), else the nearest slot (keyboard drags, or past the ends). */
const pointerFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : closestCenter(args);
};
/** While a drop would nest, the other rows stay put (nothing makes room). */
const noShift: SortingStrategy = () => null;

/** The task a drag would nest the dragged one under: the pointer is over the middle of its row. */
function pointedNestTarget({ active, over, activatorEvent, delta }: DragMoveEvent): string | null {
  // a pointer drag (a PointerEvent is a MouseEvent); a keyboard drag only reorders
  if (!over || over.id === active.id || !(activatorEvent instanceof MouseEvent)) return null;
  const within = (activatorEvent.clientY + delta.y - over.rect.top) / over.rect.height;
  return Math.abs(within - 0.5) < NEST_BAND / 2 ? String(over.id) : null;
}

export type DragTask = TreeTask & { id: string; name: string };

type Props<T extends DragTask> = {
  /** the rows as shown (nestSubtasks), each a sortable item with its task's id */
  rows: readonly T[];
  /** every task loaded here (the tree the moves are worked out in) */
  loaded: readonly T[];
  /** a reorder put the dragged row at this index of `rows` */
  onReordered?: (index: number) => void;
  /** the rows, told which one a drop would nest the dragged task under */
  children: (nestTarget: string | null) => ReactNode;
};

/**
 * Drag a row by its handle (SortableTaskRow): dropped on the middle of another row it becomes that
 * task's last subtask; dropped nearer a row's edge it takes that place and the parent of its new
 * neighbours. The Task List and each project of the Tasks screen are one of these.
 */
export function TaskTreeDnd<T extends DragTask>({ rows, loaded, onReordered, children }: Props<T>) {
  const sensors = useSortSensors();
  const ids = useMemo(() => rows.map((t) => t.id), [rows]);
  const [dragging, setDragging] = useState<string | null>(null);
  const [nestTarget, setNestTarget] = useState<string | null>(null);

  const nestTargetOf = (event: DragMoveEvent) => {
    const target = pointedNestTarget(event);
    const task = target ? rows.find((t) => t.id === target) : null;
    // a task being saved, or created offline, cannot be a parent yet
    return task && task.rowId > 0 ? target : null;
  };
  const onDragStart = (event: DragStartEvent) => setDragging(String(event.active.id));
  const onDragMove = (event: DragMoveEvent) => setNestTarget(nestTargetOf(event));
  const endDrag = () => {
    setDragging(null);
    setNestTarget(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    endDrag();
    // worked out from the drop itself: the last move's handler may not have run before the button was let go
    const target = nestTargetOf(event);
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const task = rows[from];
    if (target === over.id) {
      if (task.rowId <= 0) return;
      const move = nestUnder(loaded, task.rowId, rows[to].rowId);
      if (move === 'cycle') tellMoveFailed(move);
      else if (move) applyTreeMove(move);
      return;
    }
    // only the range between the two slots changes: send just that (the server keeps the rest)
    const moved = arrayMove([...rows], from, to).slice(Math.min(from, to), Math.max(from, to) + 1);
    if (moved.some((t) => !t.rowId)) return;
    // beside rows of another parent, it becomes their sibling
    const place = dropBetween(loaded, rows, from, to);
    if (place === 'cycle') return tellMoveFailed(place);
    onReordered?.(to);
    const reorder = () => reorderTasks(moved.map((t) => t.rowId));
    if (place.parentRowId === (task.parentRowId ?? null) || task.rowId < 0) {
      reorder().catch((e: Error) => toast({ title: 'Could not save the new order', description: e.message, variant: 'destructive' }));
    } else {
      const patch = place.projectRowId === undefined ? { parentRowId: place.parentRowId } : place;
      updateTask(task.rowId, patch).then(reorder).catch(tellMoveFailed);
    }
  };
  const draggedTask = dragging ? rows.find((t) => t.id === dragging) : null;
  const nestTask = nestTarget ? rows.find((t) => t.id === nestTarget) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerFirst}
      modifiers={MODIFIERS}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
    >
      <SortableContext items={ids} strategy={nestTarget ? noShift : verticalListSortingStrategy}>
        {children(nestTarget)}
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {draggedTask && (
          <div className="flex items-center gap-3 rounded-xl border border-indigo-200 bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-xl ring-2 ring-indigo-500/20">
            <GripVertical className="size-4 text-indigo-500" aria-hidden />
            {draggedTask.name}
            {nestTask && (
              <span className="inline-flex items-center gap-1 text-xs font-normal text-indigo-700">
                <CornerDownRight className="size-3.5" aria-hidden /> subtask of {nestTask.name}
              </span>
            )}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
