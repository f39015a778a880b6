import { type Browser } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

/**
 * Bob has his task open when Alice, in the project's Members dialog, makes him a viewer: without a
 * reload his page turns read-only, the task is nobody's, and its history on both sides says Alice
 * unassigned it. Made an editor again, his page offers the controls again.
 */
const PASSWORD = 'role-live-pass-1234';

async function signedInPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  return { context, page };
}

test('a role change shows at once on the member’s open task, and its history names who unassigned it', async ({ browser, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', PASSWORD);
  const bob = await freshApprovedUser(baseURL!, 'bob', PASSWORD);
  const project = await (await alice.api.post('/api/projects', { data: { name: `Orchard ${Date.now().toString(36)}`, priority: 5 } })).json();
  const invited = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${bob.username}@streamline.test`, role: 'editor' } })
  ).json();
  expect((await bob.api.post(`/api/invitations/${invited.id}/accept`)).ok()).toBeTruthy();
  const bobId = ((await (await bob.api.get('/api/auth/check')).json()) as { user: { id: number } }).user.id;
  const task = await (
    await alice.api.post('/api/tasks', { data: { name: 'Prune the apple trees', priority: 6, duration: 30, projectId: project.id, assigneeId: bobId } })
  ).json();

  const a = await signedInPage(browser, alice.username);
  const b = await signedInPage(browser, bob.username);
  await b.page.goto(`/tasks/${task.id}`);
  const bobsForm = b.page.getByRole('form', { name: 'Task details' });
  await expect(bobsForm.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(b.page.getByLabel('Assigned member')).toHaveValue(String(bobId));

  await a.page.goto('/projects');
  await a.page.getByRole('button', { name: `Members of ${project.name}` }).click();
  const dialog = a.page.getByRole('dialog');
  await dialog.getByLabel(`Role of ${bob.username}`).selectOption('viewer');
  await expect(toasts(a.page).getByText('Role changed')).toBeVisible();

  // Bob's open page follows: read-only, the task nobody's, the line in its history
  await expect(b.page.getByText('You can only view this project')).toBeVisible();
  await expect(bobsForm.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(bobsForm.getByLabel('Name')).toBeDisabled();
  await expect(b.page.getByTestId('assigned-member')).toHaveText('Nobody');
  await expect(b.page.getByTestId('activity-line').first()).toContainText(`${alice.username} unassigned the task`);

  await a.page.goto(`/tasks/${task.id}`);
  await expect(a.page.getByLabel('Assigned member')).toHaveValue('');
  await expect(a.page.getByTestId('activity-line').first()).toContainText(`${alice.username} unassigned the task`);

  // an editor again: Bob's page offers the controls without a reload (the task stays unassigned)
  await a.page.goto('/projects');
  await a.page.getByRole('button', { name: `Members of ${project.name}` }).click();
  await a.page.getByRole('dialog').getByLabel(`Role of ${bob.username}`).selectOption('editor');
  await expect(toasts(a.page).getByText('Role changed')).toBeVisible();
  await expect(bobsForm.getByLabel('Name')).toBeEnabled();
  await expect(b.page.getByText('You can only view this project')).toHaveCount(0);
  await expect(b.page.getByLabel('Assigned member')).toHaveValue('');

  await a.context.close();
  await b.context.close();
});
