import { Suspense, useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { Link, useSearchParams } from 'react-router-dom';
import { ListTodo } from 'lucide-react';
import type { TasksScreenQuery } from '../../__generated__/TasksScreenQuery.graphql.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { QuickAddTask } from './QuickAddTask.tsx';
import { TaskBoard } from './TaskBoard.tsx';
import { useTaskChanges } from './useTaskChanges.ts';

/**
 * /tasks: quick add on top, then the tasks grouped by project (?project=<rowId> shows one). The
 * screen's frame shows at once; only the part that needs the tasks waits for them (the
 * page's first paint does not wait for the query and its first rows).
 */
export default function TasksScreen() {
  const [params] = useSearchParams();
  const projectRowId = Number(params.get('project')) || null;
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">Add tasks, tick them off, and open one for its details.</p>
        <Link to="/task-list" className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline">
          <ListTodo className="size-4" aria-hidden /> Flat list
        </Link>
      </div>
      <Suspense fallback={<TasksLoading />}>
        <TasksScreenBoard projectRowId={projectRowId} />
      </Suspense>
    </div>
  );
}

function TasksScreenBoard({ projectRowId }: { projectRowId: number | null }) {
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
  // The frame and "Loading tasks…" paint first, the board in the next, deferred pass: a
  // preloaded answer would otherwise hold the page's first paint back by the board's render. A
  // deferred pass is not a Suspense reveal, so React does not hold the board back 300 ms either.
  const showBoard = useDeferredValue(true, false);
  if (!showBoard) return <TasksLoading />;
  return (
    <>
      <QuickAddTask query={data} projectRowId={projectRowId} />
      <TaskBoard query={data} projectRowId={projectRowId} />
    </>
  );
}

function TasksLoading() {
  return (
    <p role="status" className="flex min-h-40 items-start justify-center gap-2 py-6 text-sm text-slate-500">
      <Spinner /> Loading tasks…
    </p>
  );
}
