import type { APIRequestContext, Page, Route } from '@playwright/test';
import { countRowsEveryFrame, watchTaskEvents } from './fixtures/liveTasks.ts';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';

// A quick add and the live `taskChanged` event of the task it makes: the event may reach the tab
// before the create's answer, and the task must still show once.

const PASSWORD = 'own-create-pass-1234';

/**
 * Lets the page's task create reach the server (which makes the task and sends its event), but
 * hands the answer to the page only when `release` is called. `refuse` changes the request on its
 * way so that the server itself refuses it.
 */
async function holdCreateAnswer(page: Page, { refuse = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: { priority?: number } } } | null;
    if (body?.operationName !== 'taskWritesCreateMutation') return route.fallback();
    if (refuse && body.variables?.input) body.variables.input.priority = 99;
    const response = await route.fetch(refuse ? { postData: JSON.stringify(body) } : undefined);
    answered();
    await released;
    await route.fulfill({ response });
  });
  return { release, serverAnswered };
}

async function openProjectTasks(page: Page, baseURL: string, prefix: string) {
  const { username, api } = await freshApprovedUser(baseURL, prefix, PASSWORD);
  const project = (await (await api.post('/api/projects', { data: { name: 'Errands', priority: 5 } })).json()) as { id: number };
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const events = watchTaskEvents(page);
  await page.goto(`/tasks?project=${project.id}`);
  const quickAdd = page.getByRole('form', { name: 'Quick add task' });
  await expect(quickAdd.getByLabel('Project')).toHaveValue(String(project.id));
  await expect.poll(() => events.listening).toBe(true);
  const rows = (name: string) => page.getByTestId('task-row').getByRole('link', { name, exact: true });
  /** The row of the task named `name` (one): faded while it waits for its answer. */
  const row = (name: string) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name, exact: true }) });
  return { api, project, events, quickAdd, rows, row };
}

async function serverNames(api: APIRequestContext, projectId: number) {
  const res = await api.get('/api/tasks', { params: { projectId } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Array<{ name: string }>).map((t) => t.name);
}

test("a quick-added task shows once, when its live event arrives before the create's answer", async ({ page, baseURL }) => {
  const { api, project, events, quickAdd, rows, row } = await openProjectTasks(page, baseURL!, 'owncreate');
  const create = await holdCreateAnswer(page);
  const frames = await countRowsEveryFrame(page, 'Buy stamps');

  await quickAdd.getByLabel('Task name').fill('Buy stamps');
  await quickAdd.getByLabel('Task name').press('Enter');
  await expect(rows('Buy stamps')).toHaveCount(1); // the optimistic row
  await create.serverAnswered;
  await expect.poll(() => events.created).toEqual(['Buy stamps']);
  await page.waitForTimeout(1_000); // the event is applied; the answer is still held
  await expect(rows('Buy stamps')).toHaveCount(1);

  create.release();
  await expect(row('Buy stamps')).not.toHaveClass(/opacity-60/); // saved: the server's row
  await page.waitForTimeout(500);
  await expect(rows('Buy stamps')).toHaveCount(1);
  expect(await frames.most()).toBe(1);
  expect(await serverNames(api, project.id)).toEqual(['Buy stamps']);
  await api.dispose();
});

test("another tab's create of the same name, made while this tab's create waits for its answer, shows too", async ({ page, baseURL }) => {
  const { api, project, events, quickAdd, rows } = await openProjectTasks(page, baseURL!, 'twincreate');
  const create = await holdCreateAnswer(page);
  const frames = await countRowsEveryFrame(page, 'Water plants');

  await quickAdd.getByLabel('Task name').fill('Water plants');
  await quickAdd.getByLabel('Task name').press('Enter');
  await create.serverAnswered;
  expect((await api.post('/api/tasks', { data: { name: 'Water plants', priority: 5, duration: 25, projectId: project.id } })).ok()).toBeTruthy();
  await expect.poll(() => events.created).toEqual(['Water plants', 'Water plants']);
  await page.waitForTimeout(1_000); // both events are applied; this tab's answer is still held

  create.release();
  await expect(rows('Water plants')).toHaveCount(2);
  await page.waitForTimeout(500);
  await expect(rows('Water plants')).toHaveCount(2);
  expect(await frames.most()).toBe(2);
  expect(await serverNames(api, project.id)).toEqual(['Water plants', 'Water plants']);
  await api.dispose();
});

test("a create the server refuses leaves another tab's task of the same name on screen", async ({ page, baseURL }) => {
  const { api, project, events, quickAdd, rows, row } = await openProjectTasks(page, baseURL!, 'refusedcreate');
  const create = await holdCreateAnswer(page, { refuse: true });

  await quickAdd.getByLabel('Task name').fill('Call the bank');
  await quickAdd.getByLabel('Task name').press('Enter');
  await create.serverAnswered;
  expect((await api.post('/api/tasks', { data: { name: 'Call the bank', priority: 5, duration: 25, projectId: project.id } })).ok()).toBeTruthy();
  await expect.poll(() => events.created).toEqual(['Call the bank']);
  await page.waitForTimeout(1_000);

  create.release();
  await page.waitForTimeout(500);
  await expect(rows('Call the bank')).toHaveCount(1);
  await expect(row('Call the bank')).not.toHaveClass(/opacity-60/);
  expect(await serverNames(api, project.id)).toEqual(['Call the bank']);
  await api.dispose();
});
