import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import type { TaskRow_task$key } from '../../__generated__/TaskRow_task.graphql.ts';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { ProgressBar } from '../projects/ProgressBar.tsx';
import type { ProjectOption } from './TaskFields.tsx';
import { TaskRow } from './TaskRow.tsx';
import { SortableTaskRow } from './SortableTaskRow.tsx';
import { nestSubtasks } from './subtasks/nestSubtasks.ts';
import { toggleSubtasksCollapsed, useCollapsedSubtasks } from './subtasks/collapsedSubtasks.ts';
import { TaskTreeDnd } from './subtasks/TaskTreeDnd.tsx';
import { treeKey } from './subtasks/treeMoves.ts';
import { isTypingTarget, keyOf } from '../shortcuts/keys.ts';
import { lookUp, TASK_CHANGING_SHORTCUTS } from '../shortcuts/registry.ts';
import { isViewOnly, tellViewOnly } from '../members/viewOnly.ts';
import { useNearViewport } from './useNearViewport.ts';

type GroupTask = TaskRow_task$key & {
  id: string;
  rowId: number;
  name: string;
  parentRowId?: number | null;
  completed: boolean;
  position: number;
  projectRowId: number;
  project?: { viewerRole?: string | null } | null;
};

type Props = {
  project: ProjectOption & { priority: number; taskCount: number; completedTaskCount: number };
  tasks: readonly GroupTask[];
  projects: readonly ProjectOption[];
  /** on the first screen: its rows render at once rather than when scrolled near */
  eager: boolean;
  /** more pages of tasks are on their way */
  loading: boolean;
};

/** Rows shown per group before "Show more" (the Task List is the place for thousands). */
const ROWS_SHOWN = 50;
/** A task row's usual height (px), held by a group's rows until they render. */
const ROW_HEIGHT = 59;

/**
 * One project's tasks: open ones first; the completed ones fold away under a toggle. The rows of a
 * group below the first screen render once it scrolls near, so a long board paints quickly. An open
 * row is dragged by its handle to reorder, or onto another to nest (as on the Task List); Ctrl+] and
 * Ctrl+[ on a row nest it under the one above and take it out.
 */
export const TaskGroup = memo(function TaskGroup({ project, tasks, projects, eager, loading }: Props) {
  const [showDone, setShowDone] = useState(false);
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const [ref, near] = useNearViewport<HTMLDivElement>(eager);
  const collapsed = useCollapsedSubtasks();
  // open subtasks under their open parent (folded away like on the Task List)
  const {
    rows: open,
    depthOf,
    parents,
  } = useMemo(
    () =>
      nestSubtasks(
        tasks.filter((t) => !t.completed),
        collapsed,
      ),
    [tasks, collapsed],
  );
  const done = tasks.filter((t) => t.completed);
  const shownOpen = useMemo(() => open.slice(0, limit), [open, limit]);
  // read through a ref: the rows' key handler stays the same while the tasks change
  const tree = useRef({ tasks, shownOpen, depthOf });
  useLayoutEffect(() => {
    tree.current = { tasks, shownOpen, depthOf };
  }, [tasks, shownOpen, depthOf]);
  const onRowKeyDown = useCallback((event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (isTypingTarget(event.target)) return;
    const key = keyOf(event);
    const action = key ? lookUp('taskList', [key]).shortcut?.id : undefined;
    const { tasks, shownOpen, depthOf } = tree.current;
    if (action && TASK_CHANGING_SHORTCUTS.has(action) && isViewOnly(shownOpen[index]?.project?.viewerRole)) {
      event.preventDefault();
      return tellViewOnly();
    }
    if (treeKey(action, tasks, shownOpen, depthOf, index)) event.preventDefault();
  }, []);
  // while pages still load, the project's own counts hold the right space and numbers, so the
  // board does not jump as each page fills the groups in
  const total = loading ? project.taskCount : tasks.length;
  const doneCount = loading ? project.completedTaskCount : done.length;
  const rowsToCome = loading ? Math.max(0, Math.min(total - doneCount, limit) - shownOpen.length) : 0;
  return (
    <Card className="overflow-hidden" aria-label={project.name} role="region" data-testid="task-group" data-focus-list>
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 outline-none" data-focus-heading>
          {project.name}
        </h2>
        <span className="text-xs text-slate-500">
          {doneCount}/{total} done
        </span>
        <ProgressBar done={doneCount} total={total} label={`${project.name} progress`} className="hidden h-1.5 w-24 sm:block" />
      </div>
      {open.length === 0 && !rowsToCome && (
        <p className="px-4 py-5 text-center text-sm text-slate-500">{tasks.length ? 'All done here. 🎉' : 'No tasks yet: add one above.'}</p>
      )}
      <div ref={ref}>
        {near ? (
          <TaskTreeDnd rows={shownOpen} loaded={tasks}>
            {(nestTarget) => (
              <ul className="divide-y divide-slate-100">
                {shownOpen.map((task, index) => (
                  <SortableTaskRow
                    key={task.id}
                    id={task.id}
                    name={task.name}
                    task={task}
                    index={index}
                    count={shownOpen.length}
                    sortable={task.rowId !== 0 /* 0: being saved; below 0: created offline (its reorder is queued) */ && !isViewOnly(task.project?.viewerRole)}
                    projects={projects}
                    onRowKeyDown={onRowKeyDown}
                    depth={depthOf.get(task.rowId) ?? 0}
                    collapsed={parents.has(task.rowId) ? collapsed.has(task.rowId) : undefined}
                    onToggleCollapsed={parents.size ? toggleSubtasksCollapsed : undefined}
                    dropTarget={task.id === nestTarget}
                  />
                ))}
              </ul>
            )}
          </TaskTreeDnd>
        ) : (
          <div style={{ height: shownOpen.length * ROW_HEIGHT }} />
        )}
        {rowsToCome > 0 && <div style={{ height: rowsToCome * ROW_HEIGHT }} />}
      </div>
      {open.length > limit && (
        <button
          type="button"
          onClick={() => setLimit(limit + ROWS_SHOWN * 2)}
          className="w-full border-t border-slate-100 px-4 py-2 text-xs font-medium text-indigo-700 hover:bg-indigo-50/50"
        >
          Show more ({open.length - limit} more open)
        </button>
      )}
      {done.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={showDone}
            onClick={() => setShowDone(!showDone)}
            className="flex w-full items-center gap-1.5 border-t border-slate-100 bg-slate-50/60 px-4 py-2 text-xs font-medium text-slate-500 hover:text-slate-800"
          >
            <ChevronRight className={cn('size-3.5 transition-transform', showDone && 'rotate-90')} aria-hidden />
            Completed ({done.length})
          </button>
          {showDone && (
            <ul className="divide-y divide-slate-100 bg-slate-50/40">
              {done.slice(0, limit).map((task) => (
                <li key={task.id} data-focus-item>
                  <TaskRow task={task} projects={projects} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
});
