import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import type { UserRole, UserRowUpdateMutation, UserStatus } from '../../__generated__/UserRowUpdateMutation.graphql.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from './formatDate.ts';
import { syncUserIntoLists } from './userLists.ts';

type Props = { user: UserRow_user$key };

const statusTone: Record<string, string> = {
  approved: 'text-emerald-700 bg-emerald-50 ring-emerald-200',
  pending: 'text-amber-800 bg-amber-50 ring-amber-200',
  rejected: 'text-red-700 bg-red-50 ring-red-200',
};

const selectClass =
  'h-8 cursor-pointer rounded-md px-2 pr-7 text-xs font-medium ring-1 ring-inset transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

export function UserRow({ user }: Props) {
  const { user: viewer } = useAuth();
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        rowId
        username
        email
        name
        status
        role
        twoFactorEnabled
        createdAt
      }
    `,
    user,
  );
  const [commit, inFlight] = useMutation<UserRowUpdateMutation>(graphql`
    mutation UserRowUpdateMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        user {
          id
          status
          ...UserRow_user
          ...PendingUserRow_user
        }
      }
    }
  `);

  const update = (change: { status?: UserStatus; role?: UserRole }) =>
    commit({
      variables: { input: { userId: data.id, ...change } },
      updater: (store) => syncUserIntoLists(store, store.getRootField('updateUser')?.getLinkedRecord('user')),
      onCompleted: () => void toast({ title: 'User updated', description: `${data.username}'s account was updated.`, variant: 'success' }),
      onError: (error) => void toast({ title: 'Update failed', description: error.message, variant: 'destructive' }),
    });

  const label = data.name || data.username;
  const isViewer = viewer?.id === data.rowId;
  return (
    <tr className="transition-colors hover:bg-slate-50/60" data-testid="user-row" aria-label={data.username}>
      <td className="px-5 py-3">
        <div className="flex items-center gap-3">
          <UserAvatar label={label} className="size-8" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {label}
              {isViewer && <span className="ml-1.5 text-xs font-normal text-slate-400">(you)</span>}
            </p>
            <p className="truncate text-xs text-slate-500">
              @{data.username} · {data.email}
            </p>
          </div>
        </div>
      </td>
      <td className="px-3 py-3">
        <select
          aria-label={`Status for ${data.username}`}
          className={cn(selectClass, statusTone[data.status] ?? '')}
          value={data.status}
          disabled={inFlight}
          onChange={(e) => update({ status: e.target.value as UserStatus })}
        >
          <option value="approved">Approved</option>
          <option value="pending">Pending</option>
          <option value="rejected">Rejected</option>
        </select>
      </td>
      <td className="px-3 py-3">
        <select
          aria-label={`Role for ${data.username}`}
          className={cn(selectClass, 'bg-white text-slate-700 ring-slate-200')}
          value={data.role}
          disabled={inFlight}
          onChange={(e) => update({ role: e.target.value as UserRole })}
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </td>
      <td className="px-3 py-3">{data.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge tone="neutral">Off</Badge>}</td>
      <td className="px-5 py-3 text-right text-xs whitespace-nowrap text-slate-500">{formatDate(data.createdAt)}</td>
    </tr>
  );
}
