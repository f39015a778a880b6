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

test('a member who leaves from the Members dialog sees the project go from Projects and Tasks, with no broken screen', async ({ browser, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', 'alice-pass-1234');
  const bob = await freshApprovedUser(baseURL!, 'bob', 'bob-pass-1234');
  const name = `Leaving ${Date.now().toString(36)}`;
  const project = await (await alice.api.post('/api/projects', { data: { name, priority: 5 } })).json();
  await alice.api.post('/api/tasks', { data: { name: 'Stay behind', priority: 5, duration: 10, projectId: project.id } });
  const invited = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${bob.username}@streamline.test`, role: 'admin' } })
  ).json();
  expect((await bob.api.post(`/api/invitations/${invited.id}/accept`)).ok()).toBeTruthy();

  const context = await browser.newContext();
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('console', (m) => m.type() === 'error' && failures.push(m.text()));
  expect((await page.request.post('/api/auth/login', { data: { username: bob.username, password: 'bob-pass-1234' } })).ok()).toBeTruthy();
  // the other screens' lists of projects are in the store too
  await page.goto('/tasks');
  await expect(page.getByRole('region', { name })).toBeVisible();
  await page.goto('/projects');
  await page.getByRole('button', { name: `Members of ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave the project' }).click();
  await expect(toasts(page).getByText('You left the project')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('project-card').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByTestId('project-card').filter({ hasText: 'Inbox' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
  await expect(page.getByRole('form', { name: 'Quick add task' })).toBeVisible();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(failures.filter((f) => f.includes('Screen failed'))).toEqual([]);
  await context.close();
});

test('a member removed while their Projects screen is open sees the project go, and the bell says who removed them', async ({ browser, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'alice', 'alice-pass-1234');
  const bob = await freshApprovedUser(baseURL!, 'bob', 'bob-pass-1234');
  const name = `Removed ${Date.now().toString(36)}`;
  const project = await (await alice.api.post('/api/projects', { data: { name, priority: 5 } })).json();
  const invited = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${bob.username}@streamline.test`, role: 'editor' } })
  ).json();
  expect((await bob.api.post(`/api/invitations/${invited.id}/accept`)).ok()).toBeTruthy();
  const bobId = ((await (await bob.api.get('/api/auth/check')).json()) as { user: { id: number } }).user.id;

  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: { username: bob.username, password: 'bob-pass-1234' } })).ok()).toBeTruthy();
  await page.goto('/projects');
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible();

  expect((await alice.api.delete(`/api/projects/${project.id}/members/${bobId}`)).ok()).toBeTruthy();
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(`${alice.username} removed you from "${name}".`)).toBeVisible();
  await context.close();
});
