import { Scale } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EstimatesChart_insights$key } from '../../__generated__/EstimatesChart_insights.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { ChartCard } from './ChartCard.tsx';
import { ACTUAL_COLOR, axisProps, ESTIMATE_COLOR, formatMinutes, gridProps, tooltipProps } from './chartTheme.ts';

type Props = { insights: EstimatesChart_insights$key };

const MAX_TASKS = 8;
const shorten = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/** Planned minutes against recorded minutes, per task and over all of them. */
export function EstimatesChart({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment EstimatesChart_insights on Insights {
        estimates {
          estimateMinutes
          actualMinutes
          ratio
          tasks {
            taskRowId
            taskName
            estimateMinutes
            actualMinutes
            completed
          }
        }
      }
    `,
    insights,
  );
  const { estimates } = data;
  const rows = estimates.tasks.slice(0, MAX_TASKS).map((t) => ({ ...t, label: shorten(t.taskName) }));
  const ratio = estimates.ratio;
  return (
    <ChartCard
      title="Estimate vs actual"
      description={
        rows.length ? (
          <>
            Overall {formatMinutes(estimates.actualMinutes)} spent against {formatMinutes(estimates.estimateMinutes)} planned
          </>
        ) : undefined
      }
      aside={
        ratio !== null && ratio !== undefined && <Badge tone={ratio > 1.1 ? 'amber' : ratio < 0.9 ? 'indigo' : 'green'}>{ratio.toFixed(2)}× overall</Badge>
      }
      empty={!rows.length && 'Track time on your tasks with the focus timer to compare it with their estimates.'}
      emptyIcon={Scale}
    >
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} barGap={2}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" {...axisProps} interval={0} tick={{ ...axisProps.tick, fontSize: 11 }} />
            <YAxis {...axisProps} allowDecimals={false} />
            <Tooltip
              {...tooltipProps}
              labelFormatter={(_label, payload) => payload?.[0]?.payload?.taskName ?? ''}
              formatter={(value, name) => [formatMinutes(Number(value)), name]}
            />
            <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, color: '#475569' }} />
            <Bar dataKey="estimateMinutes" name="Estimate" fill={ESTIMATE_COLOR} radius={[4, 4, 0, 0]} maxBarSize={28} />
            <Bar dataKey="actualMinutes" name="Actual" fill={ACTUAL_COLOR} radius={[4, 4, 0, 0]} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
