import { Sunrise } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FocusHoursChart_insights$key } from '../../__generated__/FocusHoursChart_insights.graphql.ts';
import { ChartCard } from './ChartCard.tsx';
import { axisProps, BEST_HOUR_COLOR, formatHour, formatMinutes, gridProps, HOUR_COLOR, tooltipProps } from './chartTheme.ts';

type Props = { insights: FocusHoursChart_insights$key };

/** When in the day focus happens: minutes by starting hour, the best hours highlighted. */
export function FocusHoursChart({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment FocusHoursChart_insights on Insights {
        bestFocusHours
        focusHours {
          hour
          minutes
        }
      }
    `,
    insights,
  );
  const best = new Set(data.bestFocusHours);
  const hours = data.focusHours.map((h) => ({ ...h, label: formatHour(h.hour) }));
  const any = hours.some((h) => h.minutes > 0);
  const bestText = data.bestFocusHours.map(formatHour).join(', ');
  return (
    <ChartCard
      title="Best focus hours"
      description={any && bestText ? `You focus most at ${bestText}` : 'Minutes of focus by the hour they started'}
      empty={!any && 'Your best hours appear after a few completed pomodoros.'}
      emptyIcon={Sunrise}
    >
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={hours} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} barCategoryGap={2}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" {...axisProps} interval={5} tick={{ ...axisProps.tick, fontSize: 11 }} />
            <YAxis {...axisProps} allowDecimals={false} />
            <Tooltip {...tooltipProps} formatter={(value) => [formatMinutes(Number(value)), 'Focus']} />
            <Bar dataKey="minutes" radius={[4, 4, 0, 0]}>
              {hours.map((h) => (
                <Cell key={h.hour} fill={best.has(h.hour) ? BEST_HOUR_COLOR : HOUR_COLOR} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
