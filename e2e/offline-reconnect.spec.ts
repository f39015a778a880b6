import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { countRowsEveryFrame, holdReplayAnswers, watchTaskEvents } from './fixtures/liveTasks.ts';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';

// Coming back online: one tab replays the queue the tabs share, the app notices the server answers
// again without the browser's "online" event, and a replayed create shows once while its live event
// comes before the replay's answer.
const PASSWORD = 'reconnect-pass-1234';
type Task = { id: number; name: string };

async function freshUser(baseURL: string) {
  const { username, api } = await freshApprovedUser(baseURL, 'recon', PASSWORD);
  const project = (await (await api.post('/api/projects', { data: { name: 'Home', priority: 5 } })).json()) as { id: number };
  return { username, api, projectId: project.id };
}

async function serverTasks(api: APIRequestContext): Promise<Task[]> {
  const res = await api.get('/api/tasks');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Task[];
}

async function signInAndCache(page: Page, username: string, path = '/tasks') {
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto(path);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

const row = (page: Page, name: string) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function addOffline(page: Page, name: string) {
  const box = page.getByLabel('Task name');
  await box.fill(name);
  await expect(box).toHaveValue(name);
  await box.press('Enter');
  await expect(row(page, name).getByTestId('pending-sync')).toBeVisible();
}

/** The actions queued in the browser's offline queue (IndexedDB "streamline", shared by the tabs). */
function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('streamline', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('pendingActions').objectStore('pendingActions').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );
}

/**
 * Two tabs queue a create each offline and go back online together; every replay request of either
 * tab is counted, and reaches the server a second late, so both tabs have heard of the reconnect and
 * read the queue before any answer comes. Returns the requests.
 */
async function twoTabsReplay(page: Page, context: BrowserContext, baseURL: string) {
  const { username, api } = await freshUser(baseURL);
  await signInAndCache(page, username);
  const other = await context.newPage();
  await other.goto('/tasks');
  await expect(other.getByLabel('Task name')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(other.getByTestId('offline-badge')).toBeVisible();
  await addOffline(page, 'Paint the fence');
  await addOffline(other, 'Fix the gate');
  await expect.poll(() => queuedCount(page)).toBe(2);

  const replays: string[] = [];
  const countAndDelay = async (route: Route) => {
    replays.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  };
  await context.route('**/api/sync/batch', countAndDelay);
  await context.route('**/api/tasks', (route) => (route.request().method() === 'POST' ? countAndDelay(route) : route.fallback()));
  await context.setOffline(false);

  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name).sort(), { timeout: 20_000 }).toEqual(['Fix the gate', 'Paint the fence']);
  const ids = new Map((await serverTasks(api)).map((t) => [t.name, t.id]));
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('pending-sync')).toHaveCount(0, { timeout: 15_000 });
    for (const [name, id] of ids) {
      await expect(row(tab, name)).toHaveCount(1);
      await expect(row(tab, name).getByRole('link', { name, exact: true })).toHaveAttribute('href', `/tasks/${id}`);
    }
  }
  expect(await queuedCount(page)).toBe(0);
  await page.waitForTimeout(2_000); // a tab that waited for the other's run finds nothing left to send
  expect((await serverTasks(api)).map((t) => t.name).sort()).toEqual(['Fix the gate', 'Paint the fence']);
  await other.close();
  await api.dispose();
  return replays;
}

test('two tabs back online: one of them replays the queue they share, and both show the server tasks', async ({ page, context, baseURL }) => {
  expect(await twoTabsReplay(page, context, baseURL!)).toEqual(['POST /api/sync/batch']);
});

test('without Web Locks each tab replays, as before, and each task is still made once', async ({ page, context, baseURL }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined }));
  expect(await twoTabsReplay(page, context, baseURL!)).toEqual(['POST /api/sync/batch', 'POST /api/sync/batch']);
});

/** The browser's "online" events never reach the app (counted, to know one was sent). */
async function swallowOnlineEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { swallowedOnline: number };
    w.swallowedOnline = 0;
    window.addEventListener(
      'online',
      (event) => {
        w.swallowedOnline += 1;
        event.stopImmediatePropagation();
      },
      true,
    );
  });
}

const swallowed = (page: Page) => page.evaluate(() => (window as unknown as { swallowedOnline: number }).swallowedOnline);

test('back online with no "online" event from the browser: the app asks the server by itself and syncs', async ({ page, context, baseURL }) => {
  const { username, api } = await freshUser(baseURL!);
  await swallowOnlineEvents(context);
  await signInAndCache(page, username);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  // an offline reload on a slow device, as when the event once never came
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await addOffline(page, 'Return the books');

  await context.setOffline(false);
  const back = Date.now();
  // (on the slowed page the browser sends no "online" event at all; one that came would be swallowed)
  // the rechecks wait at most 15 s; the 30 s health probe alone came too late
  await expect(page.getByTestId('offline-badge')).toHaveCount(0, { timeout: 16_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name), { timeout: 5_000 }).toEqual(['Return the books']);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - back).toBeLessThan(20_000);
  await api.dispose();
});

test('offline for a while, with no "online" event: the page focused again asks the server at once', async ({ page, context, baseURL }) => {
  const { username, api } = await freshUser(baseURL!);
  await swallowOnlineEvents(context);
  await signInAndCache(page, username);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await addOffline(page, 'Book the train');
  // the rechecks after the reload (2 s, 4 s, 8 s) are spent: the next one is 15 s away
  await page.waitForTimeout(15_000);
  await context.setOffline(false);
  await expect.poll(() => swallowed(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('offline-badge')).toHaveCount(0, { timeout: 3_000 });
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name), { timeout: 5_000 }).toEqual(['Book the train']);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 5_000 });
  await api.dispose();
});

test("a task created offline shows once when its live event comes before the replay's answer", async ({ page, context, baseURL }) => {
  const { username, api, projectId } = await freshUser(baseURL!);
  const events = watchTaskEvents(page);
  await signInAndCache(page, username, `/tasks?project=${projectId}`);
  await expect(page.getByRole('form', { name: 'Quick add task' }).getByLabel('Project')).toHaveValue(String(projectId));
  await expect.poll(() => events.listening).toBe(true);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await addOffline(page, 'Post the letter');
  const frames = await countRowsEveryFrame(page, 'Post the letter');

  // the replay reaches the server (which makes the task and sends its event); its answer is held
  const { serverAnswered, release } = await holdReplayAnswers(page);
  await context.setOffline(false);
  await serverAnswered;
  await expect.poll(() => events.created, { timeout: 15_000 }).toEqual(['Post the letter']);
  await page.waitForTimeout(1_000); // the event is applied; the replay's answer is still held
  await expect(row(page, 'Post the letter')).toHaveCount(1);

  release();
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 10_000 });
  const [task] = await serverTasks(api);
  await expect(row(page, 'Post the letter').getByRole('link', { name: 'Post the letter', exact: true })).toHaveAttribute('href', `/tasks/${task.id}`);
  await page.waitForTimeout(500);
  await expect(row(page, 'Post the letter')).toHaveCount(1);
  expect(await frames.most()).toBe(1);
  expect((await serverTasks(api)).map((t) => t.name)).toEqual(['Post the letter']);
  await api.dispose();
});

test("a task created offline shows once in every tab when its live event comes before the tab swaps in the server's task", async ({
  page,
  context,
  baseURL,
}) => {
  const { username, api, projectId } = await freshUser(baseURL!);
  const events = watchTaskEvents(page);
  await signInAndCache(page, username, `/tasks?project=${projectId}`);
  const other = await context.newPage();
  const otherEvents = watchTaskEvents(other);
  await other.goto(`/tasks?project=${projectId}`);
  for (const [tab, heard] of [
    [page, events],
    [other, otherEvents],
  ] as const) {
    await expect(tab.getByRole('form', { name: 'Quick add task' }).getByLabel('Project')).toHaveValue(String(projectId));
    await expect.poll(() => heard.listening).toBe(true);
  }

  await context.setOffline(true);
  await expect(other.getByTestId('offline-badge')).toBeVisible();
  await addOffline(other, 'Water the lawn');
  await expect(row(page, 'Water the lawn').getByTestId('pending-sync')).toBeVisible(); // this tab follows the other's write
  const frames = [await countRowsEveryFrame(page, 'Water the lawn'), await countRowsEveryFrame(other, 'Water the lawn')];

  // whichever tab replays, its request reaches the server (which makes the task and sends its event); the answer is held
  const { serverAnswered, release } = await holdReplayAnswers(context);
  await context.setOffline(false);
  await serverAnswered;
  for (const heard of [events, otherEvents]) await expect.poll(() => heard.created, { timeout: 15_000 }).toEqual(['Water the lawn']);
  await page.waitForTimeout(1_000); // the events are applied; the replay's answer is still held
  for (const tab of [page, other]) await expect(row(tab, 'Water the lawn')).toHaveCount(1);

  release();
  const [task] = await serverTasks(api);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('pending-sync')).toHaveCount(0, { timeout: 10_000 });
    await expect(row(tab, 'Water the lawn').getByRole('link', { name: 'Water the lawn', exact: true })).toHaveAttribute('href', `/tasks/${task.id}`);
  }
  await page.waitForTimeout(500);
  for (const tab of [page, other]) await expect(row(tab, 'Water the lawn')).toHaveCount(1);
  expect(await Promise.all(frames.map((f) => f.most()))).toEqual([1, 1]);
  expect((await serverTasks(api)).map((t) => t.name)).toEqual(['Water the lawn']);
  await other.close();
  await api.dispose();
});
