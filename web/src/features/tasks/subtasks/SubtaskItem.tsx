import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { SubtaskItem_task$key } from '../../../__generated__/SubtaskItem_task.graphql.ts';
import { cn } from '../../../lib/cn.ts';
import { TaskCheckbox } from '../TaskCheckbox.tsx';
import { toggleTaskCompleted } from '../taskActions.ts';
import { SubtaskProgress } from './SubtaskProgress.tsx';

/** One subtask on its parent's page: checkbox, name (to its own page) and its own progress; `viewOnly` for a viewer of its project. */
export function SubtaskItem({ task, viewOnly = false }: { task: SubtaskItem_task$key; viewOnly?: boolean }) {
  const data = useFragment(
    graphql`
      fragment SubtaskItem_task on Task {
        rowId
        name
        priority
        completed
        subtaskCount
        completedSubtaskCount
      }
    `,
    task,
  );
  const saving = data.rowId === 0;
  return (
    <li className={cn('flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50', saving && 'opacity-60')} data-testid="subtask">
      <TaskCheckbox
        name={data.name}
        completed={data.completed}
        priority={data.priority}
        disabled={saving || viewOnly}
        onToggle={() => toggleTaskCompleted(data)}
      />
      <Link
        to={`/tasks/${data.rowId}`}
        onClick={(e) => saving && e.preventDefault()}
        className={cn(
          'min-w-0 flex-1 truncate text-sm hover:text-indigo-700 hover:underline',
          data.completed ? 'text-slate-400 line-through' : 'text-slate-800',
        )}
      >
        {data.name}
      </Link>
      <SubtaskProgress total={data.subtaskCount} completed={data.completedSubtaskCount} />
    </li>
  );
}
