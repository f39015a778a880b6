import { type Browser } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

/**
 * Alice shares a project with Bob (editor) and Vera (viewer). Her assignee picker offers Bob, never
 * Vera; the task's row then says who has it. Vera reads the task without the controls she cannot use.
 * Made a viewer, Bob loses the task.
 */
const PASSWORD = 'viewer-pass-1234';

async function signedInPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  return { context, page };
}

test('the assignee picker offers no viewers, rows show the assignee, a viewer sees no assignment controls', async ({ browser, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', PASSWORD);
  const bob = await freshApprovedUser(baseURL!, 'bob', PASSWORD);
  const vera = await freshApprovedUser(baseURL!, 'vera', PASSWORD);
  const project = await (await alice.api.post('/api/projects', { data: { name: 'Harbour', priority: 5 } })).json();
  for (const [person, role] of [
    [bob, 'editor'],
    [vera, 'viewer'],
  ] as const) {
    const invited = await (await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${person.username}@streamline.test`, role } })).json();
    expect((await person.api.post(`/api/invitations/${invited.id}/accept`)).ok()).toBeTruthy();
  }
  const task = await (await alice.api.post('/api/tasks', { data: { name: 'Paint the hull', priority: 6, duration: 30, projectId: project.id } })).json();
  await alice.api.post('/api/tasks', { data: { name: 'Order rope', priority: 4, duration: 15, projectId: project.id } });

  const a = await signedInPage(browser, alice.username);
  await a.page.goto(`/tasks/${task.id}`);
  const picker = a.page.getByLabel('Assigned member');
  await expect(picker.locator('option')).toHaveText(['Nobody', alice.username, bob.username]);
  await picker.selectOption({ label: bob.username });
  await expect(toasts(a.page).getByText('Assigned')).toBeVisible();

  await a.page.goto('/task-list');
  const hull = a.page.getByTestId('task-row').filter({ hasText: 'Paint the hull' });
  await expect(hull.getByRole('img', { name: `Assigned to ${bob.username}` })).toBeVisible();
  await expect(hull.getByTestId('task-assignee')).toContainText(bob.username);
  await expect(a.page.getByTestId('task-row').filter({ hasText: 'Order rope' }).getByTestId('task-assignee')).toHaveCount(0);

  const v = await signedInPage(browser, vera.username);
  await v.page.goto(`/tasks/${task.id}`);
  await expect(v.page.getByRole('heading', { name: 'Paint the hull' })).toBeVisible();
  await expect(v.page.getByTestId('assigned-member')).toHaveText(bob.username);
  await expect(v.page.getByLabel('Assigned member')).toHaveCount(0);
  await expect(v.page.getByText('Assign by e-mail')).toHaveCount(0);
  await expect(v.page.getByRole('form', { name: 'Assign task' })).toHaveCount(0);
  await v.page.goto('/task-list');
  await expect(
    v.page
      .getByTestId('task-row')
      .filter({ hasText: 'Paint the hull' })
      .getByRole('img', { name: `Assigned to ${bob.username}` }),
  ).toBeVisible();

  // Bob made a viewer: the task is nobody's, and the picker no longer offers him
  const members = (await (await alice.api.get(`/api/projects/${project.id}/members`)).json()) as Array<{ userId: number; email: string }>;
  const bobId = members.find((m) => m.email === `${bob.username}@streamline.test`)!.userId;
  expect((await alice.api.patch(`/api/projects/${project.id}/members/${bobId}`, { data: { role: 'viewer' } })).ok()).toBeTruthy();
  await a.page.goto(`/tasks/${task.id}`);
  await expect(a.page.getByLabel('Assigned member')).toHaveValue('');
  await expect(a.page.getByLabel('Assigned member').locator('option')).toHaveText(['Nobody', alice.username]);
  await a.page.goto('/task-list');
  await expect(a.page.getByTestId('task-row').filter({ hasText: 'Paint the hull' }).getByTestId('task-assignee')).toHaveCount(0);

  await a.context.close();
  await v.context.close();
});
