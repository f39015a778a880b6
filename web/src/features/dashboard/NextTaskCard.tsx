import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ArrowRight, RefreshCw, Sparkles } from 'lucide-react';
import type { NextTaskCard_query$key } from '../../__generated__/NextTaskCard_query.graphql.ts';
import type { NextTaskCardRefreshMutation } from '../../__generated__/NextTaskCardRefreshMutation.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';

/** The first recommended task, with the reason; "Refresh" re-ranks the open tasks. */
export function NextTaskCard({ query }: { query: NextTaskCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment NextTaskCard_query on Query {
        recommendations {
          rank
          reason
          taskName
          taskRowId
          projectName
          priority
        }
      }
    `,
    query,
  );
  const [refresh, refreshing] = useMutation<NextTaskCardRefreshMutation>(graphql`
    mutation NextTaskCardRefreshMutation($input: RefreshRecommendationsInput!) {
      refreshRecommendations(input: $input) {
        recommendations {
          rank
          reason
          taskName
          taskRowId
          projectName
          priority
        }
      }
    }
  `);
  const rerank = () =>
    refresh({
      variables: { input: { tzOffsetMinutes: -new Date().getTimezoneOffset() } },
      updater: (store) => {
        const list = store.getRootField('refreshRecommendations')?.getLinkedRecords('recommendations');
        if (list) store.getRoot().setLinkedRecords(list, 'recommendations');
      },
      onError: (e) => void toast({ title: 'Could not get a recommendation', description: e.message, variant: 'destructive' }),
    });
  const next = data.recommendations[0];

  return (
    <Card className="relative overflow-hidden border-indigo-100 bg-gradient-to-br from-indigo-50 via-white to-white p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
          <Sparkles className="size-4" aria-hidden /> Up next
        </span>
        <Button variant="ghost" size="sm" onClick={rerank} disabled={refreshing} aria-label="Refresh recommendation">
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden />}
          {next ? 'Refresh' : 'Recommend'}
        </Button>
      </div>
      {next ? (
        <div className="mt-3 grid gap-3" data-testid="next-task">
          <div>
            <Link to={`/tasks/${next.taskRowId}`} className="text-lg font-semibold text-slate-900 hover:text-indigo-700 hover:underline">
              {next.taskName}
            </Link>
            <p className="mt-0.5 text-sm text-slate-500">{next.projectName}</p>
          </div>
          {next.reason && <p className="rounded-xl bg-white/80 px-3 py-2 text-sm text-slate-700 ring-1 ring-indigo-100">{next.reason}</p>}
          <div className="flex items-center justify-between">
            <PriorityBadge priority={next.priority} />
            <Link to={`/tasks/${next.taskRowId}`} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
              Open task <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No recommendation yet. Press Recommend to rank your open tasks by priority, due date and momentum.</p>
      )}
    </Card>
  );
}
