import { fetchQuery } from 'relay-runtime';
import AdminScreenUsersQuery from '../../__generated__/AdminScreenUsersQuery.graphql.ts';
import { getEnvironment } from '../../relay/environment.ts';

/** Re-fetches the admin user lists (pending and all) into the current Relay store. */
export function refreshAdminLists() {
  fetchQuery(getEnvironment(), AdminScreenUsersQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    error: (error: Error) => console.warn('Could not refresh the admin user lists', error),
  });
}
