import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// An offline change the server refuses (here: its author was made a viewer meanwhile) is reported,
// as a toast and in the bell, and leaves the queue; the task keeps the version the server has.
const PASSWORD = 'refused-pass-1234';
const row = (page: Page, name: string) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

test('an offline edit refused because its author became a viewer is told, never dropped in silence', async ({ page, context, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', PASSWORD);
  const bob = await freshApprovedUser(baseURL!, 'bob', PASSWORD);
  const bobId = (await json<{ user: { id: number } }>(await bob.api.get('/api/auth/check'))).user.id;
  const project = await json<{ id: number }>(await alice.api.post('/api/projects', { data: { name: 'Holiday', priority: 5 } }));
  const invitation = await json<{ id: number }>(
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${bob.username}@streamline.test`, role: 'editor' } }),
  );
  await json(await bob.api.post(`/api/invitations/${invitation.id}/accept`));
  const task = await json<{ id: number }>(
    await alice.api.post('/api/tasks', { data: { name: 'Book flights', priority: 5, duration: 25, projectId: project.id } }),
  );

  await test.step('Bob opens his tasks online, then goes offline and edits the shared task', async () => {
    expect((await page.request.post('/api/auth/login', { data: { username: bob.username, password: PASSWORD } })).ok()).toBeTruthy();
    await page.goto('/tasks');
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await expect(row(page, 'Book flights')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await row(page, 'Book flights').getByRole('button', { name: 'Edit Book flights' }).click();
    const form = page.getByRole('form', { name: 'Edit task' });
    await form.getByLabel('Name').fill('Book flights (Bob)');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(row(page, 'Book flights (Bob)').getByTestId('pending-sync')).toBeVisible();
  });

  await test.step('meanwhile Alice makes Bob a viewer and renames the task', async () => {
    await json(await alice.api.patch(`/api/projects/${project.id}/members/${bobId}`, { data: { role: 'viewer' } }));
    await json(await alice.api.patch(`/api/tasks/${task.id}`, { data: { name: 'Book flights (Alice)' } }));
  });

  const sentence = 'Your offline change to "Book flights (Alice)" was not saved: you can only view this project';
  await test.step('Bob comes back online: a toast says what was not saved and why', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('offline-badge')).toHaveCount(0);
    const toast = toasts(page);
    await expect(toast.getByText('Offline change not saved')).toBeVisible({ timeout: 20_000 });
    await expect(toast.getByText(sentence)).toBeVisible();
  });

  await test.step("the task keeps Alice's version, and nothing is left in the queue", async () => {
    await expect(row(page, 'Book flights (Alice)')).toBeVisible({ timeout: 20_000 });
    await expect(row(page, 'Book flights (Bob)')).toHaveCount(0);
    await expect(page.getByTestId('pending-sync')).toHaveCount(0);
    expect((await json<{ name: string }>(await alice.api.get(`/api/tasks/${task.id}`))).name).toBe('Book flights (Alice)');
    await page.goto('/debug');
    await expect(page.getByTestId('pending-action')).toHaveCount(0);
  });

  await test.step('the bell has the same notification, once; it opens the task', async () => {
    await page.goto('/tasks');
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByTestId('notification-item').filter({ hasText: 'Offline change not saved' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(sentence);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
  });
  await alice.api.dispose();
  await bob.api.dispose();
});
