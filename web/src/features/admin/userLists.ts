import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export const PENDING_USERS_CONNECTION = 'PendingUsersCard_pendingUsers';
export const ALL_USERS_CONNECTION = 'UsersTable_users';

function ensureEdge(store: RecordSourceSelectorProxy, connection: RecordProxy, user: RecordProxy) {
  const id = user.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, user, 'QueryUsersConnectionEdge');
  ConnectionHandler.insertEdgeAfter(connection, edge);
}

/** Keeps both admin lists in step with one changed user: pending only while pending; everyone in all. */
export function syncUserIntoLists(store: RecordSourceSelectorProxy, user: RecordProxy | null | undefined) {
  if (!user) return;
  const root = store.getRoot();
  const pending = ConnectionHandler.getConnection(root, PENDING_USERS_CONNECTION, { status: 'pending' });
  const all = ConnectionHandler.getConnection(root, ALL_USERS_CONNECTION);
  if (pending) {
    if (user.getValue('status') === 'pending') ensureEdge(store, pending, user);
    else ConnectionHandler.deleteNode(pending, user.getDataID());
  }
  if (all) ensureEdge(store, all, user);
}
