import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { format } from 'date-fns';
import type { DashboardScreenQuery } from '../../__generated__/DashboardScreenQuery.graphql.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isOnline } from '../../offline/connectivity.ts';
import { useRefetchOnTaskChanges } from '../tasks/useRefetchOnTaskChanges.ts';
import { useTaskChanges } from '../tasks/useTaskChanges.ts';
import { dashboardVariables } from './dashboardVariables.ts';
import { DashboardStats } from './DashboardStats.tsx';
import { NextTaskCard } from './NextTaskCard.tsx';
import { ProjectsProgressCard } from './ProjectsProgressCard.tsx';
import { TodayTasksCard } from './TodayTasksCard.tsx';

function greeting(hour: number) {
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

export default function DashboardScreen() {
  const { user } = useAuth();
  const [variables] = useState(() => dashboardVariables(new Date()));
  const [fetchKey, setFetchKey] = useState(0);
  const today = useMemo(() => ({ day: variables.day, utcOffsetMinutes: variables.utcOffsetMinutes }), [variables]);
  const data = useLazyLoadQuery<DashboardScreenQuery>(
    graphql`
      query DashboardScreenQuery($day: String!, $utcOffsetMinutes: Int!, $weekStart: DateTime!) {
        ...DashboardStats_query
        timer {
          ...useRefetchOnSessionEnd_timer
        }
        ...TodayTasksCard_query
        ...NextTaskCard_query
        ...ProjectsProgressCard_query
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // its counts, today's tasks and the next task are the server's sums: any change elsewhere asks again
  useTaskChanges({ onEvent: useRefetchOnTaskChanges(() => isOnline() && setFetchKey((k) => k + 1)) });
  const now = new Date();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          {greeting(now.getHours())}
          {user ? `, ${(user.name || user.username).split(' ')[0]}` : ''}
        </h2>
        <p className="text-sm text-slate-500">{format(now, 'EEEE, MMMM d')} · here is where things stand.</p>
      </div>
      <DashboardStats query={data} timer={data.timer} today={today} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TodayTasksCard query={data} />
        <div className="grid content-start gap-6">
          <NextTaskCard query={data} />
          <ProjectsProgressCard query={data} />
        </div>
      </div>
    </div>
  );
}
