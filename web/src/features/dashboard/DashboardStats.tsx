import { useCallback, useMemo } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { startOfWeek } from 'date-fns';
import { CheckCircle2, CircleDot, FolderKanban, Timer, type LucideIcon } from 'lucide-react';
import type { DashboardStats_query$key } from '../../__generated__/DashboardStats_query.graphql.ts';
import type { DashboardStats_focus$key } from '../../__generated__/DashboardStats_focus.graphql.ts';
import type { DashboardFocusRefetchQuery } from '../../__generated__/DashboardFocusRefetchQuery.graphql.ts';
import type { useRefetchOnSessionEnd_timer$key } from '../../__generated__/useRefetchOnSessionEnd_timer.graphql.ts';
import { useRefetchOnSessionEnd } from '../pomodoro/useRefetchOnSessionEnd.ts';
import { Card } from '../../components/ui/Card.tsx';
import { formatMinutes } from '../tasks/format.ts';
import { isInProgress } from '../../../../shared/projects/progress.ts';

type Tile = { label: string; value: string; hint: string; icon: LucideIcon; tone: string; to: string; testId: string };

type Props = { query: DashboardStats_query$key; timer: useRefetchOnSessionEnd_timer$key; today: { day: string; utcOffsetMinutes: number } };

/** Four tiles: open tasks, completed this week, focus minutes today, projects. */
export function DashboardStats({ query, timer, today }: Props) {
  const data = useFragment(
    graphql`
      fragment DashboardStats_query on Query {
        ...DashboardStats_focus @arguments(day: $day, utcOffsetMinutes: $utcOffsetMinutes)
        openTasks: tasks(completed: false, first: 100) {
          totalCount
          edges {
            node {
              id
              completed
              completedAt
            }
          }
        }
        doneTasks: tasks(completed: true, completedSince: $weekStart, first: 100) {
          totalCount
          edges {
            node {
              id
              completed
              completedAt
            }
          }
        }
        projects(first: 1000) {
          edges {
            node {
              taskCount
              completedTaskCount
            }
          }
        }
      }
    `,
    query,
  );
  const weekStart = startOfWeek(new Date(), { weekStartsOn: 1 }).getTime();
  // both lists: a task ticked here since the page loaded counts at once
  const { open, doneThisWeek } = useMemo(() => {
    const all = new Map([...data.openTasks.edges, ...data.doneTasks.edges].map((e) => [e.node.id, e.node]));
    const nodes = [...all.values()];
    return {
      open: nodes.filter((t) => !t.completed).length + Math.max(0, data.openTasks.totalCount - data.openTasks.edges.length),
      doneThisWeek:
        nodes.filter((t) => t.completed && t.completedAt && Date.parse(t.completedAt as string) >= weekStart).length +
        Math.max(0, data.doneTasks.totalCount - data.doneTasks.edges.length),
    };
  }, [data, weekStart]);
  // the server's count of today's pomodoros (shared/pomodoro/sessionStats.ts), as the Pomodoro screen shows it
  const [focusData, refetchFocus] = useRefetchableFragment<DashboardFocusRefetchQuery, DashboardStats_focus$key>(
    graphql`
      fragment DashboardStats_focus on Query
      @refetchable(queryName: "DashboardFocusRefetchQuery")
      @argumentDefinitions(day: { type: "String!" }, utcOffsetMinutes: { type: "Int!" }) {
        focusHistory(from: $day, to: $day, utcOffsetMinutes: $utcOffsetMinutes) {
          minutes
          sessions
        }
      }
    `,
    data,
  );
  useRefetchOnSessionEnd(
    timer,
    useCallback(() => refetchFocus(today, { fetchPolicy: 'network-only' }), [refetchFocus, today]),
  );
  const focus = focusData.focusHistory[0] ?? { minutes: 0, sessions: 0 };

  const tiles: Tile[] = [
    {
      label: 'Open tasks',
      value: String(open),
      hint: 'across all projects',
      icon: CircleDot,
      tone: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
      to: '/task-list?status=open&sort=priority',
      testId: 'stat-open',
    },
    {
      label: 'Completed this week',
      value: String(doneThisWeek),
      hint: 'since Monday',
      icon: CheckCircle2,
      tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
      to: '/task-list?status=done&sort=createdAt',
      testId: 'stat-done-week',
    },
    {
      label: 'Focus today',
      value: formatMinutes(focus.minutes),
      hint: `${focus.sessions} ${focus.sessions === 1 ? 'session' : 'sessions'}`,
      icon: Timer,
      tone: 'bg-amber-50 text-amber-600 ring-amber-100',
      to: '/pomodoro',
      testId: 'stat-focus',
    },
    {
      label: 'Projects',
      value: String(data.projects.edges.filter((e) => isInProgress(e.node)).length),
      hint: 'in progress',
      icon: FolderKanban,
      tone: 'bg-violet-50 text-violet-600 ring-violet-100',
      to: '/projects',
      testId: 'stat-projects',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {tiles.map(({ icon: Icon, ...tile }) => (
        <li key={tile.label}>
          <Link to={tile.to} className="group block rounded-2xl focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none">
            <Card className="flex items-center gap-3 p-4 transition-shadow group-hover:shadow-md">
              <span className={`grid size-10 shrink-0 place-items-center rounded-xl ring-1 ${tile.tone}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="text-xs leading-tight font-medium break-words text-slate-500">{tile.label}</p>
                <p className="text-xl font-semibold tracking-tight text-slate-900" data-testid={tile.testId}>
                  {tile.value}
                </p>
                <p className="text-xs leading-tight break-words text-slate-400">{tile.hint}</p>
              </div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
