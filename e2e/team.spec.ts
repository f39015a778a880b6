import { type Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Two people, one chain: Alice makes a project and invites Bob, Bob accepts from his bell, Alice assigns
// him a task, Bob finds it, @mentions Alice in a comment, Alice follows her bell to it, Bob completes
// it, and the task's history on Alice's side tells the whole story.
const PASSWORD = 'team-pass-1234';
const TASK = 'Write the brief';

async function signIn(page: Page, username: string) {
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('a team journey: invite, accept from the bell, assign, find, mention, follow the mention, complete, the history', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const alice = await freshApprovedUser(baseURL!, 'alice', PASSWORD);
  const bob = await freshApprovedUser(baseURL!, 'bob', PASSWORD);
  const project = `Launch ${Date.now().toString(36)}`;
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const a = await aliceContext.newPage();
  const b = await bobContext.newPage();
  await signIn(a, alice.username);
  await signIn(b, bob.username);
  let taskId = 0;

  await test.step('Alice creates a project and a task in it', async () => {
    await a.goto('/projects');
    await a.getByRole('button', { name: 'New project' }).click();
    const form = a.getByRole('form', { name: 'New project' });
    await form.getByLabel('Name').fill(project);
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(toasts(a).getByText('Project created')).toBeVisible();
    await a.getByTestId('project-card').filter({ hasText: project }).getByRole('link', { name: 'Open tasks' }).click();
    await expect(a).toHaveURL(/\/tasks\?project=\d+$/);
    const quickAdd = a.getByRole('form', { name: 'Quick add task' });
    await quickAdd.getByLabel('Priority').selectOption('9');
    await quickAdd.getByLabel('Task name').fill(TASK);
    await quickAdd.getByLabel('Task name').press('Enter');
    await expect(a.getByRole('region', { name: project }).getByRole('link', { name: TASK })).toBeVisible();
    await expect
      .poll(async () => {
        const tasks = (await (await alice.api.get('/api/tasks')).json()) as Array<{ id: number; name: string }>;
        return (taskId = tasks.find((t) => t.name === TASK)?.id ?? 0);
      })
      .toBeGreaterThan(0);
  });

  await test.step('Alice invites Bob from the Members dialog', async () => {
    await a.goto('/projects');
    await a.getByRole('button', { name: `Members of ${project}` }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('Invite by e-mail').fill(`${bob.username}@streamline.test`);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(toasts(a).getByText('Invitation sent')).toBeVisible();
    await a.keyboard.press('Escape');
  });

  await test.step("Bob accepts from his bell's notification", async () => {
    await b.goto('/');
    const panel = await openBell(b);
    const invited = panel.getByTestId('notification-item').filter({ hasText: 'Project invitation' });
    await expect(invited).toContainText(`invited you to "${project}" as editor.`);
    await invited.click();
    await expect(b).toHaveURL(/\/invitations/);
    if (await panel.isVisible()) await b.keyboard.press('Escape');
    const invitation = b.getByTestId('invitation').filter({ hasText: project });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(toasts(b).getByText('Invitation accepted')).toBeVisible();
  });

  await test.step('Alice assigns the task to Bob with the member picker', async () => {
    await a.goto(`/tasks/${taskId}`);
    await a.getByLabel('Assigned member').selectOption({ label: bob.username });
    await expect(toasts(a).getByText('Assigned')).toBeVisible();
  });

  await test.step('Bob finds it in Tasks and on the Dashboard', async () => {
    await b.goto('/tasks');
    await expect(b.getByTestId('task-row').getByRole('link', { name: TASK, exact: true })).toBeVisible();
    await b.goto('/');
    await expect(b.getByRole('list', { name: "Today's tasks" }).getByRole('link', { name: TASK })).toBeVisible();
  });

  await test.step('Bob comments and @mentions Alice, picked from the completion list', async () => {
    await a.goto('/'); // Alice is elsewhere: her bell hears of it live
    await expect(a.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await b.goto(`/tasks/${taskId}`);
    const box = b.getByRole('combobox', { name: 'Add a comment' });
    await box.fill('Draft is ready, ');
    await box.pressSequentially(`@${alice.username.slice(0, 6)}`);
    await expect(b.getByRole('option', { name: new RegExp(`@${alice.username}`) })).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue(`Draft is ready, @${alice.username} `);
    await box.pressSequentially('please review');
    await b.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(b.getByRole('list', { name: 'Comments' }).getByTestId('comment')).toContainText('please review');
  });

  await test.step("Alice's bell shows the mention live; it opens the task with the comment", async () => {
    const panel = await openBell(a);
    const mention = panel.getByTestId('notification-item').filter({ hasText: 'You were mentioned' });
    await expect(mention).toContainText(`${bob.username} mentioned you on "${TASK}"`);
    await mention.click();
    await expect(a).toHaveURL(new RegExp(`/tasks/${taskId}$`));
    if (await panel.isVisible()) await a.keyboard.press('Escape');
    await expect(a.getByRole('list', { name: 'Comments' }).getByTestId('comment')).toContainText(`@${alice.username} please review`);
  });

  await test.step('Bob completes the task; the activity on Alice’s side tells it all', async () => {
    await b.goto('/tasks');
    await b.getByRole('checkbox', { name: `Complete ${TASK}` }).click();
    await expect.poll(async () => ((await (await alice.api.get(`/api/tasks/${taskId}`)).json()) as { completed: boolean }).completed).toBe(true);
    const activity = a.getByRole('list', { name: 'Activity' });
    await expect(activity.getByTestId('activity-line').first()).toContainText('completed the task', { timeout: 15_000 });
    await expect(activity).toContainText('commented on the task');
    await expect(activity).toContainText(`assigned the task to ${bob.username}`);
    await expect(activity.getByTestId('activity-line').last()).toContainText('created the task');
    await a.screenshot({ path: 'test-results/screens/team-activity.png', fullPage: true });
  });

  await aliceContext.close();
  await bobContext.close();
  await alice.api.dispose();
  await bob.api.dispose();
});
