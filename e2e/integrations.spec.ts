import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures/users.ts';

// Settings: personal API tokens (made, shown once, used, revoked) and webhooks (made, listed, deleted).

async function call(request: APIRequestContext, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBeTruthy();
  return res.json();
}

async function signInNewUser(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const username = `tok${Date.now().toString(36)}`;
  const user = { username, email: `${username}@streamline.test`, password: 'tokens-pass-1234', name: 'Tia Tokens' };
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await call(admin, 'POST', '/api/auth/register', user);
  await call(admin, 'POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
  const pending = (await call(admin, 'GET', '/api/users/pending')) as Array<{ id: number; username: string }>;
  await call(admin, 'POST', `/api/users/${pending.find((u) => u.username === username)!.id}/approval`, { approve: true });
  await admin.dispose();
  await call(page.request, 'POST', '/api/auth/login', { username, password: user.password });
}

test('an API token is made in Settings, shown once, works as a Bearer token and stops once revoked; a webhook is added and deleted', async ({
  page,
  playwright,
}) => {
  await signInNewUser(page, playwright);
  await page.goto('/settings');
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Name').fill('E2E script');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const secret = tokens.getByTestId('secret-once');
  await expect(secret).toHaveText(/^stl_/);
  const token = (await secret.textContent())!;
  await expect(tokens.getByRole('list', { name: 'API tokens' })).toContainText('E2E script');

  const bearer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  expect((await bearer.get('/api/tasks')).status()).toBe(200);
  // the agent settings shown with it reach the MCP endpoint as they are
  await tokens.getByText('Connect an AI agent (MCP)').click();
  const agent = JSON.parse((await tokens.getByTestId('agent-config').textContent())!).mcpServers.streamline;
  const outside = await playwright.request.newContext();
  const listed = await outside.post(agent.url, {
    headers: { ...agent.headers, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain('quick_add_task');
  await outside.dispose();
  await tokens.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);

  await tokens.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(tokens.getByRole('list', { name: 'API tokens' })).toContainText('revoked');
  expect((await bearer.get('/api/tasks')).status()).toBe(401);
  await bearer.dispose();

  const hooks = page.getByRole('region', { name: 'Webhooks', exact: true });
  await hooks.getByLabel('URL').fill('https://8.8.8.8/hooks/streamline');
  await hooks.getByRole('button', { name: 'Add webhook' }).click();
  await expect(hooks.getByTestId('secret-once')).toHaveText(/^whsec_/);
  const list = hooks.getByRole('list', { name: 'Webhooks' });
  await expect(list).toContainText('https://8.8.8.8/hooks/streamline');
  await list.getByRole('button', { name: 'Delivery log' }).click();
  await expect(list).toContainText('No deliveries yet.');
  await list.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(hooks.getByText('No webhooks yet.')).toBeVisible();
});
