import { useEffect, useRef } from 'react';
import { ListChecks, RefreshCw } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { RecommendationsCard_query$key } from '../../__generated__/RecommendationsCard_query.graphql.ts';
import type { RecommendationsCardRefreshMutation } from '../../__generated__/RecommendationsCardRefreshMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { RecommendationRow } from './RecommendationRow.tsx';

type Props = { query: RecommendationsCard_query$key };

const refreshMutation = graphql`
  mutation RecommendationsCardRefreshMutation($input: RefreshRecommendationsInput!) {
    refreshRecommendations(input: $input) {
      recommendations {
        rowId
        ...RecommendationRow_recommendation
      }
    }
  }
`;

/** The ranked "what to work on next" list; Refresh asks the AI to rank the open tasks again. */
export function RecommendationsCard({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendationsCard_query on Query {
        recommendations {
          rowId
          ...RecommendationRow_recommendation
        }
      }
    `,
    query,
  );
  const [commit, refreshing] = useMutation<RecommendationsCardRefreshMutation>(refreshMutation);

  const refresh = () =>
    commit({
      variables: { input: { tzOffsetMinutes: -new Date().getTimezoneOffset() } },
      // the query field has no arguments: point it at the fresh list
      updater: (store) => {
        const fresh = store.getRootField('refreshRecommendations')?.getLinkedRecords('recommendations');
        if (fresh) store.getRoot().setLinkedRecords(fresh, 'recommendations');
      },
      onError: (error) => void toast({ title: 'Could not refresh recommendations', description: error.message, variant: 'destructive' }),
    });

  // a first visit with nothing ranked yet ranks once by itself
  const ranOnce = useRef(false);
  useEffect(() => {
    if (!ranOnce.current && data.recommendations.length === 0) {
      ranOnce.current = true;
      refresh();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = data.recommendations;
  return (
    <Card role="region" aria-label="Recommendations" aria-busy={refreshing}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Recommended next</CardTitle>
          <CardDescription>Your open tasks ranked by priority, deadlines, progress and your habits.</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden />}
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </CardHeader>
      <CardContent>
        {refreshing ? (
          <ul className="grid gap-2" aria-label="Loading recommendations">
            {Array.from({ length: Math.max(3, Math.min(items.length, 5)) }, (_, i) => (
              <li key={i} className="flex animate-pulse items-center gap-3 rounded-xl border border-slate-100 p-3.5">
                <span className="size-8 rounded-full bg-slate-100" />
                <span className="grid flex-1 gap-2">
                  <span className="h-3.5 w-1/3 rounded bg-slate-200" />
                  <span className="h-3 w-2/3 rounded bg-slate-100" />
                </span>
                <span className="h-8 w-24 rounded-lg bg-slate-100" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-200 px-4 py-10 text-center">
            <ListChecks className="size-6 text-slate-300" aria-hidden />
            <p className="text-sm font-medium text-slate-700">No recommendations yet</p>
            <p className="max-w-sm text-xs text-slate-500">Add a few open tasks, then press Refresh to have them ranked.</p>
          </div>
        ) : (
          <ol className="grid gap-2" aria-label="Recommended tasks">
            {items.map((item) => (
              <RecommendationRow key={item.rowId} recommendation={item} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
