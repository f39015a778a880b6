import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { CalendarRange } from 'lucide-react';
import type { UpcomingScreenQuery } from '../../__generated__/UpcomingScreenQuery.graphql.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { addDaysTo } from '../../../../shared/tasks/dates.ts';
import { useTaskChanges } from '../tasks/useTaskChanges.ts';
import { useRefetchOnNewTasks } from '../tasks/useRefetchOnTaskChanges.ts';
import { agendaToday, browserTimeZone, dayHeading, daysFrom, formatDay, UPCOMING_DAYS, upcomingRange } from './agendaDays.ts';
import { entriesByDay, entryKey } from './agendaEntries.ts';
import { OccurrenceRow } from './OccurrenceRow.tsx';
import { eachOnce } from './repeatEntries.ts';
import { OverdueSection } from './OverdueSection.tsx';
import { TaskRow } from '../tasks/TaskRow.tsx';
// OFFLINE LAYER: offline, the moved tasks show on their new day at the next load
import { isOnline } from '../../offline/connectivity.ts';

// the fields a day's row and a later occurrence read, for the dated tasks and the repeating series alike
graphql`
  fragment UpcomingScreen_entry on Task {
    id
    rowId
    dueDate
    dueTime
    plannedDate
    recurrence
    recurFrom
    occurrencesDone
    ...TaskRow_task
    ...OccurrenceRow_task
  }
`;

/** /upcoming: the overdue tasks on top, then the next seven days, each with its tasks. */
export default function UpcomingScreen() {
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <CalendarRange className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Upcoming</h2>
          <p className="text-sm text-slate-500">The next 7 days, by deadline and planned day.</p>
        </div>
      </div>
      <Suspense fallback={<UpcomingLoading />}>
        <UpcomingBody />
      </Suspense>
    </div>
  );
}

function UpcomingBody() {
  const browserToday = agendaToday(null);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<UpcomingScreenQuery>(
    graphql`
      query UpcomingScreenQuery($from: String!, $to: String!) {
        viewer {
          timeZone
        }
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              viewerRole
            }
          }
        }
        days: tasks(first: 300, dateFrom: $from, dateTo: $to, completed: false) {
          edges {
            node {
              ...UpcomingScreen_entry @relay(mask: false)
            }
          }
        }
        series: tasks(first: 100, recurring: true, completed: false, dateTo: $to) {
          edges {
            node {
              ...UpcomingScreen_entry @relay(mask: false)
            }
          }
        }
        overdue: tasks(first: 200, overdue: true) {
          edges {
            node {
              id
              rowId
              completed
              dueDate
              ...TaskRow_task
            }
          }
        }
      }
    `,
    upcomingRange(browserToday),
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const timeZone = data.viewer?.timeZone || browserTimeZone();
  const today = agendaToday(timeZone);
  const projects = useMemo(() => data.projects.edges.map((e) => e.node).filter((p) => p.rowId > 0), [data.projects]);
  const days = daysFrom(today, UPCOMING_DAYS);
  const tasks = eachOnce(
    data.days.edges.map((e) => e.node),
    data.series.edges.map((e) => e.node),
  );
  const shownIds = [...tasks, ...data.overdue.edges.map((e) => e.node)].map((t) => t.id);
  useTaskChanges({ onEvent: useRefetchOnNewTasks(shownIds, () => isOnline() && setFetchKey((k) => k + 1)) });
  const byDay = entriesByDay(tasks, today, addDaysTo(today, UPCOMING_DAYS - 1), { timeZone });
  // a moved task leaves the overdue list: its deadline is no longer before today
  const overdue = data.overdue.edges.map((e) => e.node).filter((t) => !!t.dueDate && t.dueDate < today && !t.completed);
  const show = useDeferredValue(true, false);
  if (!show) return <UpcomingLoading />;
  return (
    <div className="grid gap-5">
      {overdue.length > 0 && <OverdueSection tasks={overdue} projects={projects} today={today} onMoved={() => isOnline() && setFetchKey((k) => k + 1)} />}
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const heading = dayHeading(day, today);
        return (
          <section key={day} aria-label={heading} data-day={day} className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <h3 className="flex items-baseline gap-2 border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
              {heading}
              {day <= addDaysTo(today, 1) && <span className="text-xs font-normal text-slate-500">{formatDay(day, 'EEEE d MMMM')}</span>}
            </h3>
            {entries.length === 0 ? (
              <p className="px-4 py-3 text-sm text-slate-400">Nothing planned</p>
            ) : (
              <div className="divide-y divide-slate-100">
                {entries.map((entry) =>
                  entry.kind === 'repeat' ? (
                    <OccurrenceRow key={entryKey(entry)} task={entry.task} />
                  ) : (
                    <TaskRow key={entryKey(entry)} task={entry.task} projects={projects} showProject />
                  ),
                )}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

function UpcomingLoading() {
  return (
    <p role="status" className="flex min-h-40 items-start justify-center gap-2 py-6 text-sm text-slate-500">
      <Spinner /> Loading tasks…
    </p>
  );
}
