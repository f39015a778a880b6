import { type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from './fixtures/appUnderTest.ts';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Two people, one chain: Alice makes a project and invites Bob, Bob accepts from his bell, both edit
// the project with each other's changes showing live, Alice assigns him a task, Bob finds it and
// focuses on it (his minutes are his and count on the task), @mentions Alice in a comment, Alice
// follows her bell to it, Bob completes it, and the task's history on Alice's side tells the whole story.
const PASSWORD = 'team-pass-1234';
const TASK = 'Write the brief';

const row = (scope: Locator, name: string) => scope.getByTestId('task-row').filter({ has: scope.page().getByRole('link', { name, exact: true }) });

/** Moves the work phase running on the task to its end, as if its minutes had passed: the next read of the timer records it. */
function letTheWorkFinish(taskId: number) {
  const sqliteTime = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
  const db = new Database(E2E_DB_FILE);
  try {
    const timer = db.prepare('SELECT "endsAt", "pomodoroSessionId" FROM "TimerState" WHERE "activeTaskId" = ?').get(taskId) as {
      endsAt: string;
      pomodoroSessionId: number;
    };
    const shift = Date.parse(timer.endsAt) - Date.now() + 5000;
    db.prepare('UPDATE "TimerState" SET "endsAt" = ? WHERE "activeTaskId" = ?').run(sqliteTime(Date.parse(timer.endsAt) - shift), taskId);
    const session = db.prepare('SELECT "startTime" FROM "PomodoroSession" WHERE "id" = ?').get(timer.pomodoroSessionId) as { startTime: string };
    db.prepare('UPDATE "PomodoroSession" SET "startTime" = ? WHERE "id" = ?').run(sqliteTime(Date.parse(session.startTime) - shift), timer.pomodoroSessionId);
  } finally {
    db.close();
  }
}

async function signIn(page: Page, username: string) {
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('a team journey: invite, accept from the bell, edit live together, assign, find and focus, mention, follow the mention, complete, the history', async ({
  browser,
  baseURL,
}) => {
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
  let projectId = 0;

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
        const tasks = (await (await alice.api.get('/api/tasks')).json()) as Array<{ id: number; name: string; projectId: number }>;
        projectId = tasks.find((t) => t.name === TASK)?.projectId ?? 0;
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

  await test.step("both edit the same project live: each one's change shows on the other's open Tasks screen, without a reload", async () => {
    await a.goto('/tasks');
    await b.goto('/tasks');
    for (const page of [a, b]) await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
    const aliceSees = a.getByRole('region', { name: project });
    const bobSees = b.getByRole('region', { name: project });
    await expect(row(aliceSees, TASK)).toBeVisible();
    await expect(row(bobSees, TASK)).toBeVisible();

    expect((await alice.api.post('/api/tasks', { data: { name: 'Book the room', priority: 5, duration: 25, projectId } })).ok()).toBeTruthy();
    await expect(row(bobSees, 'Book the room')).toBeVisible();

    await row(aliceSees, 'Book the room').getByRole('button', { name: 'Edit Book the room' }).click();
    const form = a.getByRole('form', { name: 'Edit task' });
    await form.getByLabel('Name').fill('Book the big room');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(row(bobSees, 'Book the big room')).toBeVisible();
    await expect(row(bobSees, 'Book the room')).toHaveCount(0);

    await row(bobSees, 'Book the big room').getByRole('checkbox', { name: 'Complete Book the big room' }).click();
    await expect(aliceSees.getByRole('button', { name: 'Completed (1)' })).toBeVisible();
    await expect(row(aliceSees, 'Book the big room')).toHaveCount(0);
    await aliceSees.getByRole('button', { name: 'Completed (1)' }).click();
    await expect(row(aliceSees, 'Book the big room')).toHaveAttribute('data-completed', 'true');
    for (const page of [a, b]) expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
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

  await test.step('Bob opens the task and focuses on it; the minutes are his, and they count on the task for both', async () => {
    await b.goto(`/tasks/${taskId}`);
    await b.getByRole('button', { name: `Focus on ${TASK}` }).click();
    const banner = b.getByTestId('active-task-banner');
    await expect(banner.getByTestId('banner-task-name')).toHaveText(TASK);
    await expect(banner.getByTestId('timer-status')).toHaveText('Working');
    expect(await (await bob.api.get('/api/timer')).json()).toMatchObject({ activeTaskId: taskId });
    expect(await (await alice.api.get('/api/timer')).json()).not.toMatchObject({ activeTaskId: taskId });

    letTheWorkFinish(taskId);
    await expect
      .poll(async () => {
        await bob.api.get('/api/timer'); // a phase that ended unwatched is recorded when the timer is read
        return (await (await bob.api.get(`/api/pomodoro?taskId=${taskId}`)).json()) as Array<{ type: string; completed: boolean }>;
      })
      .toContainEqual(expect.objectContaining({ type: 'work', completed: true, duration: 25 }));
    expect(await (await alice.api.get(`/api/pomodoro?taskId=${taskId}`)).json()).toEqual([]);
    expect(await (await alice.api.get(`/api/tasks/${taskId}`)).json()).toMatchObject({ timeSpent: 25 });

    await b.reload();
    await expect(b.getByTestId('detail-time-spent')).toContainText('25 min');
    await expect(b.getByRole('list', { name: 'Pomodoro sessions' }).getByRole('listitem').filter({ hasText: 'Focus · 25 min' })).toHaveCount(1);
    await a.goto(`/tasks/${taskId}`);
    await expect(a.getByTestId('detail-time-spent')).toContainText('25 min');
    await expect(a.getByText('No sessions yet: press Focus to start one.')).toBeVisible();
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
