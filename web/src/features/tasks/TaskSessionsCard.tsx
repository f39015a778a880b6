import { graphql, useFragment } from 'react-relay/hooks.js';
import { Brain, Coffee, History } from 'lucide-react';
import { format } from 'date-fns';
import type { TaskSessionsCard_task$key } from '../../__generated__/TaskSessionsCard_task.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatMinutes } from './format.ts';
import { isPomodoro, ranMinutesOf, sessionOutcome } from '../../../../shared/pomodoro/sessionStats.ts';

const OUTCOME = {
  done: { tone: 'green', label: 'Done' },
  stopped: { tone: 'neutral', label: 'Stopped early' },
  running: { tone: 'neutral', label: 'In progress' },
} as const;

/** The task's pomodoro sessions, newest first, with the time spent on it. */
export function TaskSessionsCard({ task }: { task: TaskSessionsCard_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskSessionsCard_task on Task {
        timeSpent
        duration
        pomodoroSessions(first: 20) {
          edges {
            node {
              id
              type
              completed
              startTime
              endTime
              duration
            }
          }
        }
      }
    `,
    task,
  );
  const sessions = data.pomodoroSessions.edges.map((e) => ({ ...e.node, startTime: e.node.startTime as string, endTime: e.node.endTime as string | null }));
  const work = sessions.filter(isPomodoro).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Focus sessions</CardTitle>
        <CardDescription>
          <span data-testid="time-spent">{formatMinutes(data.timeSpent)}</span> spent of {formatMinutes(data.duration)} estimated · {work}{' '}
          {work === 1 ? 'pomodoro' : 'pomodoros'} done
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center">
            <History className="size-5 text-slate-300" aria-hidden />
            <p className="text-sm text-slate-500">No sessions yet: press Focus to start one.</p>
          </div>
        ) : (
          <ul className="grid gap-1.5" aria-label="Pomodoro sessions">
            {sessions.map((s) => (
              <li key={s.id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
                {s.type === 'work' ? <Brain className="size-4 text-indigo-500" aria-hidden /> : <Coffee className="size-4 text-emerald-500" aria-hidden />}
                <span className="flex-1 text-slate-700">
                  {s.type === 'work' ? 'Focus' : 'Break'} · {sessionOutcome(s) === 'running' ? s.duration : ranMinutesOf(s)} min
                </span>
                <span className="text-xs text-slate-500">{format(new Date(s.startTime as string), 'MMM d, HH:mm')}</span>
                <Badge tone={OUTCOME[sessionOutcome(s)].tone}>{OUTCOME[sessionOutcome(s)].label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
