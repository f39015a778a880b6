import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Escape closes the top-most layer: a dialog or popover open under a toast that appeared after it closes first.
const PASSWORD = 'escape-pass-1234';

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A signed-in user with one task on the Task List, completed with "x" whose answer waits for `release`. */
async function completionHeld(page: Page, baseURL: string, prefix: string) {
  const { username, api } = await freshApprovedUser(baseURL, prefix, PASSWORD);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Chores', priority: 5 });
  await call(api, 'POST', '/api/tasks', { name: 'Water plants', priority: 5, duration: 10, projectId: project.id });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto('/task-list');

  // the completion's answer waits until the layer is open, so its toast comes after it
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('taskWritesCompleteMutation')) await held;
    await route.continue();
  });
  await page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: 'Water plants' }).focus();
  await page.keyboard.press('x');
  return release;
}

test('an undo toast that appears while a dialog is open leaves Escape to the dialog', async ({ page, baseURL }) => {
  const release = await completionHeld(page, baseURL!, 'esc');
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

test('an undo toast that appears while a popover is open leaves Escape to the popover', async ({ page, baseURL }) => {
  const release = await completionHeld(page, baseURL!, 'escpop');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  release();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Task completed' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  // the screen kept its state: the task stays completed (the toast's Undo was not pressed)
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: 'Water plants' }).getByTestId('task-row')).toHaveAttribute(
    'data-completed',
    'true',
  );
  // with the popover gone, the toast is the top layer
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
});

test('a tooltip open over a popover takes the first Escape, even with a toast that came after it', async ({ page, baseURL }) => {
  const release = await completionHeld(page, baseURL!, 'esctip');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).hover();
  const tooltip = page.getByRole('tooltip', { name: 'Expand sidebar' });
  await expect(tooltip).toBeVisible();
  release();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Task completed' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  // then the popover, then the toast
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
});
