import { useCallback, useMemo } from 'react';
import { Brain, Coffee, History } from 'lucide-react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks.js';
import type { FocusHistoryCard_query$key } from '../../__generated__/FocusHistoryCard_query.graphql.ts';
import type { useRefetchOnSessionEnd_timer$key } from '../../__generated__/useRefetchOnSessionEnd_timer.graphql.ts';
import type { FocusHistoryCardRefetchQuery } from '../../__generated__/FocusHistoryCardRefetchQuery.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { localDay } from './today.ts';
import { useRefetchOnSessionEnd } from './useRefetchOnSessionEnd.ts';
import { ranMinutesOf, sessionDay, sessionOutcome } from '../../../../shared/pomodoro/sessionStats.ts';

type Props = {
  query: FocusHistoryCard_query$key;
  timer: useRefetchOnSessionEnd_timer$key;
  today: { day: string; utcOffsetMinutes: number };
};

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Today's sessions that ended, newest first: a stopped one shows how long it really ran. The totals
 * are the server's count (shared/pomodoro/sessionStats.ts), the same the Dashboard shows.
 */
export function FocusHistoryCard({ query, timer, today }: Props) {
  const [data, refetch] = useRefetchableFragment<FocusHistoryCardRefetchQuery, FocusHistoryCard_query$key>(
    graphql`
      fragment FocusHistoryCard_query on Query
      @refetchable(queryName: "FocusHistoryCardRefetchQuery")
      @argumentDefinitions(day: { type: "String!" }, utcOffsetMinutes: { type: "Int!" }) {
        focusHistory(from: $day, to: $day, utcOffsetMinutes: $utcOffsetMinutes) {
          minutes
          sessions
        }
        pomodoroSessions(first: 50) {
          edges {
            node {
              id
              type
              completed
              startTime
              endTime
              duration
              task {
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  useRefetchOnSessionEnd(
    timer,
    useCallback(() => refetch(today, { fetchPolicy: 'network-only' }), [refetch, today]),
  );

  const sessions = useMemo(() => {
    const now = localDay(new Date());
    return data.pomodoroSessions.edges
      .map((e) => ({ ...e.node, startTime: e.node.startTime as string, endTime: e.node.endTime as string | null }))
      .filter((s) => sessionOutcome(s) !== 'running' && sessionDay(s, now.utcOffsetMinutes) === now.day);
  }, [data]);
  const total = data.focusHistory[0] ?? { minutes: 0, sessions: 0 };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1">
          <CardTitle>Today's focus</CardTitle>
          <CardDescription>Sessions since midnight; a stopped one shows how long it ran.</CardDescription>
        </div>
        <div className="flex gap-5 text-right" data-testid="focus-today">
          <Stat value={total.sessions} label={total.sessions === 1 ? 'pomodoro' : 'pomodoros'} />
          <Stat value={total.minutes} label="min focused" />
        </div>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-sm text-slate-500">
            <History className="size-5 shrink-0 text-slate-300" aria-hidden />
            No completed sessions yet today. Finish a pomodoro and it shows up here.
          </div>
        ) : (
          <ul aria-label="Sessions today" className="divide-y divide-slate-100">
            {sessions.map((s) => {
              const isWork = s.type === 'work';
              const stopped = sessionOutcome(s) === 'stopped';
              const start = new Date(s.startTime);
              const end = s.endTime ? new Date(s.endTime) : null;
              return (
                <li key={s.id} className="flex items-center gap-3 py-2.5" data-testid="focus-session">
                  <span
                    className={cn(
                      'grid size-8 shrink-0 place-items-center rounded-lg ring-1',
                      isWork ? 'bg-indigo-50 text-indigo-600 ring-indigo-100' : 'bg-emerald-50 text-emerald-600 ring-emerald-100',
                    )}
                  >
                    {isWork ? <Brain className="size-4" aria-hidden /> : <Coffee className="size-4" aria-hidden />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">{s.task.name}</span>
                    <span className="block text-xs text-slate-500">
                      {isWork ? 'Focus' : 'Break'} · {clock.format(start)}
                      {end ? `–${clock.format(end)}` : ''}
                      {stopped ? ' · stopped early' : ''}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-medium text-slate-700 tabular-nums" data-testid="focus-session-minutes">
                    {ranMinutesOf(s)} min
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <p className="text-2xl leading-none font-semibold text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-xs whitespace-nowrap text-slate-500">{label}</p>
    </div>
  );
}
