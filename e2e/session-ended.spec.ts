import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// A session ended elsewhere never leaves the user on "Not authenticated" cards: the app goes back to
// /login (keeping the page to return to) and says why.

const PASSWORD = 'session-ended-1';

test('a password changed on another device sends this one back to /login with a toast', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'ended', PASSWORD);
  await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  await page.goto('/tasks');
  await expect(page.getByTestId('sidebar-user')).toContainText(username);

  const changed = await api.put('/api/settings/password', { data: { currentPassword: PASSWORD, newPassword: 'session-ended-2' } });
  expect(changed.ok(), await changed.text()).toBeTruthy();

  await expect(page).toHaveURL(/\/login\?redirect=%2Ftasks/);
  await expect(toasts(page).getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await api.dispose();
});

test('signing out in another tab sends this one back to /login', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'ended', PASSWORD);
  await api.dispose();
  await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  await page.goto('/projects');
  await expect(page.getByTestId('sidebar-user')).toContainText(username);

  // the same browser session in a second tab signs out
  const other = await page.context().newPage();
  await other.goto('/');
  await other.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL('/login');
  await other.close();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects/);
  await expect(toasts(page).getByText('Your session has ended. Please sign in again.')).toBeVisible();
});
