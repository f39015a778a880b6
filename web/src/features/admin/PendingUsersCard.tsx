import { graphql, useFragment } from 'react-relay/hooks.js';
import { Inbox } from 'lucide-react';
import type { PendingUsersCard_query$key } from '../../__generated__/PendingUsersCard_query.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { PendingUserRow } from './PendingUserRow.tsx';

type Props = { query: PendingUsersCard_query$key };

export function PendingUsersCard({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment PendingUsersCard_query on Query {
        pendingUsers: users(status: pending, first: 100) @connection(key: "PendingUsersCard_pendingUsers") {
          edges {
            node {
              id
              ...PendingUserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.pendingUsers.edges;
  return (
    <Card aria-labelledby="pending-users-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1">
          <CardTitle id="pending-users-title">Pending approvals</CardTitle>
          <CardDescription>New accounts wait here until an administrator approves or rejects them.</CardDescription>
        </div>
        <Badge tone={edges.length ? 'amber' : 'neutral'} aria-label={`${edges.length} pending`}>
          {edges.length} pending
        </Badge>
      </CardHeader>
      <CardContent>
        {edges.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-200 py-10 text-center">
            <Inbox className="size-6 text-slate-400" aria-hidden />
            <p className="text-sm font-medium text-slate-700">No accounts are waiting for approval</p>
            <p className="text-xs text-slate-500">New registrations appear here as they arrive.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {edges.map((edge) => (
              <PendingUserRow key={edge.node.id} user={edge.node} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
