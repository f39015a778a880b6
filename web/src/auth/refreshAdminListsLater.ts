/** How long the refresh waits, so that the screen being opened has its code and data first. */
const ADMIN_REFRESH_DELAY_MS = 2_000;

/**
 * Refreshes the admin user lists without putting Relay into the public pages' bundle: the module
 * (and Relay with it) loads on first use, which is an admin session, whose screens need it anyway.
 * The lists feed the Admin screen, not the one opening, so they are asked for a little later, in an
 * idle moment; the Admin screen asks for its own lists if it opens first.
 */
export function refreshAdminListsLater() {
  const refresh = () => void import('../features/admin/refreshAdminLists.ts').then(({ refreshAdminLists }) => refreshAdminLists());
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(refresh, { timeout: ADMIN_REFRESH_DELAY_MS });
    else refresh();
  }, ADMIN_REFRESH_DELAY_MS);
}
