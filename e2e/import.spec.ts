import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures/users.ts';

// Settings: the Import card previews a TickTick backup (writes nothing), imports it, and a second import adds nothing.

const TICKTICK = readFileSync(join(process.cwd(), 'api/test/fixtures/import/ticktick-backup.csv'));

async function call(request: APIRequestContext, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBeTruthy();
  return res.json();
}

async function signInNewUser(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const username = `imp${Date.now().toString(36)}`;
  const user = { username, email: `${username}@streamline.test`, password: 'import-pass-1234', name: 'Ivo Import' };
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await call(admin, 'POST', '/api/auth/register', user);
  await call(admin, 'POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
  const pending = (await call(admin, 'GET', '/api/users/pending')) as Array<{ id: number; username: string }>;
  await call(admin, 'POST', `/api/users/${pending.find((u) => u.username === username)!.id}/approval`, { approve: true });
  await admin.dispose();
  await call(page.request, 'POST', '/api/auth/login', { username, password: user.password });
}

test('the Import card previews a TickTick backup, imports it with a toast of the counts, and skips it the second time', async ({ page, playwright }) => {
  await signInNewUser(page, playwright);
  await page.goto('/settings');
  const card = page.getByTestId('import-tasks-card');
  await card.getByLabel('Source').selectOption('ticktick');
  await card.getByLabel('File').setInputFiles({ name: 'ticktick.csv', mimeType: 'text/csv', buffer: TICKTICK });

  await card.getByRole('button', { name: 'Preview' }).click();
  const preview = card.getByTestId('import-preview');
  await expect(preview).toContainText('4 tasks to create.');
  await expect(preview).toContainText('Errands (new) — 2 tasks');
  await expect(preview).toContainText('Renew the passport');
  expect(await call(page.request, 'GET', '/api/tasks')).toEqual([]);

  await card.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('4 tasks created.', { exact: true })).toBeVisible();
  expect(((await call(page.request, 'GET', '/api/tasks')) as Array<{ name: string }>).map((t) => t.name).sort()).toEqual([
    'Archive old reports',
    'Get passport photos',
    'Renew the passport',
    'Weekly report',
  ]);

  await card.getByLabel('File').setInputFiles({ name: 'ticktick.csv', mimeType: 'text/csv', buffer: TICKTICK });
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByTestId('import-preview')).toContainText('0 tasks to create, 4 skipped (imported before).');
});
