import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ArrowRight, CalendarCheck, CalendarClock, PartyPopper } from 'lucide-react';
import type { TodayTasksCard_query$key } from '../../__generated__/TodayTasksCard_query.graphql.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { cn } from '../../lib/cn.ts';
import { TaskCheckbox } from '../tasks/TaskCheckbox.tsx';
import { toggleTaskCompleted } from '../tasks/taskActions.ts';
import { useHiddenTasks } from '../tasks/hiddenTasks.ts';
import { isViewOnly } from '../members/viewOnly.ts';

const SHOWN = 8;

const deadlineTone = { overdue: 'text-red-600', dueToday: 'text-emerald-700' } as Record<string, string>;

/**
 * Open tasks for today, in the user's time zone (the server decides): overdue, due today and planned
 * for today first, then by highest priority.
 */
export function TodayTasksCard({ query }: { query: TodayTasksCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment TodayTasksCard_query on Query {
        todayTasks {
          openCount
          items {
            state
            deadline
            task {
              id
              rowId
              name
              priority
              completed
              project {
                name
                viewerRole
              }
            }
          }
        }
      }
    `,
    query,
  );
  const hidden = useHiddenTasks();
  const items = useMemo(() => data.todayTasks.items.filter((i) => !i.task.completed && !hidden.has(i.task.id)), [data, hidden]);
  const tasks = items.map((i) => i.task);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Today</CardTitle>
          <CardDescription>Overdue, due today and planned for today first, then the highest priority.</CardDescription>
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
          {items.slice(0, SHOWN).map(({ task, state, deadline }) => (
            <li key={task.id} className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50/70">
              <TaskCheckbox
                name={task.name}
                completed={task.completed}
                priority={task.priority}
                disabled={isViewOnly(task.project?.viewerRole)}
                onToggle={() => toggleTaskCompleted(task)}
              />
              <div className="min-w-0 flex-1">
                <Link to={`/tasks/${task.rowId}`} className="block truncate text-sm font-medium text-slate-900 hover:text-indigo-700 hover:underline">
                  {task.name}
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                  <span>{task.project?.name ?? 'Unknown Project'}</span>
                  {deadline && (
                    <span className={cn('inline-flex items-center gap-1', deadlineTone[state] ?? 'text-slate-500')}>
                      <CalendarClock className="size-3.5" aria-hidden />
                      {deadline}
                    </span>
                  )}
                  {state === 'plannedToday' && (
                    <span className="inline-flex items-center gap-1 text-indigo-700">
                      <CalendarCheck className="size-3.5" aria-hidden />
                      Planned for today
                    </span>
                  )}
                </p>
              </div>
              <PriorityBadge priority={task.priority} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
      {tasks.length > SHOWN && (
        <p className="border-t border-slate-100 px-5 py-2.5 text-xs text-slate-500">
          and {Math.max(tasks.length, data.todayTasks.openCount) - SHOWN} more open tasks
        </p>
      )}
    </Card>
  );
}
