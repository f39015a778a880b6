import { graphql, useFragment } from 'react-relay/hooks.js';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { UserRow } from './UserRow.tsx';

type Props = { query: UsersTable_query$key };

export function UsersTable({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment UsersTable_query on Query {
        users(first: 100) @connection(key: "UsersTable_users") {
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.users.edges;
  return (
    <Card aria-labelledby="all-users-title" className="overflow-hidden">
      <CardHeader>
        <CardTitle id="all-users-title">All users</CardTitle>
        <CardDescription>
          {edges.length} {edges.length === 1 ? 'account' : 'accounts'}. Changing a status to pending or rejected signs that user out at once.
        </CardDescription>
      </CardHeader>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-y border-slate-100 bg-slate-50/70 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-2.5">
                User
              </th>
              <th scope="col" className="px-3 py-2.5">
                Status
              </th>
              <th scope="col" className="px-3 py-2.5">
                Role
              </th>
              <th scope="col" className="px-3 py-2.5">
                2FA
              </th>
              <th scope="col" className="px-5 py-2.5 text-right">
                Joined
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {edges.map((edge) => (
              <UserRow key={edge.node.id} user={edge.node} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
