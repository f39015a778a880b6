import { useMemo } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Link } from 'react-router-dom';
import { Lock, ShieldCheck } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { buttonVariants } from '../../components/ui/Button.tsx';
import type { AdminScreenUsersQuery } from '../../__generated__/AdminScreenUsersQuery.graphql.ts';
import type { AdminScreenUserChangedSubscription } from '../../__generated__/AdminScreenUserChangedSubscription.graphql.ts';
import { PendingUsersCard } from './PendingUsersCard.tsx';
import { UsersTable } from './UsersTable.tsx';
import { syncUserIntoLists } from './userLists.ts';

export const adminScreenUsersQuery = graphql`
  query AdminScreenUsersQuery {
    ...PendingUsersCard_query
    ...UsersTable_query
  }
`;

const userChangedSubscription = graphql`
  subscription AdminScreenUserChangedSubscription {
    userChanged {
      id
      status
      ...PendingUserRow_user
      ...UserRow_user
    }
  }
`;

/** Keeps both lists live; once the subscription listens, the server sends the last minute's changes too. */
function useUserChanges() {
  const config = useMemo<GraphQLSubscriptionConfig<AdminScreenUserChangedSubscription>>(
    () => ({
      subscription: userChangedSubscription,
      variables: {},
      // the first value is null (the subscription listens): nothing to sync
      updater: (store) => syncUserIntoLists(store, store.getRootField('userChanged')),
      onError: (error) => console.warn('userChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}

export default function AdminScreen() {
  const { user } = useAuth();
  return user?.role === 'admin' ? <UserManagement /> : <NoAccess />;
}

/** What a signed-in user who is not an admin sees at /admin: a plain page, not failing cards. */
function NoAccess() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Lock className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No access</h2>
      <p className="text-sm text-slate-600">User management is for administrators. Ask an admin if you need access.</p>
      <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
        Back to Dashboard
      </Link>
    </div>
  );
}

function UserManagement() {
  const data = useLazyLoadQuery<AdminScreenUsersQuery>(adminScreenUsersQuery, {}, { fetchPolicy: 'store-and-network' });
  useUserChanges();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">User management</h2>
          <p className="text-sm text-slate-500">Approve new accounts and manage who can administer Streamline.</p>
        </div>
      </div>
      <PendingUsersCard query={data} />
      <UsersTable query={data} />
    </div>
  );
}
