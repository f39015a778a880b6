import { AlertTriangle, PartyPopper } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { NeglectedTasksCard_insights$key } from '../../__generated__/NeglectedTasksCard_insights.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { ChartCard } from './ChartCard.tsx';

type Props = { insights: NeglectedTasksCard_insights$key };

/** High-priority tasks nobody has touched for a while. */
export function NeglectedTasksCard({ insights }: Props) {
  const data = useFragment(
    graphql`
      fragment NeglectedTasksCard_insights on Insights {
        neglected {
          taskRowId
          taskName
          priority
          daysUntouched
        }
      }
    `,
    insights,
  );
  const tasks = data.neglected;
  return (
    <ChartCard
      title="Neglected high-priority tasks"
      description="Important tasks without progress for days"
      aside={tasks.length > 0 && <Badge tone="amber">{tasks.length}</Badge>}
      empty={!tasks.length && 'Nothing important is being left behind. Nice work.'}
      emptyIcon={PartyPopper}
    >
      <ul className="grid gap-2" aria-label="Neglected tasks">
        {tasks.map((task) => (
          <li key={task.taskRowId} className="flex items-center gap-3 rounded-xl border border-amber-100 bg-amber-50/50 px-3 py-2.5">
            <AlertTriangle className="size-4 shrink-0 text-amber-500" aria-hidden />
            <Link to={`/tasks/${task.taskRowId}`} className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:text-indigo-700">
              {task.taskName}
            </Link>
            <span className="shrink-0 text-xs text-slate-500">{task.daysUntouched === 1 ? '1 day' : `${task.daysUntouched} days`} untouched</span>
            <Badge tone="red" className="shrink-0">
              P{task.priority}
            </Badge>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
