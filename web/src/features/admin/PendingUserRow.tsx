import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { Check, X } from 'lucide-react';
import type { PendingUserRow_user$key } from '../../__generated__/PendingUserRow_user.graphql.ts';
import type { PendingUserRowDecideMutation } from '../../__generated__/PendingUserRowDecideMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { formatDate } from './formatDate.ts';
import { syncUserIntoLists } from './userLists.ts';

type Props = { user: PendingUserRow_user$key };

export function PendingUserRow({ user }: Props) {
  const data = useFragment(
    graphql`
      fragment PendingUserRow_user on User {
        id
        username
        email
        name
        createdAt
      }
    `,
    user,
  );
  const [commit, inFlight] = useMutation<PendingUserRowDecideMutation>(graphql`
    mutation PendingUserRowDecideMutation($input: DecideUserApprovalInput!) {
      decideUserApproval(input: $input) {
        user {
          id
          status
          ...UserRow_user
        }
      }
    }
  `);

  const decide = (approve: boolean) =>
    commit({
      variables: { input: { userId: data.id, approve } },
      updater: (store) => syncUserIntoLists(store, store.getRootField('decideUserApproval')?.getLinkedRecord('user')),
      onCompleted: () =>
        void toast({
          title: approve ? 'User approved' : 'User rejected',
          description: approve ? `${data.username} can now sign in.` : `${data.username} will not be able to sign in.`,
          variant: approve ? 'success' : 'default',
        }),
      onError: (error) => void toast({ title: 'Update failed', description: error.message, variant: 'destructive' }),
    });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="pending-user" aria-label={data.username}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar label={data.name || data.username} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">
            {data.name || data.username}
            {data.name && <span className="ml-1.5 font-normal text-slate-500">@{data.username}</span>}
          </p>
          <p className="truncate text-xs text-slate-500">
            {data.email} · registered {formatDate(data.createdAt)}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="success" disabled={inFlight} onClick={() => decide(true)}>
          <Check aria-hidden /> Approve
        </Button>
        <Button size="sm" variant="secondary" disabled={inFlight} onClick={() => decide(false)}>
          <X aria-hidden /> Reject
        </Button>
      </div>
    </li>
  );
}
