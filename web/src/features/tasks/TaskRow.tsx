import { memo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ChevronRight, Clock, Folder, Mail, Pencil, Trash2 } from 'lucide-react';
import type { TaskRow_task$key } from '../../__generated__/TaskRow_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { FocusButton } from '../pomodoro/FocusButton.tsx';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { DueChip, PlannedChip } from './DueChip.tsx';
import { formatMinutes } from './format.ts';
import { deleteTaskWithUndo } from './pendingDeletes.ts';
import { TaskCheckbox } from './TaskCheckbox.tsx';
import { PendingSyncMarker } from '../../offline/PendingSyncMarker.tsx';
import { TaskEditDialog } from './TaskEditDialog.tsx';
import { TaskLabelChips } from '../labels/TaskLabelChips.tsx';
import { TaskAssigneeChip } from '../members/TaskAssigneeChip.tsx';
import { toggleTaskCompleted } from './taskActions.ts';
import type { ProjectOption } from './TaskFields.tsx';
import { SubtaskProgress } from './subtasks/SubtaskProgress.tsx';
import { isViewOnly, VIEW_ONLY_NOTE } from '../members/viewOnly.ts';

type Props = {
  task: TaskRow_task$key;
  projects: readonly ProjectOption[];
  showProject?: boolean;
  /** the drag handle of a sortable list */
  handle?: ReactNode;
  /** -1 keeps the row's controls out of the tab order (a list with arrow-key focus) */
  controlsTabIndex?: number;
  className?: string;
  /** a subtask's level under its parent row (0: top level) */
  depth?: number;
  /** set on a row whose subtasks are listed under it: whether they are folded away */
  collapsed?: boolean;
  onToggleCollapsed?: (rowId: number) => void;
};

/** One task: done checkbox, name (to its page), details, priority, Focus, edit and delete. */
export const TaskRow = memo(function TaskRow({
  task,
  projects,
  showProject,
  handle,
  controlsTabIndex,
  className,
  depth = 0,
  collapsed,
  onToggleCollapsed,
}: Props) {
  const data = useFragment(
    graphql`
      fragment TaskRow_task on Task {
        id
        rowId
        name
        priority
        completed
        subtaskCount
        completedSubtaskCount
        duration
        timeSpent
        dueDate
        dueTime
        plannedDate
        recurrence
        assigneeName
        assigneeMemberName
        project {
          name
          viewerRole
        }
        ...TaskEditDialog_task
        ...FocusButton_task
        ...TaskLabelChips_task
        ...TaskAssigneeChip_task
      }
    `,
    task,
  );
  const [editing, setEditing] = useState(false);
  const saving = data.rowId === 0;
  const viewOnly = isViewOnly(data.project?.viewerRole);
  const tab = controlsTabIndex;

  return (
    <div
      className={cn('group/row flex min-h-14 items-center gap-3 px-3 py-2.5 sm:px-4', saving && 'opacity-60', className)}
      data-testid="task-row"
      data-completed={data.completed}
      data-depth={depth}
      style={depth ? { paddingLeft: `calc(${depth * 1.75}rem + 0.75rem)` } : undefined}
    >
      {handle}
      {collapsed !== undefined && onToggleCollapsed ? (
        <button
          type="button"
          tabIndex={tab}
          aria-expanded={!collapsed}
          aria-label={`${collapsed ? 'Show' : 'Hide'} subtasks of ${data.name}`}
          onClick={() => onToggleCollapsed(data.rowId)}
          className="-mx-1 grid size-6 shrink-0 cursor-pointer place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <ChevronRight className={cn('size-4 transition-transform', !collapsed && 'rotate-90')} aria-hidden />
        </button>
      ) : (
        onToggleCollapsed && <span className="-mx-1 size-6 shrink-0" aria-hidden />
      )}
      <TaskCheckbox
        name={data.name}
        completed={data.completed}
        priority={data.priority}
        disabled={saving || viewOnly}
        tabIndex={tab}
        onToggle={() => toggleTaskCompleted(data)}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/tasks/${data.rowId}`}
          tabIndex={tab}
          className={cn(
            'block truncate text-sm font-medium hover:text-indigo-700 hover:underline',
            data.completed ? 'text-slate-400 line-through' : 'text-slate-900',
          )}
          onClick={(e) => saving && e.preventDefault()}
        >
          {data.name}
        </Link>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500">
          {showProject && (
            <span className="inline-flex items-center gap-1">
              <Folder className="size-3.5" aria-hidden /> {data.project?.name ?? 'Unknown Project'}
            </span>
          )}
          <SubtaskProgress total={data.subtaskCount} completed={data.completedSubtaskCount} />
          <span className="inline-flex items-center gap-1" title="Estimate / time spent">
            <Clock className="size-3.5" aria-hidden />
            {formatMinutes(data.duration)}
            {data.timeSpent > 0 && <span className="text-slate-400">· {formatMinutes(data.timeSpent)} spent</span>}
          </span>
          {data.dueDate && <DueChip dueDate={data.dueDate} dueTime={data.dueTime} recurrence={data.recurrence} completed={data.completed} />}
          {data.plannedDate && data.plannedDate !== data.dueDate && !data.completed && <PlannedChip plannedDate={data.plannedDate} />}
          <TaskLabelChips task={data} />
          <TaskAssigneeChip task={data} />
          {/* assigned by e-mail to someone who is not (or no longer) its member assignee */}
          {data.assigneeName && !data.assigneeMemberName && (
            <span className="inline-flex items-center gap-1">
              <Mail className="size-3.5" aria-hidden /> {data.assigneeName}
            </span>
          )}
        </div>
      </div>
      <PriorityBadge priority={data.priority} className="hidden shrink-0 sm:inline-flex" />
      <PendingSyncMarker taskId={data.id} /> {/* OFFLINE LAYER */}
      {!saving && !data.completed && !viewOnly && (
        <FocusButton task={data} variant="ghost" className="shrink-0 text-slate-600" labelClassName="max-sm:sr-only" />
      )}
      {viewOnly ? (
        <span className="shrink-0 text-xs text-slate-400" title={VIEW_ONLY_NOTE}>
          View only
        </span>
      ) : (
        <div className="flex shrink-0 items-center gap-0.5 opacity-100 transition-opacity md:opacity-0 md:group-focus-within/row:opacity-100 md:group-hover/row:opacity-100">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${data.name}`}
            data-row-action="edit"
            tabIndex={tab}
            disabled={saving}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-red-50 hover:text-red-600"
            aria-label={`Delete ${data.name}`}
            tabIndex={tab}
            disabled={saving}
            onClick={() => deleteTaskWithUndo(data)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
      {editing && <TaskEditDialog task={data} projects={projects} onClose={() => setEditing(false)} />}
    </div>
  );
});
