import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Gauge, Target } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { InsightsStats_insights$key } from '../../__generated__/InsightsStats_insights.graphql.ts';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMinutes } from './chartTheme.ts';

type Props = { insights: InsightsStats_insights$key };

/** The headline figures: completion rate, focus time, estimate accuracy and tasks done in the period. */
export function InsightsStats({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment InsightsStats_insights on Insights {
        days
        totalFocusMinutes
        completion {
          rate
          completed
          total
          completedInPeriod
        }
        estimates {
          ratio
        }
      }
    `,
    insights,
  );
  const { completion, estimates } = data;
  const ratio = estimates.ratio;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat
        icon={CheckCircle2}
        tone="indigo"
        label="Completion rate"
        value={`${Math.round(completion.rate * 100)}%`}
        detail={`${completion.completed} of ${completion.total} tasks done`}
        progress={completion.rate}
      />
      <Stat icon={Clock} tone="sky" label="Focus time" value={formatMinutes(data.totalFocusMinutes)} detail={`in the last ${data.days} days`} />
      <Stat
        icon={Gauge}
        tone="amber"
        label="Estimate accuracy"
        value={ratio === null || ratio === undefined ? '—' : `${ratio.toFixed(2)}×`}
        detail={ratioDetail(ratio)}
      />
      <Stat
        icon={Target}
        tone="emerald"
        label="Completed this period"
        value={String(completion.completedInPeriod)}
        detail={`tasks finished in ${data.days} days`}
      />
    </div>
  );
}

function ratioDetail(ratio: number | null | undefined) {
  if (ratio === null || ratio === undefined) return 'no tracked tasks yet';
  if (ratio > 1.1) return `tasks take ${Math.round((ratio - 1) * 100)}% longer than planned`;
  if (ratio < 0.9) return `tasks take ${Math.round((1 - ratio) * 100)}% less than planned`;
  return 'estimates are on target';
}

const tones = {
  indigo: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
  sky: 'bg-sky-50 text-sky-600 ring-sky-100',
  amber: 'bg-amber-50 text-amber-600 ring-amber-100',
  emerald: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
};

type StatProps = { icon: LucideIcon; tone: keyof typeof tones; label: string; value: string; detail: string; progress?: number };

function Stat({ icon: Icon, tone, label, value, detail, progress }: StatProps) {
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={label}>
      <div className="flex items-center gap-2.5">
        <span className={cn('grid size-8 place-items-center rounded-lg ring-1', tones[tone])}>
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="text-sm font-medium text-slate-600">{label}</span>
      </div>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid={`stat-${label}`}>
        {value}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{detail}</p>
      {progress !== undefined && (
        <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </Card>
  );
}
