import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link, useNavigate } from 'react-router-dom';
import { format } from 'date-fns';
import { Folder, Trash2 } from 'lucide-react';
import type { TaskDetailHeader_task$key } from '../../__generated__/TaskDetailHeader_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { FocusButton } from '../pomodoro/FocusButton.tsx';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { DueChip, PlannedChip } from './DueChip.tsx';
import { SkipOccurrenceButton } from './SkipOccurrenceButton.tsx';
import { formatMinutes } from './format.ts';
import { deleteTaskWithUndo } from './pendingDeletes.ts';
import { TaskCheckbox } from './TaskCheckbox.tsx';
import { isViewOnly, VIEW_ONLY_NOTE } from '../members/viewOnly.ts';
import { toggleTaskCompleted } from './taskActions.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';

/** Name, completed toggle, priority badge, project, time spent, Focus and Delete. */
export function TaskDetailHeader({ task }: { task: TaskDetailHeader_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskDetailHeader_task on Task {
        id
        rowId
        name
        priority
        completed
        completedAt
        subtaskCount
        completedSubtaskCount
        timeSpent
        duration
        dueDate
        dueTime
        plannedDate
        recurrence
        createdAt
        project {
          rowId
          name
          viewerRole
        }
        ...FocusButton_task
      }
    `,
    task,
  );
  const navigate = useNavigate();
  const viewOnly = isViewOnly(data.project?.viewerRole);
  const [confirming, setConfirming] = useState(false);
  const stats = [
    { label: 'Time spent', value: formatMinutes(data.timeSpent), testId: 'detail-time-spent' },
    { label: 'Estimate', value: formatMinutes(data.duration) },
    { label: 'Created', value: format(new Date(data.createdAt as string), 'MMM d, yyyy') },
    { label: 'Completed', value: data.completedAt ? format(new Date(data.completedAt as string), 'MMM d, HH:mm') : '—' },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div className="pt-1">
          <TaskCheckbox name={data.name} completed={data.completed} priority={data.priority} disabled={viewOnly} onToggle={() => toggleTaskCompleted(data)} />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className={cn('text-xl font-semibold tracking-tight wrap-anywhere', data.completed ? 'text-slate-400 line-through' : 'text-slate-900')}>
            {data.name}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <PriorityBadge priority={data.priority} />
            {data.completed && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200">Completed</span>
            )}
            <Link to={`/tasks?project=${data.project?.rowId ?? ''}`} className="inline-flex items-center gap-1 hover:text-indigo-700 hover:underline">
              <Folder className="size-4" aria-hidden /> {data.project?.name ?? 'Unknown Project'}
            </Link>
            {data.dueDate && <DueChip dueDate={data.dueDate} dueTime={data.dueTime} recurrence={data.recurrence} completed={data.completed} />}
            {data.plannedDate && data.plannedDate !== data.dueDate && !data.completed && <PlannedChip plannedDate={data.plannedDate} />}
            {data.recurrence && !data.completed && !viewOnly && <SkipOccurrenceButton rowId={data.rowId} />}
          </div>
          {viewOnly && (
            <p className="mt-2 text-sm text-slate-500" data-testid="view-only-note">
              {VIEW_ONLY_NOTE}
            </p>
          )}
        </div>
        {!viewOnly && (
          <div className="flex shrink-0 items-center gap-2">
            <FocusButton task={data} size="md" variant="primary" />
            <Button
              variant="secondary"
              size="icon"
              aria-label="Delete task"
              className="hover:border-red-200 hover:bg-red-50 hover:text-red-600"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label}>
            <dt className="text-xs font-medium text-slate-500">{s.label}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-slate-900" data-testid={s.testId}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete "${data.name}"?`}
        description="The task leaves your lists at once; you can undo from the notice for a few seconds."
        confirmLabel="Delete task"
        onConfirm={() => {
          setConfirming(false);
          deleteTaskWithUndo(data);
          navigate('/tasks');
        }}
      />
    </Card>
  );
}
