import { Suspense, useState } from 'react';
import { BrainCircuit } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { AiInsightsScreenQuery } from '../../__generated__/AiInsightsScreenQuery.graphql.ts';
import { EstimatesChart } from './EstimatesChart.tsx';
import { FocusByDayChart } from './FocusByDayChart.tsx';
import { FocusByProjectChart } from './FocusByProjectChart.tsx';
import { FocusHoursChart } from './FocusHoursChart.tsx';
import { InsightsSkeleton } from './InsightsSkeleton.tsx';
import { InsightsStats } from './InsightsStats.tsx';
import { InsightsSummaryCard } from './InsightsSummaryCard.tsx';
import { NeglectedTasksCard } from './NeglectedTasksCard.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { RecommendationsCard } from './RecommendationsCard.tsx';

const screenQuery = graphql`
  query AiInsightsScreenQuery($days: Int!, $tzOffsetMinutes: Int!) {
    insights(days: $days, tzOffsetMinutes: $tzOffsetMinutes) {
      ...InsightsStats_insights
      ...InsightsSummaryCard_insights
      ...FocusByDayChart_insights
      ...FocusByProjectChart_insights
      ...EstimatesChart_insights
      ...NeglectedTasksCard_insights
      ...FocusHoursChart_insights
    }
    ...RecommendationsCard_query
  }
`;

export default function AiInsightsScreen() {
  const [days, setDays] = useState(7);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
            <BrainCircuit className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Your work, read by AI</h2>
            <p className="text-sm text-slate-500">How you finish, where your focus goes and what deserves it next.</p>
          </div>
        </div>
        <PeriodPicker value={days} onChange={setDays} />
      </div>
      <Suspense fallback={<InsightsSkeleton />}>
        <InsightsBody days={days} />
      </Suspense>
    </div>
  );
}

function InsightsBody({ days }: { days: number }) {
  const data = useLazyLoadQuery<AiInsightsScreenQuery>(
    screenQuery,
    { days, tzOffsetMinutes: -new Date().getTimezoneOffset() },
    { fetchPolicy: 'store-and-network' },
  );
  const { insights } = data;
  return (
    <>
      <InsightsSummaryCard insights={insights} />
      <InsightsStats insights={insights} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <RecommendationsCard query={data} />
          <FocusByDayChart insights={insights} />
          <EstimatesChart insights={insights} />
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <FocusByProjectChart insights={insights} />
          <NeglectedTasksCard insights={insights} />
          <FocusHoursChart insights={insights} />
        </div>
      </div>
    </>
  );
}
