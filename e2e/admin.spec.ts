import { ADMIN, expect, test, toasts } from './fixtures/users.ts';

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
