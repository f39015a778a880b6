import { useMemo, useRef } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ShieldCheck } from 'lucide-react';
import type { AdminScreenUsersQuery } from '../../__generated__/AdminScreenUsersQuery.graphql.ts';
import type { AdminScreenUserChangedSubscription } from '../../__generated__/AdminScreenUserChangedSubscription.graphql.ts';
import { PendingUsersCard } from './PendingUsersCard.tsx';
import { UsersTable } from './UsersTable.tsx';
import { refreshAdminLists } from './refreshAdminLists.ts';
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

function useUserChanges() {
  const reading = useRef({ active: false, changed: false });
  const config = useMemo<GraphQLSubscriptionConfig<AdminScreenUserChangedSubscription>>(
    () => ({
      subscription: userChangedSubscription,
      variables: {},
      updater: (store) => syncUserIntoLists(store, store.getRootField('userChanged')),
      // the first value (null) says the subscription listens: what changed since the screen's query
      // ran reached no subscription, so the lists are read once more. A change arriving during that
      // read may be missing from its answer, which replaces the lists: then they are read again.
      onNext: (data) => {
        if (data?.userChanged !== null) return void (reading.current.changed = true);
        const read = () => {
          reading.current = { active: true, changed: false };
          void refreshAdminLists().then(() => (reading.current.changed ? read() : (reading.current.active = false)));
        };
        read();
      },
      onError: (error) => console.warn('userChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}

export default function AdminScreen() {
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
