import { Sparkles } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { InsightsSummaryCard_insights$key } from '../../__generated__/InsightsSummaryCard_insights.graphql.ts';
import { Card } from '../../components/ui/Card.tsx';

type Props = { insights: InsightsSummaryCard_insights$key };

/** The AI's written reading of the figures. */
export function InsightsSummaryCard({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment InsightsSummaryCard_insights on Insights {
        summary
        from
        to
      }
    `,
    insights,
  );
  return (
    <Card className="relative overflow-hidden border-indigo-100 bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-5" role="region" aria-label="Summary">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-indigo-600 text-white shadow-sm">
          <Sparkles className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-indigo-900">Summary</h2>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700" data-testid="insights-summary">
            {data.summary}
          </p>
          <p className="mt-2 text-xs text-slate-500">
            {data.from} – {data.to}
          </p>
        </div>
      </div>
    </Card>
  );
}
