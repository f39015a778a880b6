import type { APIRequestContext } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Escape closes the top-most layer: a dialog open under a toast that appeared after it closes first.
const PASSWORD = 'escape-pass-1234';

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

test('an undo toast that appears while a dialog is open leaves Escape to the dialog', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'esc', PASSWORD);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Chores', priority: 5 });
  await call(api, 'POST', '/api/tasks', { name: 'Water plants', priority: 5, duration: 10, projectId: project.id });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto('/task-list');

  // the completion's answer waits until the dialog is open, so its toast comes after the dialog
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('taskWritesCompleteMutation')) await held;
    await route.continue();
  });
  await page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: 'Water plants' }).focus();
  await page.keyboard.press('x');
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  release();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Task completed' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  // with the dialog gone, the toast is the top layer
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
});
