import { readFileSync } from 'node:fs';
import { ADMIN, expect, test } from './fixtures/users.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

test('the Debug screen shows the web build and the server health', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/debug');
  await expect(page.getByTestId('debug-build-version')).toContainText(version);
  await expect(page.getByTestId('debug-server-health')).toHaveText('ok');
  await expect(page.getByText('up (sqlite)')).toBeVisible();
  await expect(page.getByTestId('debug-connectivity')).toHaveText('Online');
});

test('the server health is asked again when the connection comes back', async ({ page, context, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/debug');
  await expect(page.getByTestId('debug-server-health')).toHaveText('ok');
  // the service worker has precached the app and controls the page, as for any offline use
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
  await context.setOffline(true);
  await expect(page.getByTestId('debug-connectivity')).toHaveText('Offline');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('debug-server-health')).toContainText('unreachable');
  await context.setOffline(false);
  await expect(page.getByTestId('debug-connectivity')).toHaveText('Online');
  await expect(page.getByTestId('debug-server-health')).toHaveText('ok');
});
