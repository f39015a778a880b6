import { PieChart as PieIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { FocusByProjectChart_insights$key } from '../../__generated__/FocusByProjectChart_insights.graphql.ts';
import { ChartCard } from './ChartCard.tsx';
import { CHART_COLORS, formatMinutes, tooltipProps } from './chartTheme.ts';

type Props = { insights: FocusByProjectChart_insights$key };

/** How the period's focus time splits across projects: a donut with its legend. */
export function FocusByProjectChart({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment FocusByProjectChart_insights on Insights {
        totalFocusMinutes
        focusByProject {
          projectRowId
          projectName
          minutes
        }
      }
    `,
    insights,
  );
  const projects = data.focusByProject.filter((p) => p.minutes > 0);
  const total = projects.reduce((sum, p) => sum + p.minutes, 0);
  return (
    <ChartCard
      title="Focus per project"
      description="Where your focus time went"
      empty={!projects.length && 'No focus time recorded on any project yet.'}
      emptyIcon={PieIcon}
    >
      <div className="flex flex-col items-center gap-4">
        <div className="relative h-52 w-full max-w-52 shrink-0">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={projects}
                dataKey="minutes"
                nameKey="projectName"
                innerRadius="62%"
                outerRadius="95%"
                paddingAngle={2}
                stroke="none"
                isAnimationActive={false}
              >
                {projects.map((p, i) => (
                  <Cell key={p.projectRowId} fill={CHART_COLORS[i % CHART_COLORS.length]} />
                ))}
              </Pie>
              <Tooltip {...tooltipProps} formatter={(value) => formatMinutes(Number(value))} />
            </PieChart>
          </ResponsiveContainer>
          <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
            <div>
              <p className="text-lg font-semibold text-slate-900 tabular-nums">{formatMinutes(total)}</p>
              <p className="text-xs text-slate-500">total</p>
            </div>
          </div>
        </div>
        <ul className="grid w-full min-w-0 gap-2" aria-label="Focus per project">
          {projects.map((p, i) => (
            <li key={p.projectRowId} className="flex items-center gap-2 text-sm">
              <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} />
              <span className="min-w-0 flex-1 truncate text-slate-700">{p.projectName}</span>
              <span className="text-slate-500 tabular-nums">{formatMinutes(p.minutes)}</span>
              <span className="w-10 text-right text-xs text-slate-400 tabular-nums">{Math.round((p.minutes / total) * 100)}%</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
