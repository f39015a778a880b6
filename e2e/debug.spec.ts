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
