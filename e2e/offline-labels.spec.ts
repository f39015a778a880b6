import { type Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Labels made offline: shown at once, usable in quick add, replayed on reconnect; a refused one is told.
const PASSWORD = 'offlabels-pass-1234';
type Label = { id: number; name: string };
type Task = { id: number; name: string; labels: number[] };

const row = (page: Page, name: string) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('offline: labels are created and renamed in Settings, put on tasks by @label in quick add and on the task page; online, the server has them all, and a taken name is told', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { username, api } = await freshApprovedUser(baseURL!, 'offlab', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Trip', priority: 5 } })).json();
  const rent = (await (await api.post('/api/tasks', { data: { name: 'Pay rent', priority: 5, duration: 30, projectId: project.id } })).json()) as Task;
  const home = (await (await api.post('/api/labels', { data: { name: 'Home', color: '#16a34a' } })).json()) as Label;
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const labels = page.getByRole('list', { name: 'Labels', exact: true });

  await test.step('online once: Settings and Tasks are opened, the service worker controls the page', async () => {
    await page.goto('/settings#labels');
    await expect(labels.getByTestId('label-chip')).toHaveText(['Home']);
    await page.goto(`/tasks/${rent.id}`);
    await expect(page.getByRole('button', { name: 'Edit labels' })).toBeVisible();
    await page.goto('/tasks');
    await expect(page.getByLabel('Task name')).toBeVisible();
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
  });

  await test.step('offline, Settings creates labels and renames one: they show at once', async () => {
    await page.goto('/settings#labels');
    await labels.getByRole('button', { name: 'Rename Home' }).click();
    await labels.getByRole('textbox', { name: 'New name for Home' }).fill('House');
    await labels.getByRole('button', { name: 'Save' }).click();
    await expect(labels.getByTestId('label-chip')).toHaveText(['House']);
    const form = page.getByRole('form', { name: 'New label' });
    for (const name of ['Errands', 'Taken']) {
      await form.getByRole('textbox', { name: 'New label name' }).fill(name);
      await form.getByRole('button', { name: 'Add label' }).click();
      await expect(toasts(page).getByText(`Label "${name}" created`)).toBeVisible();
    }
    await expect(labels.getByTestId('label-chip')).toHaveText(['Errands', 'House', 'Taken']);
    // meanwhile another device takes the second name
    expect((await api.post('/api/labels', { data: { name: 'taken', color: '#16a34a' } })).status()).toBe(201);
  });

  await test.step('offline, quick add reads @Errands from the labels made offline and adds the task with it', async () => {
    await page.goto('/tasks');
    await page.getByLabel('Task name').fill('Buy stamps @errands');
    await page.getByLabel('Task name').press('Enter');
    await expect(row(page, 'Buy stamps').getByTestId('pending-sync')).toBeVisible();
    await expect(row(page, 'Buy stamps').getByTestId('label-chip')).toHaveText(['Errands']);
  });

  await test.step('offline, the task page puts the label made offline on a task', async () => {
    await page.goto(`/tasks/${rent.id}`);
    await page.getByRole('button', { name: 'Edit labels' }).click();
    const picker = page.getByRole('list', { name: 'Choose labels' });
    await picker.getByRole('checkbox', { name: 'Errands' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Errands' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByTestId('label-chip')).toHaveText(['Errands']);
    await page.goto('/tasks');
  });

  await test.step('online: the labels and the tasks with them reach the server; the taken name is told, not dropped', async () => {
    await context.setOffline(false);
    await expect(toasts(page).getByText('Your offline change to the label "Taken" was not saved: you already have a label with this name')).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(async () => ((await (await api.get('/api/labels')).json()) as Label[]).map((l) => l.name), { timeout: 20_000 })
      .toEqual(['Errands', 'House', 'taken']);
    const errands = ((await (await api.get('/api/labels')).json()) as Label[]).find((l) => l.name === 'Errands')!;
    await expect
      .poll(
        async () =>
          ((await (await api.get('/api/tasks')).json()) as Task[])
            .map((t) => ({ name: t.name, labels: t.labels }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        { timeout: 20_000 },
      )
      .toEqual([
        { name: 'Buy stamps', labels: [errands.id] },
        { name: 'Pay rent', labels: [errands.id] },
      ]);
    expect(errands.id).not.toBe(home.id);
    await expect(row(page, 'Buy stamps').getByTestId('pending-sync')).toHaveCount(0);
    await expect(row(page, 'Buy stamps').getByTestId('label-chip')).toHaveText(['Errands']);
  });
});

test('offline: a deleted label leaves the tasks on every screen, a label made offline filters the Task List before and after it syncs, and a refused rename shows the name the server kept', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { username, api } = await freshApprovedUser(baseURL!, 'offlab2', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Home', priority: 5 } })).json();
  const old = (await (await api.post('/api/labels', { data: { name: 'Old', color: '#dc2626' } })).json()) as Label;
  await api.post('/api/labels', { data: { name: 'Work', color: '#2563eb' } });
  const rent = (await (
    await api.post('/api/tasks', { data: { name: 'Pay rent', priority: 5, duration: 30, projectId: project.id, labels: [old.id] } })
  ).json()) as Task;
  await api.post('/api/tasks', { data: { name: 'Call mum', priority: 5, duration: 10, projectId: project.id } });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const labels = page.getByRole('list', { name: 'Labels', exact: true });
  const taskLabels = page.getByRole('group', { name: 'Task labels' }).getByTestId('label-chip');
  let tempFilter = '';

  await test.step('online once: the screens are opened, the service worker controls the page', async () => {
    await page.goto(`/tasks/${rent.id}`);
    await expect(taskLabels).toHaveText(['Old']);
    await page.goto('/task-list');
    await expect(row(page, 'Pay rent').getByTestId('label-chip')).toHaveText(['Old']);
    await page.goto('/settings#labels');
    await expect(labels.getByTestId('label-chip')).toHaveText(['Old', 'Work']);
    await page.goto('/tasks');
    await expect(row(page, 'Pay rent').getByTestId('label-chip')).toHaveText(['Old']);
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
  });

  await test.step('offline, a label deleted in Settings is gone from the tasks of Tasks, the Task List and the task page', async () => {
    await page.goto('/settings#labels');
    await labels.getByRole('button', { name: 'Delete Old' }).click();
    await page.getByRole('button', { name: 'Delete label' }).click();
    await expect(labels.getByTestId('label-chip')).toHaveText(['Work']);
    await page.goto('/tasks');
    await expect(row(page, 'Call mum')).toBeVisible();
    await expect(row(page, 'Pay rent').getByTestId('label-chip')).toHaveCount(0);
    await page.goto('/task-list');
    await expect(row(page, 'Call mum')).toBeVisible();
    await expect(row(page, 'Pay rent').getByTestId('label-chip')).toHaveCount(0);
    await page.goto(`/tasks/${rent.id}`);
    await expect(page.getByText('No labels.')).toBeVisible();
    await expect(taskLabels).toHaveCount(0);
  });

  await test.step('offline, a label made in Settings filters the Task List: only the tasks carrying it show', async () => {
    await page.goto('/settings#labels');
    const form = page.getByRole('form', { name: 'New label' });
    await form.getByRole('textbox', { name: 'New label name' }).fill('Calls');
    await form.getByRole('button', { name: 'Add label' }).click();
    await expect(labels.getByTestId('label-chip')).toHaveText(['Calls', 'Work']);
    await page.goto('/tasks');
    await page.getByLabel('Task name').fill('Ring Ann @calls');
    await page.getByLabel('Task name').press('Enter');
    await expect(row(page, 'Ring Ann').getByTestId('label-chip')).toHaveText(['Calls']);
    await page.goto('/task-list');
    await expect(row(page, 'Call mum')).toBeVisible();
    await page.getByLabel('Label filter').selectOption({ label: 'Calls' });
    await expect(page).toHaveURL(/label=-\d+/);
    await expect(page.getByTestId('task-row')).toHaveCount(1);
    await expect(row(page, 'Ring Ann')).toBeVisible();
    tempFilter = new URL(page.url()).search;
  });

  await test.step('offline, a rename whose name another device takes meanwhile', async () => {
    await page.goto('/settings#labels');
    await labels.getByRole('button', { name: 'Rename Work' }).click();
    await labels.getByRole('textbox', { name: 'New name for Work' }).fill('Office');
    await labels.getByRole('button', { name: 'Save' }).click();
    await expect(labels.getByTestId('label-chip')).toHaveText(['Calls', 'Office']);
    expect((await api.post('/api/labels', { data: { name: 'office', color: '#16a34a' } })).status()).toBe(201);
  });

  await test.step('online: the rename is told and Settings shows the server’s name at once; the delete reached the server', async () => {
    await context.setOffline(false);
    await expect(toasts(page).getByText('Your offline change to the label "Office" was not saved: you already have a label with this name')).toBeVisible({
      timeout: 30_000,
    });
    await expect(labels.getByTestId('label-chip')).toHaveText(['Calls', 'Work']);
    await expect
      .poll(async () => ((await (await api.get('/api/labels')).json()) as Label[]).map((l) => l.name), { timeout: 20_000 })
      .toEqual(['Calls', 'office', 'Work']);
    expect(((await (await api.get(`/api/tasks/${rent.id}`)).json()) as Task).labels).toEqual([]);
  });

  await test.step('online: the Task List filtered by the label made offline takes its server id and keeps filtering', async () => {
    const calls = ((await (await api.get('/api/labels')).json()) as Label[]).find((l) => l.name === 'Calls')!;
    await page.goto(`/task-list${tempFilter}`);
    await expect(page).toHaveURL(new RegExp(`label=${calls.id}(&|$)`));
    await expect(page.getByLabel('Label filter')).toHaveValue(String(calls.id));
    await expect(row(page, 'Ring Ann')).toBeVisible();
    await expect(page.getByTestId('task-row')).toHaveCount(1);
  });

  await test.step('a label deleted online stays off a task page remembered before, opened offline', async () => {
    const ann = ((await (await api.get('/api/tasks')).json()) as Task[]).find((t) => t.name === 'Ring Ann')!;
    await page.goto(`/tasks/${ann.id}`);
    await expect(taskLabels).toHaveText(['Calls']);
    await page.goto('/settings#labels');
    await labels.getByRole('button', { name: 'Delete Calls' }).click();
    await page.getByRole('button', { name: 'Delete label' }).click();
    await expect(toasts(page).getByText('Label "Calls" deleted')).toBeVisible();
    await expect(labels.getByTestId('label-chip')).toHaveText(['office', 'Work']);
    await context.setOffline(true);
    await page.goto(`/tasks/${ann.id}`);
    await expect(page.getByRole('heading', { name: 'Ring Ann' })).toBeVisible();
    await expect(page.getByText('No labels.')).toBeVisible();
    await expect(taskLabels).toHaveCount(0);
  });
});
