import { ADMIN, expect, test, toasts } from './fixtures/users.ts';

test('a signed-out visit to /tasks goes to login and returns there after signing in', async ({ page, users }) => {
  await page.goto('/tasks');
  await expect(page).toHaveURL('/login?redirect=%2Ftasks');
  await users.fillLogin(page, ADMIN);
  await expect(toasts(page).getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/tasks');
  await expect(page.getByTestId('header-title')).toHaveText('Tasks');
});

test('an unknown route shows the not-found screen', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('Streamline');
});

test('header titles follow the route', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  const titles: Record<string, string> = {
    '/chat': 'Claude AI Chat',
    '/links': 'Quick Links',
    '/settings': 'User Settings',
    '/pomodoro': 'Pomodoro Timer',
    '/today': 'Streamline',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page.getByTestId('header-title')).toHaveText(title);
  }
});

test('the collapsed sidebar is remembered', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Projects', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Projects' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/collapsed.png' });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'false');
});
