import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { morningZone } from './fixtures/morningZone.ts';

// Long task lists load page by page and render only what is near the screen.
const PASSWORD = 'scale-pass-1234';

const freshUser = (baseURL: string) => freshApprovedUser(baseURL, 'scale', PASSWORD);

async function createProject(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.post('/api/projects', { data: { name, priority: 5 } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

/** Creates the tasks one after another, so their positions follow the order of `names`. */
async function createTasks(api: APIRequestContext, projectId: number, names: string[]) {
  for (const name of names) {
    const res = await api.post('/api/tasks', { data: { name, priority: 5, duration: 25, projectId } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

/**
 * A new user signed in on `page` with 201 open tasks: "Hidden needle" (described "far down") has the
 * lowest priority and was made first, so it is the last in a picker's priority order, beyond its 200.
 */
async function signedInWithHiddenNeedle(page: Page, baseURL: string): Promise<APIRequestContext> {
  const { username, api } = await freshUser(baseURL);
  const projectId = await createProject(api, 'Backlog');
  const res = await api.post('/api/tasks', { data: { name: 'Hidden needle', description: 'far down', priority: 1, duration: 25, projectId } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await createTasks(
    api,
    projectId,
    Array.from({ length: 200 }, (_, i) => `Routine ${String(i + 1).padStart(3, '0')}`),
  );
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  return api;
}

test('the Task List loads more tasks as it scrolls and shows every one in order', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { username, api } = await freshUser(baseURL!);
  const projectId = await createProject(api, 'Archive');
  // more than the first page (100) and the next one (300): three loads in all
  const names = Array.from({ length: 430 }, (_, i) => `Item ${String(i + 1).padStart(3, '0')}`);
  await createTasks(api, projectId, names);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/task-list');
  const scroller = page.getByTestId('task-list-scroller');
  await expect(scroller.getByRole('listitem').first()).toHaveAccessibleName(names[0]);
  await expect(page.getByTestId('task-count')).toHaveText(`100 of ${names.length} tasks`);

  // scroll a screen at a time, noting each row's name by its place in the list
  const seen = new Map<number, string>();
  for (let step = 0; step < 400; step++) {
    const rows = await scroller
      .locator('li[data-index]')
      .evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-index')), el.getAttribute('aria-label') ?? ''] as const));
    for (const [index, name] of rows) seen.set(index, name);
    const atEnd = await scroller.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    if (atEnd && seen.size >= names.length) break;
    await scroller.evaluate((el) => (el.scrollTop += el.clientHeight));
    await page.waitForTimeout(50);
  }
  await expect(page.getByTestId('task-count')).toHaveText(`${names.length} of ${names.length} tasks`);
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(names.map((_, i) => i));
  expect(names.map((_, i) => seen.get(i))).toEqual(names);

  // the keyboard jumps across the whole list: the row it moves to is scrolled in and focused
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  await scroller.locator('li[data-index]').last().focus();
  await page.keyboard.press('Home');
  await expect.poll(focused).toBe(names[0]);
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe(names[1]);
  await page.keyboard.press('End');
  await expect.poll(focused).toBe(names[names.length - 1]);
  await page.keyboard.press('ArrowUp');
  await expect.poll(focused).toBe(names[names.length - 2]);
  await api.dispose();
});

test('the Tasks screen renders a group far down the page once it is scrolled to', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { username, api } = await freshUser(baseURL!);
  const projects = ['North', 'East', 'South', 'West', 'Centre', 'Far away'];
  for (const name of projects) {
    const projectId = await createProject(api, name);
    await createTasks(
      api,
      projectId,
      Array.from({ length: 12 }, (_, i) => `${name} task ${i + 1}`),
    );
  }
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/tasks');
  const first = page.getByRole('region', { name: 'North' });
  await expect(first.getByTestId('task-row')).toHaveCount(12);
  const last = page.getByRole('region', { name: 'Far away' });
  await expect(last.getByText('0/12 done')).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByTestId('task-row')).toHaveCount(12);
  await expect(last.getByRole('link', { name: 'Far away task 12' })).toBeVisible();
  await last.getByRole('checkbox', { name: 'Complete Far away task 12' }).click();
  await expect(last.getByText('1/12 done')).toBeVisible();
  await api.dispose();
});

test('a user with more than 100 projects sees every one: on the board, in the pickers and on the Projects screen', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { username, api } = await freshUser(baseURL!);
  let lastId = 0;
  for (let i = 1; i <= 120; i++) lastId = await createProject(api, `Area ${String(i).padStart(3, '0')}`);
  await createTasks(api, lastId, ['Deep in the last project']);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto(`/tasks?project=${lastId}`);
  await expect(page.getByText('Showing Area 120')).toBeVisible();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Deep in the last project' })).toBeVisible();
  // the quick add offers the 120th project too
  await expect(page.getByRole('combobox', { name: 'Project' }).getByRole('option', { name: 'Area 120' })).toHaveCount(1);

  await page.goto('/projects');
  // the 120 and the Inbox the account came with
  await expect(page.getByText(/^121 projects · 0 of 1 tasks done$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Area 120' })).toBeVisible();
  // the Dashboard reads past the first 100 too: the one project in progress is the last
  await page.goto('/');
  await expect(page.getByTestId('stat-projects')).toHaveText('1');
  await api.dispose();
});

test("Today's priorities picker finds an open task beyond the 200 it lists, through the server's search", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await signedInWithHiddenNeedle(page, baseURL!);

  await page.goto('/today');
  await page.getByRole('button', { name: 'Priorities' }).click();
  const options = page.getByRole('listbox', { name: 'Priorities' }).getByRole('option');
  await expect(options.filter({ hasText: 'Routine 200' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Hidden needle' })).toHaveCount(0);
  const listbox = page.getByRole('listbox', { name: 'Priorities' });
  await page.getByRole('textbox', { name: 'Search priorities' }).fill('no such task');
  await expect(listbox).toContainText('Nothing matches.');
  // nothing loaded matches: the picker says it is asking the server (after a 200 ms pause) until it answers
  await page.getByRole('textbox', { name: 'Search priorities' }).fill('needle');
  await expect(listbox).toContainText('Searching…');
  await expect(options.filter({ hasText: 'Hidden needle' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/today-priorities-search.png' });
  await options.filter({ hasText: 'Hidden needle' }).getByRole('button').click();
  await expect(page.getByRole('list', { name: 'Planned first' })).toContainText('Hidden needle');
  await api.dispose();
});

test.describe(() => {
  test.use({ timezoneId: morningZone() });

  test("Today's add-a-session picker finds an open task beyond the 200 it lists and plans a session for it", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const api = await signedInWithHiddenNeedle(page, baseURL!);

    await page.goto('/today');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByTestId('schedule-session').first()).toBeVisible();
    const needleSessions = page.getByRole('article', { name: 'Hidden needle' });
    const before = await needleSessions.count();

    const form = page.getByRole('form', { name: 'Add a session' });
    await expect(form.getByRole('button', { name: 'Add session' })).toBeDisabled();
    await form.getByLabel('Task').click();
    const options = page.getByRole('listbox', { name: 'Tasks' }).getByRole('option');
    await expect(options.filter({ hasText: 'Routine 200' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Hidden needle' })).toHaveCount(0);
    // found by its description, through the server
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('far down');
    await expect(options.filter({ hasText: 'Hidden needle' })).toBeVisible();
    await options.filter({ hasText: 'Hidden needle' }).getByRole('button').click();
    await expect(page.getByRole('listbox', { name: 'Tasks' })).toHaveCount(0);
    await expect(form.getByLabel('Task')).toHaveText('Hidden needle');
    await page.screenshot({ path: 'test-results/screens/today-add-session-picked.png' });
    await form.getByRole('button', { name: 'Add session' }).click();
    await expect(needleSessions).toHaveCount(before + 1);
    await api.dispose();
  });
});

test("the bell's list loads older notifications as it is scrolled, down to the first one", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { username, api } = await freshUser(baseURL!);
  // 130 notifications through the data import (the way a moved account brings its history)
  const file = await (await api.get('/api/settings/export')).json();
  const now = Date.now();
  const notes = Array.from({ length: 130 }, (_, i) => ({
    id: i + 1,
    type: 'system',
    action: 'info',
    title: `Note ${String(i + 1).padStart(3, '0')}`,
    message: `Number ${i + 1}, newest first`,
    timestamp: new Date(now - (i + 1) * 60_000).toISOString(),
    read: true,
    data: null,
  }));
  const imported = await api.post('/api/settings/import', { data: { ...file, notifications: notes } });
  expect(imported.ok(), await imported.text()).toBeTruthy();
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/tasks');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification-item').filter({ hasText: /Note \d{3}/ });
  await expect(items.first()).toContainText('Note 001');
  // the first page (50, with the account's own "approved" notice) ends well before the oldest
  await expect(items.filter({ hasText: 'Note 049' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Note 130' })).toHaveCount(0);
  expect(await items.count()).toBeLessThanOrEqual(50);
  const viewport = panel.locator('[data-radix-scroll-area-viewport]');
  for (let step = 0; step < 20 && (await items.count()) < 130; step++) {
    await viewport.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(200);
  }
  await expect(items).toHaveCount(130);
  const titles = await items.evaluateAll((els) => els.map((el) => /Note \d{3}/.exec(el.textContent ?? '')?.[0]));
  expect(titles).toEqual(notes.map((n) => n.title));
  await api.dispose();
});
