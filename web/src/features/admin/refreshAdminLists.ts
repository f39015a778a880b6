import AdminScreenUsersQuery, { type AdminScreenUsersQuery as Query } from '../../__generated__/AdminScreenUsersQuery.graphql.ts';
import { readAgain } from '../../relay/catchUpRead.ts';

/** Re-fetches the admin user lists (pending and all) into the current Relay store; resolves when done. */
export function refreshAdminLists(): Promise<void> {
  return readAgain<Query>(AdminScreenUsersQuery, {}, 'the admin user lists');
}
