import { BarChart3 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { format, parseISO } from 'date-fns';
import type { FocusByDayChart_insights$key } from '../../__generated__/FocusByDayChart_insights.graphql.ts';
import { ChartCard } from './ChartCard.tsx';
import { axisProps, CHART_COLORS, formatMinutes, gridProps, tooltipProps } from './chartTheme.ts';

type Props = { insights: FocusByDayChart_insights$key };

/** Minutes of completed focus per calendar day of the period. */
export function FocusByDayChart({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment FocusByDayChart_insights on Insights {
        focusByDay {
          date
          minutes
          sessions
        }
      }
    `,
    insights,
  );
  const days = data.focusByDay.map((d) => ({ ...d, label: format(parseISO(d.date), data.focusByDay.length > 10 ? 'd MMM' : 'EEE d') }));
  const any = days.some((d) => d.minutes > 0);
  return (
    <ChartCard
      title="Focus per day"
      description="Minutes of completed pomodoros"
      empty={!any && 'No completed focus sessions in this period yet. Start a pomodoro to see your days fill up.'}
      emptyIcon={BarChart3}
    >
      <div className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" {...axisProps} interval="preserveStartEnd" />
            <YAxis {...axisProps} allowDecimals={false} />
            <Tooltip {...tooltipProps} formatter={(value, _name, item) => [`${formatMinutes(Number(value))} · ${item.payload.sessions} sessions`, 'Focus']} />
            <Bar dataKey="minutes" name="Focus" fill={CHART_COLORS[0]} radius={[6, 6, 0, 0]} maxBarSize={40} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
