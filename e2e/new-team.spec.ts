import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// What a small team meets on its first day: the Projects page with only the Inbox, a task assigned to
// a teammate in the Task List, and a focus start on a task a teammate deleted meanwhile.
const PASSWORD = 'new-team-pass-1234';

async function signIn(page: import('@playwright/test').Page, username: string) {
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
}

test('with only the Inbox, Projects invites to add a project instead of saying there are none', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'inboxonly', PASSWORD);
  await signIn(page, alice.username);
  await page.goto('/projects');
  await expect(page.getByRole('list', { name: 'Inbox' }).getByTestId('project-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a project' })).toBeVisible();
  await expect(page.getByText('No projects yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create a project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByLabel('Name').fill('Website relaunch');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('list', { name: 'Your projects' }).getByTestId('project-card').filter({ hasText: 'Website relaunch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a project' })).toHaveCount(0);
});

test('the Task List shows a task assigned to a teammate, and counts it', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'lead', PASSWORD);
  const bob = await freshApprovedUser(baseURL!, 'mate', PASSWORD);
  const bobId = ((await (await bob.api.get('/api/auth/check')).json()) as { user: { id: number } }).user.id;
  const project = await (await alice.api.post('/api/projects', { data: { name: 'Team site', priority: 5 } })).json();
  const invitation = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${bob.username}@streamline.test`, role: 'editor' } })
  ).json();
  expect((await bob.api.post(`/api/invitations/${invitation.id}/accept`)).ok()).toBeTruthy();
  for (const [name, assigneeId] of [
    ['Design homepage', bobId],
    ['Write copy', null],
  ] as const) {
    const res = await alice.api.post('/api/tasks', { data: { name, priority: 5, duration: 25, projectId: project.id, assigneeId } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await signIn(page, alice.username);
  const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"TaskListScreenQuery"'));
  await page.goto(`/task-list?project=${project.id}`);
  // the server's page itself (a task made within the last minute would also arrive as a replayed live event)
  const { data } = (await (await answered).json()) as { data: { tasks: { totalCount: number; edges: Array<{ node: { name: string } }> } } };
  expect(data.tasks.totalCount).toBe(2);
  expect(data.tasks.edges.map((e) => e.node.name).sort()).toEqual(['Design homepage', 'Write copy']);
  const list = page.getByRole('list', { name: 'Tasks' });
  await expect(list.getByRole('link', { name: 'Design homepage', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Write copy', exact: true })).toBeVisible();
  await expect(page.getByText('2 of 2 tasks')).toBeVisible();
});

test('starting the timer on a task deleted meanwhile says it no longer exists', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'focus', PASSWORD);
  const inbox = ((await (await alice.api.get('/api/projects')).json()) as Array<{ id: number; inbox: boolean }>).find((p) => p.inbox)!;
  const task = await (await alice.api.post('/api/tasks', { data: { name: 'Vanishing task', priority: 5, duration: 25, projectId: inbox.id } })).json();

  await signIn(page, alice.username);
  await page.goto('/pomodoro');
  await page.getByRole('checkbox', { name: /Vanishing task/ }).check();
  const timer = page.getByRole('region', { name: 'Focus timer' });
  await expect(timer.getByText('Ready to focus on "Vanishing task"')).toBeVisible();
  expect((await alice.api.delete(`/api/tasks/${task.id}`)).ok()).toBeTruthy();
  await timer.getByRole('button', { name: 'Start' }).click();
  await expect(toasts(page).getByText('Error Starting Timer')).toBeVisible();
  await expect(toasts(page).getByText('"Vanishing task" no longer exists: it was deleted.')).toBeVisible();
});

test('a viewer of a shared project is offered no changes they would be refused', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'owner', PASSWORD);
  const vera = await freshApprovedUser(baseURL!, 'viewer', PASSWORD);
  const project = await (await alice.api.post('/api/projects', { data: { name: 'Board papers', priority: 5 } })).json();
  const invitation = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${vera.username}@streamline.test`, role: 'viewer' } })
  ).json();
  expect((await vera.api.post(`/api/invitations/${invitation.id}/accept`)).ok()).toBeTruthy();
  const task = await (await alice.api.post('/api/tasks', { data: { name: 'Read the minutes', priority: 5, duration: 25, projectId: project.id } })).json();

  await signIn(page, vera.username);
  await page.goto(`/tasks?project=${project.id}`);
  const row = page.getByRole('listitem', { name: 'Read the minutes' });
  await expect(row.getByText('View only')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Complete Read the minutes' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Edit Read the minutes' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete Read the minutes' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Focus on Read the minutes' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Reorder Read the minutes' })).toBeDisabled();

  // the Task List's keys that would change it say so at once, and change nothing
  await page.goto(`/task-list?project=${project.id}`);
  const listRow = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: 'Read the minutes' });
  await expect(listRow.getByRole('button', { name: 'Reorder Read the minutes' })).toBeDisabled();
  await listRow.focus();
  await page.keyboard.press('x');
  await expect(toasts(page).getByText('This task cannot be changed here')).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(listRow).toBeVisible();
  expect((await (await vera.api.get(`/api/tasks/${task.id}`)).json()).completed).toBe(false);

  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByTestId('view-only-note')).toHaveText('You can only view this project');
  await expect(page.getByRole('button', { name: 'Delete task' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Task details' }).getByLabel('Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  // comments stay open to viewers
  await expect(page.getByRole('combobox', { name: 'Add a comment' })).toBeEditable();
});

test('a project shared with me as a viewer is not offered where tasks are added or moved', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'sharer', PASSWORD);
  const vera = await freshApprovedUser(baseURL!, 'reader', PASSWORD);
  const share = async (name: string, role: 'viewer' | 'editor') => {
    const project = await (await alice.api.post('/api/projects', { data: { name, priority: 5 } })).json();
    const invitation = await (
      await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${vera.username}@streamline.test`, role } })
    ).json();
    expect((await vera.api.post(`/api/invitations/${invitation.id}/accept`)).ok()).toBeTruthy();
    return project as { id: number };
  };
  const readOnly = await share('Audit report', 'viewer');
  await share('Garden plans', 'editor');
  const inbox = ((await (await vera.api.get('/api/projects')).json()) as Array<{ id: number; inbox: boolean }>).find((p) => p.inbox)!;
  const task = await (await vera.api.post('/api/tasks', { data: { name: 'Water the ferns', priority: 5, duration: 25, projectId: inbox.id } })).json();

  await signIn(page, vera.username);
  await page.goto('/tasks');
  const quickAdd = page.getByRole('form', { name: 'Quick add task' });
  await expect(quickAdd.getByLabel('Project').locator('option', { hasText: 'Garden plans' })).toHaveCount(1);
  await expect(quickAdd.getByLabel('Project').locator('option', { hasText: 'Audit report' })).toHaveCount(0);
  // the project's own page still lists it, and its quick add falls back to a project the task can go to
  await page.goto(`/tasks?project=${readOnly.id}`);
  await expect(quickAdd.getByLabel('Project').locator('option:checked')).not.toHaveText('Audit report');
  await quickAdd.getByRole('textbox').first().fill('Read the audit');
  await quickAdd.getByRole('textbox').first().press('Enter');
  await expect(toasts(page).getByText('Could not add the task')).toHaveCount(0);

  await page.goto(`/tasks/${task.id}`);
  const project = page.getByRole('form', { name: 'Task details' }).getByLabel('Project');
  await expect(project.locator('option', { hasText: 'Garden plans' })).toHaveCount(1);
  await expect(project.locator('option', { hasText: 'Audit report' })).toHaveCount(0);
});

test('the Dashboard counts as in progress only the projects with open tasks', async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'counter', PASSWORD);
  await signIn(page, alice.username);
  await page.goto('/');
  await expect(page.getByTestId('stat-projects')).toHaveText('0');

  const inbox = ((await (await alice.api.get('/api/projects')).json()) as Array<{ id: number; inbox: boolean }>).find((p) => p.inbox)!;
  await (await alice.api.post('/api/projects', { data: { name: 'Empty plans', priority: 5 } })).json();
  const task = await (await alice.api.post('/api/tasks', { data: { name: 'Pay rent', priority: 5, duration: 25, projectId: inbox.id } })).json();
  await page.reload();
  await expect(page.getByTestId('stat-projects')).toHaveText('1');

  expect((await alice.api.patch(`/api/tasks/${task.id}/complete`, { data: { completed: true } })).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('stat-projects')).toHaveText('0');
});

test("a viewer is offered no tick on the Dashboard, and no subtask or reminder changes on the task's page", async ({ page, baseURL }) => {
  const alice = await freshApprovedUser(baseURL!, 'chair', PASSWORD);
  const vera = await freshApprovedUser(baseURL!, 'observer', PASSWORD);
  const project = await (await alice.api.post('/api/projects', { data: { name: 'Committee', priority: 5 } })).json();
  const invitation = await (
    await alice.api.post(`/api/projects/${project.id}/members`, { data: { email: `${vera.username}@streamline.test`, role: 'viewer' } })
  ).json();
  expect((await vera.api.post(`/api/invitations/${invitation.id}/accept`)).ok()).toBeTruthy();
  const task = await (
    await alice.api.post('/api/tasks', {
      data: { name: 'Approve budget', priority: 9, duration: 25, projectId: project.id, dueDate: '2030-01-10', reminders: [{ offsetMinutes: 0 }] },
    })
  ).json();
  await alice.api.post('/api/tasks', { data: { name: 'Count votes', priority: 5, duration: 25, projectId: project.id, parentId: task.id } });

  await signIn(page, vera.username);
  await page.goto('/');
  await expect(page.getByRole('list', { name: "Today's tasks" }).getByRole('checkbox', { name: 'Complete Approve budget' })).toBeDisabled();

  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByTestId('subtask').filter({ hasText: 'Count votes' }).getByRole('checkbox')).toBeDisabled();
  await expect(page.getByLabel('Add subtask')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Reminders' })).toContainText('At the deadline');
  await expect(page.getByRole('button', { name: 'Remove reminder' })).toHaveCount(0);
  await expect(page.getByLabel('Reminder date and time')).toHaveCount(0);
});
