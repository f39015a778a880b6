import { useMemo, useState } from 'react';
import { ListTodo, Search } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { TaskPicker_query$key } from '../../__generated__/TaskPicker_query.graphql.ts';
import type { TaskPicker_timer$key } from '../../__generated__/TaskPicker_timer.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { cn } from '../../lib/cn.ts';
import { PriorityBadge } from './PriorityBadge.tsx';
import { normalizeSearch } from '../../../../shared/text/search.ts';

export type PickedTask = { id: string; rowId: number; name: string };

type Props = {
  query: TaskPicker_query$key;
  timer: TaskPicker_timer$key;
  /** the tasks the next start is for, in the order ticked */
  picked: PickedTask[];
  onChange: (next: PickedTask[]) => void;
};

const SEARCH_FROM = 6;

/**
 * The user's open tasks; ticking several makes a grouped start, in the order ticked (the first is active).
 * The ticks are only what the next start is for: "Active" marks the task the server's timer (and so
 * the banner) names, never a local guess.
 */
export function TaskPicker({ query, timer, picked, onChange }: Props) {
  const live = useFragment(
    graphql`
      fragment TaskPicker_timer on Timer {
        activeTaskRowId
      }
    `,
    timer,
  );
  const data = useFragment(
    graphql`
      fragment TaskPicker_query on Query {
        tasks(completed: false, first: 200, orderBy: PRIORITY) {
          edges {
            node {
              id
              rowId
              name
              priority
              completed
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
  const [search, setSearch] = useState('');
  const tasks = useMemo(() => data.tasks.edges.map((e) => e.node).filter((t) => !t.completed), [data]);
  const shown = useMemo(() => {
    const needle = normalizeSearch(search.trim());
    return needle ? tasks.filter((t) => normalizeSearch(t.name).includes(needle) || (t.project && normalizeSearch(t.project.name).includes(needle))) : tasks;
  }, [tasks, search]);

  const activeRowId = live.activeTaskRowId ?? null;
  const order = new Map(picked.map((t, i) => [t.id, i]));
  const toggle = (task: PickedTask) =>
    onChange(order.has(task.id) ? picked.filter((t) => t.id !== task.id) : [...picked, { id: task.id, rowId: task.rowId, name: task.name }]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Focus on</CardTitle>
        <CardDescription>Pick a task, or several for a grouped start: the first one you pick is the active task.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tasks.length >= SEARCH_FROM && (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search tasks" aria-label="Search tasks" className="pl-9" />
          </div>
        )}
        {tasks.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-200 px-4 py-8 text-center">
            <ListTodo className="size-6 text-slate-300" aria-hidden />
            <p className="text-sm text-slate-500">No open tasks yet.</p>
            <Link to="/tasks" className="text-sm font-medium text-indigo-600 hover:underline">
              Create a task
            </Link>
          </div>
        ) : (
          <ul aria-label="Open tasks" className="-mx-1 grid max-h-80 gap-1 overflow-y-auto px-1">
            {shown.map((task) => {
              const position = order.get(task.id);
              const checked = position !== undefined;
              return (
                <li key={task.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
                      checked ? 'border-indigo-200 bg-indigo-50/70' : 'border-transparent hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(task)}
                      className="size-4 shrink-0 cursor-pointer rounded accent-indigo-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-900">{task.name}</span>
                      <span className="block truncate text-xs text-slate-500">{task.project?.name || 'Unknown Project'}</span>
                    </span>
                    {task.rowId === activeRowId ? (
                      <span data-testid="picker-active" className="shrink-0 text-[11px] font-semibold text-indigo-700">
                        Active
                      </span>
                    ) : (
                      checked && picked.length > 1 && <span className="shrink-0 text-[11px] font-semibold text-slate-400">{`#${position! + 1}`}</span>
                    )}
                    <PriorityBadge priority={task.priority} className="shrink-0" />
                  </label>
                </li>
              );
            })}
            {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">No task matches "{search}".</li>}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
