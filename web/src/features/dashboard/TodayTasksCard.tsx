import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { ArrowRight, PartyPopper } from 'lucide-react';
import type { TodayTasksCard_query$key } from '../../__generated__/TodayTasksCard_query.graphql.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { DueChip } from '../tasks/DueChip.tsx';
import { TaskCheckbox } from '../tasks/TaskCheckbox.tsx';
import { toggleTaskCompleted } from '../tasks/taskActions.ts';
import { useHiddenTasks } from '../tasks/hiddenTasks.ts';

const SHOWN = 8;

/** Open tasks for today: due today or overdue first, then by highest priority. */
export function TodayTasksCard({ query }: { query: TodayTasksCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment TodayTasksCard_query on Query {
        tasks(completed: false, orderBy: PRIORITY, first: 100) {
          totalCount
          edges {
            node {
              id
              rowId
              name
              priority
              completed
              dueDate
              dueTime
              plannedDate
              recurrence
              project {
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const hidden = useHiddenTasks();
  const tasks = useMemo(() => {
    const today = format(new Date(), 'yyyy-MM-dd');
    // due or planned today (or before): first
    const due = (t: { dueDate?: string | null; plannedDate?: string | null }) =>
      (t.dueDate && t.dueDate.slice(0, 10) <= today) || (t.plannedDate && t.plannedDate.slice(0, 10) <= today) ? 0 : 1;
    return data.tasks.edges
      .map((e) => e.node)
      .filter((t) => !t.completed && !hidden.has(t.id))
      .sort((a, b) => due(a) - due(b) || b.priority - a.priority || a.rowId - b.rowId);
  }, [data, hidden]);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Today</CardTitle>
          <CardDescription>Due today or overdue first, then the highest priority.</CardDescription>
        </div>
        <Link to="/task-list?status=open&sort=priority" className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
          All open <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      {tasks.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 pt-4 pb-8 text-center">
          <PartyPopper className="size-7 text-emerald-500" aria-hidden />
          <p className="text-sm font-medium text-slate-900">Nothing open. Enjoy the calm.</p>
          <Link to="/tasks" className="text-sm font-medium text-indigo-600 hover:underline">
            Add a task
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Today's tasks">
          {tasks.slice(0, SHOWN).map((task) => (
            <li key={task.id} className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50/70">
              <TaskCheckbox name={task.name} completed={task.completed} priority={task.priority} onToggle={() => toggleTaskCompleted(task)} />
              <div className="min-w-0 flex-1">
                <Link to={`/tasks/${task.rowId}`} className="block truncate text-sm font-medium text-slate-900 hover:text-indigo-700 hover:underline">
                  {task.name}
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                  <span>{task.project?.name ?? 'Unknown Project'}</span>
                  {task.dueDate && <DueChip dueDate={task.dueDate} dueTime={task.dueTime} recurrence={task.recurrence} />}
                </p>
              </div>
              <PriorityBadge priority={task.priority} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
      {tasks.length > SHOWN && (
        <p className="border-t border-slate-100 px-5 py-2.5 text-xs text-slate-500">
          and {Math.max(tasks.length, data.tasks.totalCount) - SHOWN} more open tasks
        </p>
      )}
    </Card>
  );
}
