import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, freshApprovedUser, test, toasts, type TestUser } from './fixtures/users.ts';
import { settled } from './fixtures/settled.ts';
import { drag } from './fixtures/drag.ts';

// Projects, tasks, the task list, the task detail and the notifications bell.
const MARGARET: TestUser = { username: 'margaret', email: 'margaret@streamline.test', password: 'assignee-pass-1234', name: 'Margaret Hamilton' };
const TASKS = ['Write brief', 'Draft announcement', 'Review copy'];
const shots = 'test-results/screens';

type ApiTask = { id: number; name: string; position: number; projectId: number; completed: boolean };

async function apiTasks(page: Page, projectId: number): Promise<ApiTask[]> {
  const res = await page.request.get('/api/tasks', { params: { projectId } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ApiTask[];
}

function graphqlResponse(page: Page, operation: string) {
  return page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(operation));
}

/** Names of the Task List rows from top to bottom. */
async function listOrder(list: Locator) {
  const rows = list.getByRole('listitem');
  const items = await rows.evaluateAll((els) =>
    els
      .map((el) => ({ name: el.getAttribute('aria-label') ?? '', top: el.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top)
      .map((r) => r.name),
  );
  return items;
}

test('a project and its tasks: quick add, drag to reorder, complete, detail, assign by e-mail, live bell', async ({ page, browser, users }) => {
  test.setTimeout(120_000);
  // a retry starts over beside what the first attempt made: a project and an assignee of its own
  const attempt = test.info().retry + 1;
  const PROJECT = attempt === 1 ? 'Launch plan' : `Launch plan ${attempt}`;
  const ASSIGNEE = attempt === 1 ? MARGARET : { ...MARGARET, username: `margaret${attempt}`, email: `margaret${attempt}@streamline.test` };
  // the onboarding journey registers the admin; on a fresh database (run alone) this does
  await page.request.post('/api/auth/register', { data: ADMIN });
  await users.loginViaApi(page, ADMIN);

  let projectId = 0;
  await test.step('create a project', async () => {
    await page.goto('/projects');
    await expect(page.getByTestId('header-title')).toHaveText('Projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByLabel('Name').fill(PROJECT);
    await form.getByLabel('Description').fill('Everything for the spring launch.');
    await form.getByLabel('Priority').selectOption('8');
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(toasts(page).getByText('Project created')).toBeVisible();
    const card = page.getByTestId('project-card').filter({ hasText: PROJECT });
    await expect(card).toBeVisible();
    await expect(card.getByText('High Priority')).toBeVisible();
    await expect(card.getByTestId('project-counts')).toHaveText('0 of 0 tasks done');
    await page.screenshot({ path: `${shots}/projects.png`, fullPage: true });
    await card.getByRole('link', { name: 'Open tasks' }).click();
    await expect(page).toHaveURL(/\/tasks\?project=\d+$/);
    projectId = Number(new URL(page.url()).searchParams.get('project'));
  });

  await test.step('add tasks with quick add', async () => {
    const quickAdd = page.getByRole('form', { name: 'Quick add task' });
    await expect(quickAdd.getByLabel('Project')).toHaveValue(String(projectId));
    for (const [i, name] of TASKS.entries()) {
      await quickAdd.getByLabel('Priority').selectOption(String([9, 5, 2][i]));
      await quickAdd.getByLabel('Duration (minutes)').fill(String([30, 45, 15][i]));
      await quickAdd.getByLabel('Task name').fill(name);
      await quickAdd.getByLabel('Task name').press('Enter');
      await expect(quickAdd.getByLabel('Task name')).toHaveValue('');
    }
    const group = page.getByRole('region', { name: PROJECT });
    await expect(group.getByTestId('task-row')).toHaveCount(3);
    await expect(group.getByRole('link', { name: TASKS[0] })).toBeVisible();
    await expect.poll(async () => (await apiTasks(page, projectId)).map((t) => t.name)).toEqual(TASKS);
    await page.screenshot({ path: `${shots}/tasks.png`, fullPage: true });
  });

  await test.step('drag and drop reorders the Task List, and the order is kept', async () => {
    await page.goto(`/task-list?project=${projectId}`);
    await expect(page.getByTestId('header-title')).toHaveText('Task List');
    const list = page.getByRole('list', { name: 'Tasks' });
    await expect.poll(() => listOrder(list)).toEqual(TASKS);

    const saved = graphqlResponse(page, 'taskWritesReorderMutation');
    await drag(page, list.getByRole('button', { name: `Reorder ${TASKS[2]}` }), list.getByRole('listitem', { name: TASKS[0] }));
    await expect.poll(() => listOrder(list)).toEqual([TASKS[2], TASKS[0], TASKS[1]]);
    expect((await saved).ok()).toBeTruthy();

    await page.reload();
    await expect.poll(() => listOrder(list)).toEqual([TASKS[2], TASKS[0], TASKS[1]]);
    const api = await apiTasks(page, projectId);
    expect(api.map((t) => t.name)).toEqual([TASKS[2], TASKS[0], TASKS[1]]);
    expect(api.map((t) => t.position)).toEqual([...api.map((t) => t.position)].sort((a, b) => a - b));
  });

  await test.step('the keyboard moves focus, reorders with the handle and completes with Space', async () => {
    const list = page.getByRole('list', { name: 'Tasks' });
    // keyboard drag: Space picks the row up, ArrowDown moves it, Space drops it
    const saved = graphqlResponse(page, 'taskWritesReorderMutation');
    const handle = list.getByRole('button', { name: `Reorder ${TASKS[2]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(100); // @dnd-kit listens for the arrows from the next tick
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await expect.poll(() => listOrder(list)).toEqual([TASKS[0], TASKS[2], TASKS[1]]);
    expect((await saved).ok()).toBeTruthy();
    await expect.poll(async () => (await apiTasks(page, projectId)).map((t) => t.name)).toEqual([TASKS[0], TASKS[2], TASKS[1]]);

    await list.getByRole('listitem', { name: TASKS[0] }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('listitem', { name: TASKS[2] })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('listitem', { name: TASKS[0] })).toBeFocused();
    await page.keyboard.press(' ');
    await expect(toasts(page).getByText('Task completed')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: `Complete ${TASKS[0]}` })).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await apiTasks(page, projectId)).find((t) => t.name === TASKS[0])?.completed).toBe(true);

    await page.getByLabel('Status filter').selectOption('open');
    await expect.poll(() => listOrder(list)).toEqual([TASKS[2], TASKS[1]]);
    await page.getByLabel('Status filter').selectOption('all');
    await expect.poll(() => listOrder(list)).toEqual([TASKS[0], TASKS[2], TASKS[1]]);
    await page.screenshot({ path: `${shots}/task-list.png`, fullPage: true });

    await list.getByRole('listitem', { name: TASKS[1] }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tasks\/\d+$/);
  });

  await test.step('the detail page edits every field', async () => {
    await expect(page.getByRole('heading', { name: TASKS[1] })).toBeVisible();
    await expect(page.getByText('Medium Priority').first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Task details' });
    await form.getByLabel('Description').fill('Two paragraphs for the blog and the newsletter.');
    await form.getByLabel('Priority').selectOption('8');
    await form.getByLabel('Due date').fill(new Date().toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Task updated')).toBeVisible();
    await expect(page.getByText('High Priority').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Focus on ${TASKS[1]}` })).toBeVisible();
  });

  const assignee = await browser.newContext();
  const bellPage = await assignee.newPage();
  await test.step('the assignee signs in (registered, then approved by the admin)', async () => {
    const reg = await assignee.request.post('/api/auth/register', { data: ASSIGNEE });
    expect(reg.status()).toBe(201);
    const { id } = (await reg.json()) as { id: number };
    const approval = await page.request.post(`/api/users/${id}/approval`, { data: { approve: true } });
    expect(approval.ok(), await approval.text()).toBeTruthy();
    await users.loginViaApi(bellPage, ASSIGNEE);
    await bellPage.goto('/');
    // approval already left one unread notification ("Account approved")
    await expect(bellPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(bellPage.getByTestId('notification-badge')).toHaveText('1');
  });

  await test.step('assign by e-mail: preview, edit the text, send to the outbox', async () => {
    const card = page.getByRole('form', { name: 'Assign task' });
    await card.getByLabel('Assignee name').fill(ASSIGNEE.name!);
    await card.getByLabel('Assignee e-mail').fill(ASSIGNEE.email);
    await card.getByLabel('Message (optional)').fill('Could you take this one?');
    await card.getByRole('button', { name: 'Preview e-mail' }).click();
    const preview = page.getByRole('group', { name: 'E-mail preview' });
    await expect(preview.getByTestId('email-subject')).toHaveText(`${ADMIN.name} assigned you a task: ${TASKS[1]}`);
    const text = preview.getByLabel('E-mail text');
    await expect(text).toHaveValue(/^Hi Margaret Hamilton,/);
    await expect(text).toHaveValue(/Could you take this one\?/);
    const edited = `${await text.inputValue()}\n\nP.S. Edited before sending.`;
    await text.fill(edited);
    await page.screenshot({ path: `${shots}/assign-preview.png`, fullPage: true });

    const sent = graphqlResponse(page, 'TaskAssignCardAssignMutation');
    await preview.getByRole('button', { name: 'Send e-mail' }).click();
    const answer = (await (await sent).json()) as { data: { assignTask: { emailContent: string; delivery: string; previewOnly: boolean } } };
    expect(answer.data.assignTask).toMatchObject({ emailContent: edited, delivery: 'outbox', previewOnly: false });
    await expect(toasts(page).getByText('Task assigned (outbox)')).toBeVisible();
    await expect(toasts(page).getByText(/saved in the server's outbox folder/)).toBeVisible();
    await expect(page.getByTestId('assignment-status')).toContainText(`Assigned to ${ASSIGNEE.name} (${ASSIGNEE.email})`);
    await page.screenshot({ path: `${shots}/task-detail.png`, fullPage: true });
  });

  await test.step("the assignee's bell updates live: not a member yet, she is invited to the project", async () => {
    await expect(bellPage.getByTestId('notification-badge')).toHaveText('2');
    await bellPage.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = bellPage.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const item = panel.getByTestId('notification-item').filter({ hasText: 'Project invitation' });
    await expect(item).toContainText(`${ADMIN.name} invited you to "${PROJECT}" as editor.`);
    await expect(item).toContainText('Project');
    await expect(item).toContainText(/ago/);
    await expect(item.getByTestId('unread-dot')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    await bellPage.screenshot({ path: `${shots}/notifications.png` });
    const approved = panel.getByTestId('notification-item').filter({ hasText: 'Account approved' });
    await expect(approved).toContainText('System');
    // the notification opens what it is about: her invitations
    await item.click();
    await expect(bellPage).toHaveURL(/\/invitations$/);
    if (!(await panel.isVisible())) await bellPage.getByRole('button', { name: /^Notifications/ }).click();
    await expect(item.getByTestId('unread-dot')).toHaveCount(0);
    await expect(bellPage.getByTestId('notification-badge')).toHaveText('1');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(approved.getByTestId('unread-dot')).toHaveCount(0);
    await expect(bellPage.getByTestId('notification-badge')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
    // clearing asks first: Cancel keeps them
    await panel.getByRole('button', { name: 'Clear all' }).click();
    const confirmClear = bellPage.getByRole('alertdialog', { name: 'Clear all notifications?' });
    await confirmClear.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmClear).toHaveCount(0);
    if (!(await panel.isVisible())) await bellPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(approved).toBeVisible();
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await confirmClear.getByRole('button', { name: 'Clear all' }).click();
    if (!(await panel.isVisible())) await bellPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(panel.getByText('When you receive notifications, they will appear here')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
  });
  await test.step('she accepts the invitation: the task is hers, in her Task List', async () => {
    await bellPage.keyboard.press('Escape');
    await bellPage.goto('/invitations');
    const invitation = bellPage.getByTestId('invitation');
    await expect(invitation).toContainText(PROJECT);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(bellPage.getByTestId('project-card').filter({ hasText: PROJECT })).toBeVisible();
    await bellPage.goto('/task-list');
    await expect(bellPage.getByTestId('task-row').getByRole('link', { name: TASKS[1] })).toBeVisible();
  });
  await assignee.close();

  await test.step('a second tab follows changes live; delete offers undo', async () => {
    const other = await page.context().newPage();
    await other.goto(`/tasks?project=${projectId}`);
    const otherGroup = other.getByRole('region', { name: PROJECT });
    await expect(otherGroup.getByTestId('task-row')).toHaveCount(2); // the completed one is folded away

    // Radix pauses toasts while their window is in the background: work in the front tab
    await page.bringToFront();
    await page.goto(`/tasks?project=${projectId}`);
    const quickAdd = page.getByRole('form', { name: 'Quick add task' });
    await quickAdd.getByLabel('Task name').fill('Book the venue');
    await quickAdd.getByLabel('Task name').press('Enter');
    await expect(otherGroup.getByRole('link', { name: 'Book the venue' })).toBeVisible();

    const group = page.getByRole('region', { name: PROJECT });
    await group.getByRole('button', { name: 'Delete Book the venue' }).click();
    await expect(toasts(page).getByText('Task deleted')).toBeVisible();
    await expect(group.getByRole('link', { name: 'Book the venue' })).toHaveCount(0);
    await toasts(page).getByRole('button', { name: 'Undo' }).click();
    await expect(group.getByRole('link', { name: 'Book the venue' })).toBeVisible();

    await group.getByRole('button', { name: 'Delete Book the venue' }).click();
    await expect(group.getByRole('link', { name: 'Book the venue' })).toHaveCount(0);
    await page.mouse.move(0, 0);
    // the delete is sent once the undo toast has closed; the other tab then drops the row too
    await expect(otherGroup.getByRole('link', { name: 'Book the venue' })).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(async () => (await apiTasks(page, projectId)).map((t) => t.name)).not.toContain('Book the venue');
    await other.close();
  });

  await test.step('the dashboard sums it up', async () => {
    await page.goto('/');
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    const today = page.getByRole('list', { name: "Today's tasks" });
    await expect(today.getByRole('link').first()).toHaveText(TASKS[1]); // due today comes first
    await expect(page.getByTestId('stat-done-week')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('list', { name: 'Project progress' })).toContainText(PROJECT);
    await page.getByRole('button', { name: 'Refresh recommendation' }).click();
    await expect(page.getByTestId('next-task')).toBeVisible();
    await page.screenshot({ path: `${shots}/dashboard.png`, fullPage: true });
  });
});

test('projects are reordered by dragging their cards, with the mouse or the keyboard, and keep the order', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'order', 'order-pass-1234');
  for (const name of ['North', 'East', 'South']) expect((await api.post('/api/projects', { data: { name, priority: 5 } })).ok()).toBeTruthy();
  expect((await page.request.post('/api/auth/login', { data: { username, password: 'order-pass-1234' } })).ok()).toBeTruthy();
  const cardNames = () =>
    page
      .getByRole('list', { name: 'Your projects' })
      .getByTestId('project-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  // the Inbox keeps its place first and is not one of the cards
  const serverNames = async () =>
    ((await (await api.get('/api/projects')).json()) as Array<{ name: string; inbox: boolean }>).filter((p) => !p.inbox).map((p) => p.name);

  await page.goto('/projects');
  await expect.poll(cardNames).toEqual(['North', 'East', 'South']);

  await test.step('the mouse drags South onto North', async () => {
    const north = page.getByTestId('project-card').filter({ hasText: 'North' });
    await drag(page, page.getByRole('button', { name: 'Reorder South' }), north, { at: 'middle', steps: 20 });
    await expect.poll(cardNames).toEqual(['South', 'North', 'East']);
    await expect.poll(serverNames).toEqual(['South', 'North', 'East']);
  });

  await test.step('the keyboard moves East one place back (Space, arrow, Space), and the order survives a reload', async () => {
    await page.reload();
    await expect.poll(cardNames).toEqual(['South', 'North', 'East']);
    await expect(async () => {
      const handle = page.getByRole('button', { name: 'Reorder East' });
      await settled(handle);
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
      await page.waitForTimeout(100); // @dnd-kit listens for the arrows from the next tick
      await page.keyboard.press('ArrowLeft');
      // the drop lands where dnd-kit last measured East to be: wait until it says so
      await expect(page.getByRole('status').filter({ hasText: '"East" is over position 2 of 3.' })).toBeAttached({ timeout: 2_000 });
      await page.keyboard.press('Space');
      await expect.poll(cardNames, { timeout: 2_000 }).toEqual(['South', 'East', 'North']);
    }).toPass({ timeout: 15_000 });
    await expect.poll(serverNames).toEqual(['South', 'East', 'North']);
    await page.reload();
    await expect.poll(cardNames).toEqual(['South', 'East', 'North']);
  });
  // the board's groups follow the projects' order, after the Inbox
  await page.goto('/tasks');
  await expect
    .poll(() => page.getByTestId('task-group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    .toEqual(['Inbox', 'South', 'East', 'North']);
  await api.dispose();
});
