import { CheckCircle2, Coffee, Layers, Play, StickyNote, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { ScheduleSessionItem_session$key } from '../../__generated__/ScheduleSessionItem_session.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { MoveSessionPopover } from './MoveSessionPopover.tsx';
import { useSessionActions } from './useSessionActions.ts';

type Props = { session: ScheduleSessionItem_session$key; date: string };

const minutesBetween = (start: string, end: string) => {
  const [sh, sm] = start.split(':').map(Number);
  const [eh, em] = end.split(':').map(Number);
  return eh * 60 + em - (sh * 60 + sm);
};

/** One slot of the timeline: a work session (maybe a batch of quick tasks) or a break. */
export function ScheduleSessionItem({ session, date }: Props) {
  const s = useFragment(
    graphql`
      fragment ScheduleSessionItem_session on ScheduleSession {
        sessionId
        taskRowId
        taskName
        startTime
        endTime
        isBreak
        notes
        started
        completed
        groupedTasks {
          taskRowId
          taskName
          duration
        }
      }
    `,
    session,
  );
  const actions = useSessionActions(date, s.sessionId);
  const minutes = minutesBetween(s.startTime, s.endTime);
  const names = s.groupedTasks?.length ? s.groupedTasks.map((g) => g.taskName) : [s.taskName];
  const inProgress = s.started && !s.completed;

  return (
    <li
      data-testid="schedule-session"
      data-break={s.isBreak || undefined}
      className="relative grid grid-cols-[3.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[4.5rem_minmax(0,1fr)]"
    >
      <div className="pt-3 text-right">
        <p className="text-sm font-semibold text-slate-900 tabular-nums">{s.startTime}</p>
        <p className="text-xs text-slate-400 tabular-nums">{s.endTime}</p>
      </div>
      <span
        aria-hidden
        className={cn(
          'absolute top-4 left-[calc(3.5rem+0.375rem)] z-10 size-2.5 rounded-full ring-4 ring-slate-50 sm:left-[calc(4.5rem+0.375rem)]',
          s.isBreak ? 'bg-emerald-300' : s.completed ? 'bg-emerald-500' : inProgress ? 'bg-indigo-500' : 'bg-indigo-300',
        )}
      />
      {s.isBreak ? (
        <div className="ml-5 flex items-center gap-2 rounded-xl border border-dashed border-emerald-200 bg-emerald-50/50 px-4 py-2.5 text-sm text-emerald-800">
          <Coffee className="size-4 shrink-0" aria-hidden />
          <span className="font-medium">{s.taskName || 'Break'}</span>
          <span className="text-emerald-600/80">· {minutes} min</span>
          {s.notes && <span className="truncate text-emerald-700/70">· {s.notes}</span>}
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto h-7 px-2 text-emerald-700 hover:bg-emerald-100"
            disabled={actions.busy}
            onClick={actions.remove}
            aria-label={`Remove ${s.taskName || 'break'}`}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ) : (
        <article
          aria-label={s.taskName}
          className={cn(
            'ml-5 rounded-xl border bg-white p-4 shadow-xs transition-colors',
            s.completed ? 'border-emerald-200 bg-emerald-50/30' : inProgress ? 'border-indigo-300 ring-2 ring-indigo-100' : 'border-slate-200',
          )}
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                {s.taskRowId ? (
                  <Link
                    to={`/tasks/${s.taskRowId}`}
                    className={cn('text-sm font-semibold hover:text-indigo-700', s.completed ? 'text-slate-500 line-through' : 'text-slate-900')}
                  >
                    {s.taskName}
                  </Link>
                ) : (
                  <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', s.completed ? 'text-slate-500' : 'text-slate-900')}>
                    <Layers className="size-4 text-indigo-500" aria-hidden /> {s.taskName}
                  </span>
                )}
                <span className="text-xs text-slate-500">{minutes} min</span>
                {s.completed && (
                  <Badge tone="green">
                    <CheckCircle2 className="size-3" aria-hidden /> Done
                  </Badge>
                )}
                {inProgress && <Badge tone="indigo">In progress</Badge>}
              </div>
              {s.notes && (
                <p className="mt-1.5 flex items-start gap-1.5 text-xs text-slate-500">
                  <StickyNote className="mt-0.5 size-3 shrink-0" aria-hidden /> {s.notes}
                </p>
              )}
            </div>
            <div className="-ml-1 flex shrink-0 items-center gap-1 sm:ml-0">
              {!s.started && !s.completed && (
                <Button size="sm" disabled={actions.busy} onClick={() => actions.start(names)} aria-label={`Start ${s.taskName}`}>
                  <Play aria-hidden /> Start
                </Button>
              )}
              {inProgress && (
                <Button size="sm" variant="success" disabled={actions.busy} onClick={actions.complete} aria-label={`Complete ${s.taskName}`}>
                  <CheckCircle2 aria-hidden /> Complete
                </Button>
              )}
              {!s.completed && <MoveSessionPopover taskName={s.taskName} startTime={s.startTime} disabled={actions.busy} onMove={actions.move} />}
              <Button size="sm" variant="ghost" disabled={actions.busy} onClick={actions.remove} aria-label={`Remove ${s.taskName}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
          {s.groupedTasks && s.groupedTasks.length > 0 && (
            <ul className="mt-3 grid gap-1 rounded-lg bg-slate-50 p-2" aria-label={`Tasks in ${s.taskName}`}>
              {s.groupedTasks.map((g) => (
                <li key={g.taskRowId} className="flex items-center gap-2 px-1 text-sm text-slate-700">
                  <span aria-hidden className="size-1.5 rounded-full bg-indigo-400" />
                  <Link to={`/tasks/${g.taskRowId}`} className="min-w-0 flex-1 truncate hover:text-indigo-700">
                    {g.taskName}
                  </Link>
                  {g.duration != null && <span className="text-xs text-slate-400">{g.duration} min</span>}
                </li>
              ))}
            </ul>
          )}
        </article>
      )}
    </li>
  );
}
