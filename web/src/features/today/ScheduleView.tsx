import { CalendarPlus, CalendarX2, Target } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { format } from 'date-fns';
import type { ScheduleView_schedule$key } from '../../__generated__/ScheduleView_schedule.graphql.ts';
import { buttonVariants } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { DeadlineWarnings } from './DeadlineWarnings.tsx';
import { ScheduleSessionItem } from './ScheduleSessionItem.tsx';

type Props = { schedule: ScheduleView_schedule$key };

/** The day's plan: its summary, what to focus on, and the sessions as a timeline. */
export function ScheduleView({ schedule }: Props) {
  const data = useFragment(
    graphql`
      fragment ScheduleView_schedule on DailySchedule {
        date
        summary
        isEmpty
        recommendedFocus
        warnings
        lastModifiedTimestamp
        sessions {
          sessionId
          isBreak
          completed
          ...ScheduleSessionItem_session
        }
      }
    `,
    schedule,
  );

  if (data.isEmpty || data.sessions.length === 0) {
    return (
      <Card role="region" aria-label="Schedule" className="flex flex-col items-center px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-slate-100 text-slate-500">
          <CalendarX2 className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-base font-semibold text-slate-900">Nothing planned</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600" data-testid="schedule-summary">
          {data.summary}
        </p>
        <div className="mt-4 text-left">
          <DeadlineWarnings warnings={data.warnings} />
        </div>
      </Card>
    );
  }

  const work = data.sessions.filter((s) => !s.isBreak);
  const done = work.filter((s) => s.completed).length;
  return (
    <div className="grid gap-6">
      <DeadlineWarnings warnings={data.warnings} />
      <Card role="region" aria-label="Plan summary" className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-relaxed text-slate-700" data-testid="schedule-summary">
              {data.summary}
            </p>
            <p className="mt-2 text-xs text-slate-400">Updated {format(new Date(data.lastModifiedTimestamp), 'HH:mm')}</p>
          </div>
          <a
            href={`/api/schedule/${data.date}.ics`}
            download={`streamline-${data.date}.ics`}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
          >
            <CalendarPlus aria-hidden /> Add to calendar
          </a>
        </div>
        <div className="mt-4 flex items-center gap-3">
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${work.length ? (done / work.length) * 100 : 0}%` }} />
          </div>
          <span className="text-xs font-medium text-slate-500 tabular-nums">
            {done} of {work.length} sessions done
          </span>
        </div>
      </Card>

      {data.recommendedFocus.length > 0 && (
        <Card role="region" aria-label="Recommended focus">
          <CardHeader className="pb-2">
            <CardTitle className="flex items-center gap-2 text-sm">
              <Target className="size-4 text-indigo-600" aria-hidden /> Recommended focus
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1.5">
              {data.recommendedFocus.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-400" />
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <section aria-label="Timeline" className="relative">
        <span aria-hidden className="absolute top-2 bottom-2 left-[calc(3.5rem+0.6875rem)] w-px bg-slate-200 sm:left-[calc(4.5rem+0.6875rem)]" />
        <ol className="grid gap-3">
          {data.sessions.map((session) => (
            <ScheduleSessionItem key={session.sessionId} session={session} date={data.date} />
          ))}
        </ol>
      </section>
    </div>
  );
}
