import { useEffect, useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks.js';
import { formatDistanceToNow } from 'date-fns';
import { History } from 'lucide-react';
import type { TaskActivityCard_task$key } from '../../__generated__/TaskActivityCard_task.graphql.ts';
import type { TaskActivityCardRefetchQuery } from '../../__generated__/TaskActivityCardRefetchQuery.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { describeActivity } from '../../../../shared/activity/describe.ts';
import { useOnline } from '../../offline/connectivity.ts';

/**
 * The task's history, newest first: "Alice changed priority from 3 to 5 · 2 min ago". It is read
 * again when the task changes or its comments do (`commentCount`, from the comments card).
 */
export function TaskActivityCard({ task, commentCount }: { task: TaskActivityCard_task$key; commentCount: number }) {
  const [data, refetch] = useRefetchableFragment<TaskActivityCardRefetchQuery, TaskActivityCard_task$key>(
    graphql`
      fragment TaskActivityCard_task on Task @refetchable(queryName: "TaskActivityCardRefetchQuery") {
        updatedAt
        activity(first: 30) {
          edges {
            node {
              id
              kind
              field
              fromValue
              toValue
              taskName
              createdAt
              actor {
                displayName
              }
            }
          }
        }
      }
    `,
    task,
  );
  // a change to the task or its comments (here, in another tab, by someone else) adds lines: read them
  // again; offline (a change the device learnt of with no answer to ask for) once back online
  const [, startTransition] = useTransition();
  const online = useOnline();
  const version = `${data.updatedAt as string}:${commentCount}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version || !online) return;
    seen.current = version;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [version, online, refetch]);

  const lines = (data.activity.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Who changed what, and when.</CardDescription>
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center">
            <History className="size-5 text-slate-300" aria-hidden />
            <p className="text-sm text-slate-500">Nothing has happened yet.</p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Activity">
            {lines.map((line) => (
              <li key={line.id} className="text-sm text-slate-600" data-testid="activity-line">
                <span className="font-medium text-slate-800">{line.actor.displayName}</span>{' '}
                {describeActivity({
                  ...line,
                  field: line.field ?? null,
                  fromValue: line.fromValue ?? null,
                  toValue: line.toValue ?? null,
                  taskName: line.taskName ?? null,
                })}
                <span className="text-xs text-slate-400"> · {formatDistanceToNow(new Date(line.createdAt as string), { addSuffix: true })}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
