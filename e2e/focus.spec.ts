import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Focus after a task is completed or a dialog closes, unsaved task edits, imported timer settings
// and a link field the server refuses.
const PASSWORD = 'focus-pass-1234';

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function signIn(page: Page, baseURL: string, prefix: string) {
  const { username, api } = await freshApprovedUser(baseURL, prefix, PASSWORD);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  return api;
}

async function addTasks(api: APIRequestContext, project: string, names: string[]) {
  const { id: projectId } = await call<{ id: number }>(api, 'POST', '/api/projects', { name: project, priority: 5 });
  const ids: number[] = [];
  for (const name of names) ids.push((await call<{ id: number }>(api, 'POST', '/api/tasks', { name, priority: 5, duration: 25, projectId })).id);
  return { projectId, ids };
}

/** The focused element's accessible name (or tag), never <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
  });

test('completing a task moves focus to the row that took its place, or to the heading of an emptied list', async ({ page, baseURL }) => {
  const api = await signIn(page, baseURL!, 'focusdone');
  await addTasks(api, 'Errands', ['Post the letter', 'Buy bread', 'Water plants']);
  await page.goto('/tasks');
  const group = page.getByRole('region', { name: 'Errands' });
  await expect(group.getByRole('checkbox')).toHaveCount(3);
  const order = await group.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(order).toHaveLength(3);

  await group.getByRole('checkbox', { name: order[1]! }).focus();
  await page.keyboard.press('Space');
  await expect(group.getByText('1/3 done')).toBeVisible();
  await expect.poll(() => focused(page)).toBe(order[2]);
  await page.keyboard.press('Space');
  await expect(group.getByText('2/3 done')).toBeVisible();
  // the last one gone: the one before takes the focus
  await expect.poll(() => focused(page)).toBe(order[0]);
  await page.keyboard.press('Space');
  await expect(group.getByText('All done here. 🎉')).toBeVisible();
  await expect(group.getByRole('heading', { name: 'Errands' })).toBeFocused();

  // the Task List of open tasks: "x" completes the focused row, the next row takes the focus
  await addTasks(api, 'Chores', ['Sweep', 'Dust']);
  await page.goto('/task-list?status=open');
  const list = page.getByTestId('task-list-scroller');
  await list.getByRole('listitem', { name: 'Sweep' }).focus();
  await page.keyboard.press('x');
  await expect(list.getByRole('listitem', { name: 'Sweep' })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'Dust' })).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByRole('heading', { name: 'No tasks match' })).toBeFocused();
});

test('closing a dialog whose trigger went away leaves focus on the page, not on <body>', async ({ page, baseURL }) => {
  const api = await signIn(page, baseURL!, 'focusdialog');
  const { projectId } = await addTasks(api, 'Garden', ['Plan beds', 'Rake leaves']);
  const parent = (await call<{ id: number; name: string }[]>(api, 'GET', '/api/tasks')).find((t) => t.name === 'Plan beds')!;
  await call(api, 'POST', '/api/tasks', { name: 'Buy seeds', priority: 5, duration: 10, projectId, parentId: parent.id });

  await test.step('the question about open subtasks', async () => {
    await page.goto('/tasks');
    const group = page.getByRole('region', { name: 'Garden' });
    await group.getByRole('checkbox', { name: 'Complete Plan beds' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Complete all subtasks too' }).click();
    await expect(dialog).toBeHidden();
    await expect(group.getByRole('checkbox', { name: 'Complete Plan beds' })).toHaveCount(0);
    await expect.poll(() => focused(page)).not.toBe('BODY');
    expect(await focused(page)).toBe('Complete Rake leaves');
  });

  await test.step('a delete confirmed in its dialog', async () => {
    await call(api, 'POST', '/api/links', { label: 'Docs', url: 'https://docs.example.com' });
    await call(api, 'POST', '/api/links', { label: 'Mail', url: 'https://mail.example.com' });
    await page.goto('/links');
    await page.getByRole('button', { name: 'Delete Docs' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete Docs' })).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.waitForTimeout(100); // Radix gives focus back a moment after the dialog closed
    expect(await focused(page)).not.toBe('BODY');
  });

  await test.step('a dialog cancelled gives focus back to the button that opened it', async () => {
    await page.getByRole('button', { name: 'Delete Mail' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Mail' })).toBeFocused();
  });
});

test('unsaved changes on a task page ask before they are lost', async ({ page, baseURL }) => {
  const api = await signIn(page, baseURL!, 'focusunsaved');
  const { ids } = await addTasks(api, 'Writing', ['Draft the intro']);
  // opened from the board, so Back stays in the app
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Draft the intro' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${ids[0]}$`));
  const form = page.getByRole('form', { name: 'Task details' });
  await form.getByLabel('Name').fill('Draft the introduction');

  // an in-app link: asked; Cancel stays with the edit
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).first().click();
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${ids[0]}$`));
  await expect(form.getByLabel('Name')).toHaveValue('Draft the introduction');
  await expect.poll(() => focused(page)).not.toBe('BODY');

  // a reload: the browser's own question (beforeunload)
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  await expect(form.getByLabel('Name')).toHaveValue('Draft the introduction');

  // Back: asked; "Discard changes" leaves and nothing was saved
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/tasks/${ids[0]}$`));
  expect((await call<{ name: string }>(api, 'GET', `/api/tasks/${ids[0]}`)).name).toBe('Draft the intro');

  // saved changes leave without a question
  await page.goto(`/tasks/${ids[0]}`);
  await form.getByLabel('Name').fill('Draft the opening');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Task updated')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(ask).toHaveCount(0);
});

test('imported timer settings show in the form at once; a link URL the server refuses shows under the field', async ({ page, baseURL }) => {
  const api = await signIn(page, baseURL!, 'focusimport');
  await page.goto('/settings');
  const timer = page.getByRole('form', { name: 'Pomodoro' });
  await expect(timer.getByLabel('Work (minutes)')).toHaveValue('25');
  const doc = await call<{ settings: { workDuration: number; breakDuration: number } | null }>(api, 'GET', '/api/settings/export');
  doc.settings = { ...(doc.settings ?? { notificationSound: true }), workDuration: 42, breakDuration: 7 } as typeof doc.settings;
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByLabel('Export file to import').setInputFiles({ name: 'timer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await page.getByRole('alertdialog', { name: 'Import this file?' }).getByRole('button', { name: 'Import' }).click();
  await expect(data.getByTestId('data-import-result')).toContainText('Imported');
  await expect(timer.getByLabel('Work (minutes)')).toHaveValue('42');
  await expect(timer.getByLabel('Break (minutes)')).toHaveValue('7');

  // the form's own check passes; the request is changed on its way, so the server itself refuses it
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: { url?: string } } } | null;
    if (body?.operationName !== 'AddLinkCardCreateMutation' || !body.variables?.input) return route.continue();
    body.variables.input.url = 'ftp://files.example.com';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto('/links');
  const add = page.getByRole('form', { name: 'Add link' });
  await add.getByLabel('Label').fill('Files');
  await add.getByLabel('URL').fill('https://files.example.com');
  await add.getByRole('button', { name: 'Add link' }).click();
  await expect(add.getByLabel('URL')).toHaveAccessibleDescription('URL must start with http:// or https://');
  await expect(add.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).getByText('Could not add the link')).toHaveCount(0);
});
