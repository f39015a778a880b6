import { Suspense, useCallback, useMemo, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { format, parseISO } from 'date-fns';
import type { TodayScreenQuery } from '../../__generated__/TodayScreenQuery.graphql.ts';
import { localDay } from '../pomodoro/today.ts';
import { AddSessionForm } from './AddSessionForm.tsx';
import { DateNav } from './DateNav.tsx';
import { GenerateScheduleForm } from './GenerateScheduleForm.tsx';
import { NoSchedule } from './NoSchedule.tsx';
import { ScheduleSkeleton } from './ScheduleSkeleton.tsx';
import { ScheduleView } from './ScheduleView.tsx';

const screenQuery = graphql`
  query TodayScreenQuery($date: String!) {
    schedule(date: $date) {
      date
      ...ScheduleView_schedule
    }
    pomodoroSettings {
      workDuration
      breakDuration
    }
    ...PrioritySelect_query
    ...AddSessionForm_query
  }
`;

/** Today (spec: the daily schedule): pick a day, have it planned, then work the plan. */
export default function TodayScreen() {
  const today = useMemo(() => localDay(new Date()).day, []);
  const [date, setDate] = useState(today);
  const isToday = date === today;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
            <CalendarDays className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{isToday ? 'Today' : format(parseISO(date), 'EEEE')}</h2>
            <p className="text-sm text-slate-500">{format(parseISO(date), 'EEEE d MMMM yyyy')}</p>
          </div>
        </div>
        <DateNav date={date} today={today} onChange={setDate} />
      </div>
      <Suspense fallback={<ScheduleSkeleton />}>
        <TodayBody date={date} />
      </Suspense>
    </div>
  );
}

function TodayBody({ date }: { date: string }) {
  const data = useLazyLoadQuery<TodayScreenQuery>(screenQuery, { date }, { fetchPolicy: 'store-and-network' });
  const [generating, setGenerating] = useState(false);
  const onGeneratingChange = useCallback((busy: boolean) => setGenerating(busy), []);
  const settings = data.pomodoroSettings;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
      <div className="min-w-0">
        {generating ? <ScheduleSkeleton label="Planning your day..." /> : data.schedule ? <ScheduleView schedule={data.schedule} /> : <NoSchedule />}
      </div>
      <div className="grid content-start gap-6">
        <GenerateScheduleForm
          key={date}
          query={data}
          date={date}
          hasSchedule={!!data.schedule}
          defaults={{ focusTime: settings.workDuration, breakDuration: settings.breakDuration }}
          onGeneratingChange={onGeneratingChange}
        />
        {data.schedule && <AddSessionForm query={data} date={date} />}
      </div>
    </div>
  );
}
