import { Timer } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { RecommendationRow_recommendation$key } from '../../__generated__/RecommendationRow_recommendation.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { useTimerActions } from '../pomodoro/useTimerActions.ts';

type Props = { recommendation: RecommendationRow_recommendation$key };

/** One ranked task with the reason it is up, and a button to start the focus timer on it. */
export function RecommendationRow({ recommendation }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendationRow_recommendation on Recommendation {
        rank
        reason
        taskName
        taskRowId
        priority
        projectName
      }
    `,
    recommendation,
  );
  const { start, busy } = useTimerActions();
  const first = data.rank === 1;
  return (
    <li
      data-testid="recommendation"
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-3.5 sm:flex-row sm:items-center',
        first ? 'border-indigo-200 bg-indigo-50/60' : 'border-slate-200 bg-white',
      )}
    >
      <span
        aria-label={`Rank ${data.rank}`}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
          first ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600',
        )}
      >
        {data.rank}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={`/tasks/${data.taskRowId}`} className="truncate text-sm font-semibold text-slate-900 hover:text-indigo-700">
            {data.taskName}
          </Link>
          <PriorityBadge priority={data.priority} />
          <span className="truncate text-xs text-slate-500">{data.projectName}</span>
        </div>
        {data.reason && <p className="mt-1 text-sm text-slate-600">{data.reason}</p>}
      </div>
      <Button
        size="sm"
        variant={first ? 'primary' : 'secondary'}
        disabled={busy}
        aria-label={`Start timer on ${data.taskName}`}
        onClick={() => start({ taskIds: [String(data.taskRowId)], names: [data.taskName] })}
      >
        <Timer aria-hidden /> Start timer
      </Button>
    </li>
  );
}
