import { ADMIN, expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

test('a registration appears live in the Admin screen, and the last admin is kept', async ({ page, users, playwright }) => {
  await users.loginViaApi(page, ADMIN);
  // "live" means after the screen's subscription reached the server: a registration (tens of ms of
  // password hashing before it publishes) sent after the subscribe frame is always seen
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => String(payload).includes('AdminScreenUserChangedSubscription') && resolve())),
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
  await subscribed;

  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await stranger.post('/api/auth/register', {
    data: { username: 'linus', email: 'linus@streamline.test', password: 'linus-pass-1234' },
  });
  expect(res.status()).toBe(201);
  await stranger.dispose();
  await expect(page.getByTestId('pending-user').filter({ hasText: 'linus@streamline.test' })).toBeVisible();

  await page.getByLabel(`Role for ${ADMIN.username}`).selectOption('user');
  await expect(toasts(page).getByText('Update failed')).toBeVisible();
  await expect(toasts(page).getByText('You are the last admin: you cannot remove your own admin role or reject yourself')).toBeVisible();
  await expect(page.getByLabel(`Role for ${ADMIN.username}`)).toHaveValue('admin');
});

test("an admin's page load refreshes the admin user lists (spec section 4), after the screen's own query", async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  const asked: Array<{ name: string; at: number }> = [];
  const answered: Array<{ name: string; at: number }> = [];
  const nameOf = (request: { method(): string; url(): string; postDataJSON(): { operationName?: string } | null }) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' ? request.postDataJSON()?.operationName : undefined;
  page.on('request', (request) => {
    const name = nameOf(request);
    if (name) asked.push({ name, at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const name = nameOf(request);
    if (name) answered.push({ name, at: Date.now() });
  });
  // a slow answer for the screen: the lists must not compete with it
  await page.route('**/graphql', async (route) => {
    if (nameOf(route.request()) === 'TasksScreenQuery') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/tasks');
  await expect(page.getByText('Add tasks, tick them off, and open one for its details.')).toBeVisible();
  await expect.poll(() => asked.filter((a) => a.name === 'AdminScreenUsersQuery').length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => answered.some((a) => a.name === 'TasksScreenQuery')).toBe(true);
  const screenAnsweredAt = answered.find((a) => a.name === 'TasksScreenQuery')!.at;
  expect(asked.find((a) => a.name === 'AdminScreenUsersQuery')!.at).toBeGreaterThan(screenAnsweredAt);
});

test('a user who is not an admin gets a plain "No access" page at /admin', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'noadmin', 'not-an-admin-1');
  await api.dispose();
  await page.request.post('/api/auth/login', { data: { username, password: 'not-an-admin-1' } });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('Not authenticated')).toHaveCount(0);
  await expect(page.getByText('User management', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/');
});
