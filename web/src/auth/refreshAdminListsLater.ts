/**
 * Refreshes the admin user lists without putting Relay into the public pages' bundle: the module
 * (and Relay with it) loads on first use, which is an admin session, whose screens need it anyway.
 */
export function refreshAdminListsLater() {
  void import('../features/admin/refreshAdminLists.ts').then(({ refreshAdminLists }) => refreshAdminLists());
}
