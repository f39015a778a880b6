import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ChevronRight, CornerLeftUp } from 'lucide-react';
import type { TaskParentLink_task$key } from '../../../__generated__/TaskParentLink_task.graphql.ts';

/** On a subtask's page: the task it belongs to, as a breadcrumb link (nothing on a top-level task). */
export function TaskParentLink({ task }: { task: TaskParentLink_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskParentLink_task on Task {
        name
        parent {
          rowId
          name
        }
      }
    `,
    task,
  );
  if (!data.parent) return null;
  return (
    <nav aria-label="Parent task" className="flex min-w-0 items-center gap-1.5 text-sm text-slate-500">
      <CornerLeftUp className="size-4 shrink-0" aria-hidden />
      <Link to={`/tasks/${data.parent.rowId}`} className="truncate font-medium text-indigo-700 hover:underline">
        {data.parent.name}
      </Link>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
      <span className="truncate" aria-current="page">
        {data.name}
      </span>
    </nav>
  );
}
