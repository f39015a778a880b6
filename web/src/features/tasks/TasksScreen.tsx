import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { ListTodo } from 'lucide-react';
import type { TasksScreenQuery } from '../../__generated__/TasksScreenQuery.graphql.ts';
import { QuickAddTask } from './QuickAddTask.tsx';
import { TaskBoard } from './TaskBoard.tsx';
import { useTaskChanges } from './useTaskChanges.ts';

/** /tasks: quick add on top, then the tasks grouped by project (?project=<rowId> shows one). */
export default function TasksScreen() {
  const [params] = useSearchParams();
  const projectRowId = Number(params.get('project')) || null;
  const data = useLazyLoadQuery<TasksScreenQuery>(
    graphql`
      query TasksScreenQuery {
        ...QuickAddTask_query
        ...TaskBoard_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  useTaskChanges();
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">Add tasks, tick them off, and open one for its details.</p>
        <Link to="/task-list" className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline">
          <ListTodo className="size-4" aria-hidden /> Flat list
        </Link>
      </div>
      <QuickAddTask query={data} projectRowId={projectRowId} />
      <TaskBoard query={data} projectRowId={projectRowId} />
    </div>
  );
}
