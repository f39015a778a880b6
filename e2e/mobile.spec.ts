import { ADMIN, expect, test } from './fixtures/users.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone shows the bottom bar with five items and the slide-in menu', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottom.getByRole('link')).toHaveText(['Dashboard', 'Projects', 'Tasks', 'Task List', 'Today']);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/mobile.png' });

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Pomodoro', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'AI Chat', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Setup 2FA' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mobile-menu.png' });
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByTestId('header-title')).toHaveText('Admin Dashboard');
});
