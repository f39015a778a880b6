import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

/**
 * Two people in two browsers: Alice invites Bob to a project from its Members dialog, Bob accepts on
 * Projects, Alice assigns him a task with the member picker, and Bob sees it in his Task List.
 */
test('invite, accept and assign: the assignee sees the shared task', async ({ browser, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', 'alice-pass-1234');
  const bob = await freshApprovedUser(baseURL!, 'bob', 'bob-pass-1234');
  const project = await (await alice.api.post('/api/projects', { data: { name: 'Shared garden', priority: 5 } })).json();
  const task = await (await alice.api.post('/api/tasks', { data: { name: 'Plant tulips', priority: 6, duration: 30, projectId: project.id } })).json();

  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  const bobPage = await bobContext.newPage();
  expect((await alicePage.request.post('/api/auth/login', { data: { username: alice.username, password: 'alice-pass-1234' } })).ok()).toBeTruthy();
  expect((await bobPage.request.post('/api/auth/login', { data: { username: bob.username, password: 'bob-pass-1234' } })).ok()).toBeTruthy();

  await alicePage.goto('/projects');
  await alicePage.getByRole('button', { name: 'Members of Shared garden' }).click();
  const dialog = alicePage.getByRole('dialog');
  await dialog.getByLabel('Invite by e-mail').fill(`${bob.username}@streamline.test`);
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(toasts(alicePage).getByText('Invitation sent')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Pending invitations' })).toContainText(`${bob.username}@streamline.test`);
  await alicePage.keyboard.press('Escape');

  await bobPage.goto('/projects');
  const invitation = bobPage.getByTestId('invitation');
  await expect(invitation).toContainText('Shared garden');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(bobPage.getByTestId('project-card').filter({ hasText: 'Shared garden' })).toBeVisible();

  await alicePage.goto(`/tasks/${task.id}`);
  await alicePage.getByLabel('Assigned member').selectOption({ label: bob.username });
  await expect(toasts(alicePage).getByText('Assigned')).toBeVisible();

  await bobPage.goto('/task-list');
  await expect(bobPage.getByTestId('task-row').getByRole('link', { name: 'Plant tulips' })).toBeVisible();
  await bobPage.goto(`/tasks/${task.id}`);
  await expect(bobPage.getByLabel('Assigned member').locator('option:checked')).toHaveText(bob.username);

  await aliceContext.close();
  await bobContext.close();
});
