import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { useNavigate } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SearchX } from 'lucide-react';
import type { TaskListView_query$key } from '../../__generated__/TaskListView_query.graphql.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SortableTaskRow } from './SortableTaskRow.tsx';
import { toggleTaskCompleted } from './taskActions.ts';
import { deleteTaskWithUndo } from './pendingDeletes.ts';
import { isTypingTarget, keyOf, modalOpen } from '../shortcuts/keys.ts';
import { lookUp, TASK_CHANGING_SHORTCUTS } from '../shortcuts/registry.ts';
import { isViewOnly, tellViewOnly } from '../members/viewOnly.ts';
import type { TaskFilters } from './taskOrder.ts';
import { useTaskListFlat } from './useTaskListFlat.ts';
import { INBOX_NAME, inboxFirst } from '../projects/inboxFirst.ts';
import { nestSubtasks } from './subtasks/nestSubtasks.ts';
import { toggleSubtasksCollapsed, useCollapsedSubtasks } from './subtasks/collapsedSubtasks.ts';
import { TaskTreeDnd } from './subtasks/TaskTreeDnd.tsx';
import { treeKey } from './subtasks/treeMoves.ts';

/** A row's height at the usual widths, so rows do not move once measured (narrow screens wrap and measure taller). */
const ROW_HEIGHT = 59;
/** The next page is asked for while this many loaded rows are still below the screen (a few screens' worth). */
const PREFETCH_ROWS = 60;
const rowHeight = () => ROW_HEIGHT;

type Props = { query: TaskListView_query$key; filters: TaskFilters };

/** The scroller's CSS height, calc(100vh - 19rem) with min-h-96, in px: the first render has rows before it is measured. */
function initialScrollerRect() {
  const rem = 16;
  return { width: 0, height: typeof window === 'undefined' ? 24 * rem : Math.max(24 * rem, window.innerHeight - 19 * rem) };
}

/** Focuses a row once it is in the DOM (rows coming into view render a few frames later). */
function focusRowWhenRendered(scroller: HTMLElement | null, index: number, framesLeft = 30) {
  requestAnimationFrame(() => {
    const row = scroller?.querySelector<HTMLElement>(`li[data-index="${index}"]`);
    if (row) row.focus();
    else if (framesLeft > 0) focusRowWhenRendered(scroller, index, framesLeft - 1);
  });
}

/** The Task List's shortcut a key press is, if any (features/shortcuts/registry.ts, scope "taskList"). */
function listShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  const key = keyOf(event);
  return key ? lookUp('taskList', [key]).shortcut?.id : undefined;
}

/**
 * The flat, virtualized task list. Keyboard (the registry's "taskList" shortcuts): j/k or arrows
 * (and Home/End) move between rows, x or Space completes with undo, Enter opens, e edits, Delete
 * deletes with undo; from elsewhere on the page j/k go to the list; a row's drag handle reorders (drag,
 * or Space then arrows).
 */
export function TaskListView({ query, filters }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskListView_query on Query {
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              viewerRole
              inbox
            }
          }
        }
        ...useTaskListFlat_query
          @arguments(
            projectIds: $projectIds
            completed: $completed
            priority: $priority
            label: $label
            search: $search
            dateFrom: $dateFrom
            dateTo: $dateTo
            assigneeId: $assigneeId
            overdue: $overdue
            orderBy: $orderBy
          )
      }
    `,
    query,
  );
  const projects = useMemo(() => inboxFirst(data.projects.edges.map((e) => e.node)).map((p) => (p.inbox ? { ...p, name: INBOX_NAME } : p)), [data]);
  const { tasks: loadedTasks, totalCount, hasNext, isLoadingNext, loadMore } = useTaskListFlat(data, filters);
  const collapsed = useCollapsedSubtasks();
  // subtasks under their parent; `tasks` are the rows shown (a collapsed parent's subtasks are not)
  const { rows: tasks, depthOf, parents } = useMemo(() => nestSubtasks(loadedTasks, collapsed), [loadedTasks, collapsed]);
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const sortable = filters.sort === 'position';

  // a new getItemKey makes the virtualizer lay out every loaded row again (5,000 at the end): only
  // a new page may do that, not each scroll step
  const getItemKey = useCallback((i: number) => tasks[i].id, [tasks]);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    overscan: 8,
    getItemKey,
    initialRect: initialScrollerRect(),
    // the rows a scroll brings in mount in a deferred pass (below), so a synchronous render inside the
    // scroll event would only commit the rows already shown, and force a layout to do it
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : 0;
  // the rows a scroll brings in mount in a deferred pass, which React splits into short slices:
  // mounting a screenful of rows inside the scroll event would block frames
  // The first rows (nothing shown yet) mount at once: deferring them only delays the first paint.
  const deferredItems = useDeferredValue(items);
  const shownItems = deferredItems.length || !items.length ? deferredItems : items;

  useEffect(() => {
    if (hasNext && !isLoadingNext && lastShown >= tasks.length - PREFETCH_ROWS) loadMore();
  }, [hasNext, isLoadingNext, lastShown, tasks.length, loadMore]);
  useEffect(() => {
    if (activeIndex >= tasks.length && tasks.length) setActiveIndex(tasks.length - 1);
  }, [activeIndex, tasks.length]);

  const focusRow = useCallback(
    (index: number) => {
      setActiveIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      focusRowWhenRendered(scrollRef.current, index);
    },
    [virtualizer],
  );

  // read through a ref: a new page must not hand every visible row a new handler (and re-render it)
  const tasksRef = useRef(tasks);
  const loadedRef = useRef(loadedTasks);
  const depthRef = useRef(depthOf);
  useLayoutEffect(() => {
    tasksRef.current = tasks;
    loadedRef.current = loadedTasks;
    depthRef.current = depthOf;
    // a focused row that moved (nested, taken out, reordered) stays the list's current row
    const focused = document.activeElement;
    if (focused instanceof HTMLLIElement && focused.dataset.index && scrollRef.current?.contains(focused)) setActiveIndex(Number(focused.dataset.index));
  }, [tasks, loadedTasks, depthOf]);

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLLIElement>, index: number) => {
      if (event.target !== event.currentTarget) return;
      const tasks = tasksRef.current;
      const task = tasks[index];
      const action = listShortcut(event);
      const move: Record<string, number> = { 'list:next': index + 1, 'list:previous': index - 1, 'list:first': 0, 'list:last': tasks.length - 1 };
      if (!action) return;
      if (action in move) {
        event.preventDefault();
        focusRow(Math.max(0, Math.min(tasks.length - 1, move[action])));
        return;
      }
      if (!task?.rowId) return;
      event.preventDefault();
      if (TASK_CHANGING_SHORTCUTS.has(action) && isViewOnly(task.project?.viewerRole)) return tellViewOnly();
      if (treeKey(action, loadedRef.current, tasks, depthRef.current, index)) return;
      if (action === 'list:complete') toggleTaskCompleted(task, { undo: true });
      else if (action === 'list:open') navigate(`/tasks/${task.rowId}`);
      else if (action === 'list:edit') event.currentTarget.querySelector<HTMLButtonElement>('[data-row-action="edit"]')?.click();
      else if (action === 'list:delete') {
        deleteTaskWithUndo(task);
        // the row goes: the next one (or the new last) takes the focus
        focusRow(Math.min(index, tasks.length - 2));
      }
    },
    [focusRow, navigate],
  );

  // j/k from anywhere else on the page (nothing focused, not typing) bring the focus to the list
  const activeRef = useRef(activeIndex);
  useLayoutEffect(() => {
    activeRef.current = activeIndex;
  }, [activeIndex]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || modalOpen()) return;
      if (scrollRef.current?.contains(event.target as Node)) return;
      const action = listShortcut(event);
      if ((action !== 'list:next' && action !== 'list:previous') || !tasksRef.current.length) return;
      if (event.target instanceof HTMLElement && event.target !== document.body && event.key.startsWith('Arrow')) return;
      event.preventDefault();
      focusRow(Math.min(activeRef.current, tasksRef.current.length - 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focusRow]);

  if (!loadedTasks.length && !hasNext) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX className="size-8 text-slate-300" aria-hidden />
        <h2 className="mt-3 font-medium text-slate-900 outline-none" data-focus-heading>
          No tasks match
        </h2>
        <p className="mt-1 text-sm text-slate-500">Change the filters, or add tasks on the Tasks screen.</p>
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-slate-100 bg-slate-50/70 px-4 py-2 text-xs text-slate-500">
        <span data-testid="task-count">
          {loadedTasks.length} of {totalCount} {totalCount === 1 ? 'task' : 'tasks'}
        </span>
        <span className="hidden sm:inline">
          j/k move · x complete · Enter open · e edit · ? all keys{sortable ? ' · drag ⋮⋮ to reorder, or onto a task to nest' : ''}
        </span>
      </div>
      <TaskTreeDnd rows={tasks} loaded={loadedTasks} onReordered={setActiveIndex}>
        {(nestTarget) => (
          <div ref={scrollRef} className="h-[calc(100vh-19rem)] min-h-96 overflow-y-auto overscroll-contain" data-testid="task-list-scroller">
            <ul aria-label="Tasks" className="relative" style={{ height: virtualizer.getTotalSize() }}>
              {shownItems.map((item) => {
                const task = tasks[item.index];
                if (!task) return null; // a deferred pass may still hold rows of a longer list
                return (
                  <SortableTaskRow
                    key={task.id}
                    id={task.id}
                    name={task.name}
                    task={task}
                    index={item.index}
                    count={tasks.length}
                    start={item.start}
                    active={item.index === activeIndex}
                    sortable={
                      sortable &&
                      task.rowId !== 0 /* 0: being saved; below 0: created offline (its reorder is queued) */ &&
                      !isViewOnly(task.project?.viewerRole)
                    }
                    projects={projects}
                    showProject
                    measure={virtualizer.measureElement}
                    onFocusRow={setActiveIndex}
                    onRowKeyDown={onRowKeyDown}
                    depth={depthOf.get(task.rowId) ?? 0}
                    collapsed={parents.has(task.rowId) ? collapsed.has(task.rowId) : undefined}
                    onToggleCollapsed={toggleSubtasksCollapsed}
                    dropTarget={task.id === nestTarget}
                  />
                );
              })}
            </ul>
            {isLoadingNext && (
              <p className="flex items-center justify-center gap-2 py-3 text-sm text-slate-500">
                <Spinner /> Loading more…
              </p>
            )}
          </div>
        )}
      </TaskTreeDnd>
    </div>
  );
}
