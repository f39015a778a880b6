import type { APIRequestContext } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { dragOver, drop } from './fixtures/drag.ts';

// Subtasks (the task page's Subtasks card and breadcrumb, nested rows with progress in the Task List,
// the question when a parent with open subtasks is completed) and the Inbox.
const PASSWORD = 'subtasks-pass-1234';

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

test('subtasks on a task page and in the Task List, completing a parent with its subtasks, and the Inbox', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'sub', PASSWORD);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Garden', priority: 5 });
  const parent = await call<{ id: number }>(api, 'POST', '/api/tasks', { name: 'Plan garden', priority: 5, duration: 30, projectId: project.id });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await test.step('add two subtasks on the task page, tick one, and open the other (its page links back)', async () => {
    await page.goto(`/tasks/${parent.id}`);
    const add = page.getByRole('textbox', { name: 'Add subtask' });
    for (const name of ['Buy seeds', 'Dig beds']) {
      await add.fill(name);
      await add.press('Enter');
      await expect(page.getByRole('list', { name: 'Subtasks' }).getByRole('link', { name })).toBeVisible();
      await expect(add).toHaveValue('');
    }
    await expect(page.getByTestId('subtask')).toHaveCount(2);
    await page.getByTestId('subtask').filter({ hasText: 'Buy seeds' }).getByRole('checkbox', { name: 'Complete Buy seeds' }).click();
    await expect(page.getByText('1 of 2 completed')).toBeVisible();

    await page.getByRole('list', { name: 'Subtasks' }).getByRole('link', { name: 'Dig beds' }).click();
    await expect(page.getByRole('heading', { name: 'Dig beds' })).toBeVisible();
    const crumb = page.getByRole('navigation', { name: 'Parent task' });
    await expect(crumb.getByRole('link', { name: 'Plan garden' })).toBeVisible();
    await crumb.getByRole('link', { name: 'Plan garden' }).click();
    await expect(page).toHaveURL(new RegExp(`/tasks/${parent.id}$`));
  });

  const rows = page.getByTestId('task-row');
  const parentRow = rows.filter({ has: page.getByRole('link', { name: 'Plan garden', exact: true }) });
  const digRow = rows.filter({ has: page.getByRole('link', { name: 'Dig beds', exact: true }) });

  await test.step('the Task List shows "1/2" on the parent, its subtasks under it, folded away and back (kept over a reload)', async () => {
    await page.goto('/task-list');
    await expect(parentRow.getByTestId('subtask-progress')).toHaveText('1/2');
    await expect(parentRow).toHaveAttribute('data-depth', '0');
    await expect(digRow).toHaveAttribute('data-depth', '1');
    await parentRow.getByRole('button', { name: 'Hide subtasks of Plan garden' }).click();
    await expect(digRow).toHaveCount(0);
    await page.reload();
    await expect(parentRow).toBeVisible();
    await expect(digRow).toHaveCount(0);
    await parentRow.getByRole('button', { name: 'Show subtasks of Plan garden' }).click();
    await expect(digRow).toBeVisible();
  });

  await test.step('completing the parent asks, and "Complete all subtasks too" completes Dig beds as well', async () => {
    await parentRow.getByRole('checkbox', { name: 'Complete Plan garden' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('It has 1 open subtask.');
    await expect(dialog.getByRole('button', { name: 'Complete only this task' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete all subtasks too' }).click();
    await expect(dialog).toBeHidden();
    await expect(parentRow).toHaveAttribute('data-completed', 'true');
    await expect(digRow).toHaveAttribute('data-completed', 'true');
    await expect(parentRow.getByTestId('subtask-progress')).toHaveText('2/2');
    // the rows turn completed at once; the server has it once the write is answered
    await expect
      .poll(async () =>
        (await call<Array<{ name: string; completed: boolean }>>(api, 'GET', '/api/tasks'))
          .filter((t) => t.completed)
          .map((t) => t.name)
          .sort(),
      )
      .toEqual(['Buy seeds', 'Dig beds', 'Plan garden']);
  });

  await test.step('a quick-added task without a project lands in the Inbox, first in Projects and not deletable', async () => {
    await page.goto('/task-list');
    const quickAdd = page.getByRole('form', { name: 'Quick add task' });
    const picker = quickAdd.getByLabel('Project');
    await expect(picker.locator('option').first()).toHaveText('Inbox');
    await picker.selectOption({ label: 'Inbox' });
    await quickAdd.getByLabel('Task name').fill('Water plants');
    await quickAdd.getByLabel('Task name').press('Enter');
    await expect(rows.filter({ hasText: 'Water plants' })).toBeVisible();

    await page.goto('/projects');
    const inbox = page.getByRole('list', { name: 'Inbox' }).getByTestId('project-card');
    await expect(inbox.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(inbox.getByTestId('project-counts')).toHaveText('0 of 1 task done');
    await expect(inbox.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    const inboxBox = (await inbox.boundingBox())!;
    const gardenBox = (await page.getByTestId('project-card').filter({ hasText: 'Garden' }).boundingBox())!;
    expect(inboxBox.y).toBeLessThan(gardenBox.y);
    await inbox.getByRole('link', { name: 'Open tasks' }).click();
    await expect(page.getByRole('link', { name: 'Water plants' })).toBeVisible();
  });
});

test('drag a task onto another to nest it, and Ctrl+[ / Ctrl+] to take it out and back in', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'nest', PASSWORD);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Report', priority: 5 });
  const names = ['Write report', 'Collect figures', 'Email the boss'];
  const ids: number[] = [];
  for (const name of names) ids.push((await call<{ id: number }>(api, 'POST', '/api/tasks', { name, priority: 5, duration: 30, projectId: project.id })).id);
  const parentOf = async (id: number) => (await call<{ parentId: number | null }>(api, 'GET', `/api/tasks/${id}`)).parentId;
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  const list = page.getByRole('list', { name: 'Tasks' });
  const item = (name: string) => list.getByRole('listitem', { name, exact: true });
  const row = (name: string) => item(name).getByTestId('task-row');

  await test.step('dropping "Collect figures" on the middle of "Write report" makes it its subtask ("0/1"), kept over a reload', async () => {
    await page.goto('/task-list');
    const handle = item('Collect figures').getByRole('button', { name: 'Reorder Collect figures' });
    const target = item('Write report');
    await expect(handle).toBeVisible({ timeout: 30_000 }); // a first visit on a busy machine can be slow
    await dragOver(page, handle, target, { at: 'middle' });
    await expect(target).toHaveAttribute('data-drop-target', 'true');
    await drop(page);
    await expect(row('Write report').getByTestId('subtask-progress')).toHaveText('0/1');
    await expect(row('Collect figures')).toHaveAttribute('data-depth', '1');
    await expect.poll(() => parentOf(ids[1])).toBe(ids[0]);
    await page.reload();
    await expect(row('Write report').getByTestId('subtask-progress')).toHaveText('0/1');
    await expect(row('Collect figures')).toHaveAttribute('data-depth', '1');
  });

  await test.step('Ctrl+[ on the subtask takes it out; Ctrl+] on "Email the boss" nests it under the task above', async () => {
    await item('Collect figures').focus();
    await page.keyboard.press('Control+BracketLeft');
    await expect(row('Collect figures')).toHaveAttribute('data-depth', '0');
    await expect(row('Write report').getByTestId('subtask-progress')).toHaveCount(0);
    await expect(item('Collect figures')).toBeFocused();
    await expect.poll(() => parentOf(ids[1])).toBeNull();

    await item('Email the boss').focus();
    await page.keyboard.press('Control+BracketRight');
    await expect(row('Email the boss')).toHaveAttribute('data-depth', '1');
    await expect(row('Collect figures').getByTestId('subtask-progress')).toHaveText('0/1');
    await expect.poll(() => parentOf(ids[2])).toBe(ids[1]);
    await page.reload();
    await expect(row('Email the boss')).toHaveAttribute('data-depth', '1');
  });

  await test.step('the "?" overlay lists both keys', async () => {
    await page.keyboard.press('?');
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(overlay.getByText('Make it a subtask of the task above')).toBeVisible();
    await expect(overlay.getByText('Move it out of its parent task')).toBeVisible();
  });
});

test('on the Tasks screen too: drag a task onto another to nest it, fold it away, and Ctrl+[ / Ctrl+] to take it out and back in', async ({
  page,
  baseURL,
}) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'nestb', PASSWORD);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Move house', priority: 5 });
  const names = ['Pack boxes', 'Label boxes', 'Book the van'];
  const ids: number[] = [];
  for (const name of names) ids.push((await call<{ id: number }>(api, 'POST', '/api/tasks', { name, priority: 5, duration: 30, projectId: project.id })).id);
  const parentOf = async (id: number) => (await call<{ parentId: number | null }>(api, 'GET', `/api/tasks/${id}`)).parentId;
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  const group = page.getByRole('region', { name: 'Move house' });
  const item = (name: string) => group.getByRole('listitem', { name, exact: true });
  const row = (name: string) => item(name).getByTestId('task-row');

  await test.step('dropping "Label boxes" on the middle of "Pack boxes" makes it its subtask ("0/1"), kept over a reload', async () => {
    await page.goto('/tasks');
    const handle = item('Label boxes').getByRole('button', { name: 'Reorder Label boxes' });
    const target = item('Pack boxes');
    await expect(handle).toBeVisible({ timeout: 30_000 });
    await dragOver(page, handle, target, { at: 'middle' });
    await expect(target).toHaveAttribute('data-drop-target', 'true');
    await drop(page);
    await expect(row('Pack boxes').getByTestId('subtask-progress')).toHaveText('0/1');
    await expect(row('Label boxes')).toHaveAttribute('data-depth', '1');
    await expect.poll(() => parentOf(ids[1])).toBe(ids[0]);
    await page.reload();
    await expect(row('Label boxes')).toHaveAttribute('data-depth', '1');
  });

  await test.step('the parent folds its subtask away and shows it again', async () => {
    await row('Pack boxes').getByRole('button', { name: 'Hide subtasks of Pack boxes' }).click();
    await expect(item('Label boxes')).toHaveCount(0);
    await row('Pack boxes').getByRole('button', { name: 'Show subtasks of Pack boxes' }).click();
    await expect(row('Label boxes')).toHaveAttribute('data-depth', '1');
  });

  await test.step('Ctrl+[ takes the subtask out; Ctrl+] nests "Book the van" under the task above', async () => {
    await item('Label boxes').focus();
    await page.keyboard.press('Control+BracketLeft');
    await expect(row('Label boxes')).toHaveAttribute('data-depth', '0');
    await expect(row('Pack boxes').getByTestId('subtask-progress')).toHaveCount(0);
    await expect.poll(() => parentOf(ids[1])).toBeNull();

    // from a control inside the row too (the handle is the row's tab stop here)
    await item('Book the van').getByRole('button', { name: 'Reorder Book the van' }).focus();
    await page.keyboard.press('Control+BracketRight');
    await expect(row('Book the van')).toHaveAttribute('data-depth', '1');
    await expect(row('Label boxes').getByTestId('subtask-progress')).toHaveText('0/1');
    await expect.poll(() => parentOf(ids[2])).toBe(ids[1]);
  });

  await test.step('the Task List shows the same tree', async () => {
    await page.goto('/task-list');
    const list = page.getByRole('list', { name: 'Tasks' });
    await expect(list.getByRole('listitem', { name: 'Book the van', exact: true }).getByTestId('task-row')).toHaveAttribute('data-depth', '1');
    await expect(list.getByRole('listitem', { name: 'Label boxes', exact: true }).getByTestId('subtask-progress')).toHaveText('0/1');
  });
});
