import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';
import { startPushService } from './fixtures/pushService.ts';
import { call, clickAction, openWithServiceWorker, shownNotifications } from './fixtures/pushWorker.ts';

// A reminder notification's "Complete" taken offline: the service worker queues it in the app's
// offline queue, as the reminder's user's, and the app replays it with that user's session when the
// device is back online (docs/offline.md).
const PASSWORD = 'push-offline-pass-1234';

type Task = { id: number; name: string; completed: boolean; reminders: Array<{ id: number; at?: string }> };
type Queued = { entityId: number | string; ownerId?: number | null; queuedBy?: string; data: { method: string; url: string; body: string | null } };

/** The actions waiting in the app's offline queue (every user's), read where it runs (a page or the service worker). */
const readQueue = () =>
  new Promise<Queued[]>((resolve, reject) => {
    const open = indexedDB.open('streamline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('pendingActions').objectStore('pendingActions').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        open.result.close();
        resolve(read.result as Queued[]);
      };
    };
  });

function queuedActions(where: Page | Worker): Promise<Queued[]> {
  return 'mainFrame' in where ? where.evaluate(readQueue) : where.evaluate(readQueue);
}

async function userIdOf(api: APIRequestContext) {
  return (await call<{ user: { id: number } }>(api, 'GET', '/api/auth/check')).user.id;
}

/** A task of `api`'s user with a reminder two seconds from now, and its push as the push service got it. */
async function remindedTask(api: APIRequestContext, pushService: Awaited<ReturnType<typeof startPushService>>, name: string, projectId?: number) {
  const project = projectId ? { id: projectId } : await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Errands', priority: 5 });
  const task = await call<Task>(api, 'POST', '/api/tasks', {
    name,
    projectId: project.id,
    priority: 5,
    duration: 15,
    reminders: [{ at: new Date(Date.now() + 2_000).toISOString() }],
  });
  const payload = await pushService.nextPush(60_000);
  expect(JSON.parse(payload)).toMatchObject({ title: `Reminder: ${name}`, taskId: task.id, userId: await userIdOf(api) });
  return { task, payload, tag: `reminder-${task.id}` };
}

/** The app closes: only the service worker is left. */
async function closeTheApp(page: Page, worker: Worker) {
  await page.goto('about:blank');
  const windowsOfTheApp = () =>
    worker.evaluate(async () => {
      const sw = self as unknown as { clients: { matchAll(options: { type: string; includeUncontrolled: boolean }): Promise<unknown[]> } };
      return (await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })).length;
    });
  await expect.poll(windowsOfTheApp).toBe(0);
}

/** The device is back online, and the worker gets the sync event Chromium fires then (dispatched here as it would be). */
async function backOnlineWithNoWindow(context: BrowserContext, worker: Worker) {
  await context.setOffline(false);
  await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
  await worker.evaluate(async () => {
    const sw = self as unknown as { SyncEvent: new (type: string, init: { tag: string }) => Event; dispatchEvent(event: Event): boolean };
    const event = new sw.SyncEvent('sync', { tag: 'streamline-push-actions' });
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
    sw.dispatchEvent(event);
    await work;
  });
}

test('"Complete" taken offline is queued, and the task is completed once the device is back online', async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'pushoff', PASSWORD);
    const me = await userIdOf(api);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
    const { worker, deliver } = await openWithServiceWorker(page, context, baseURL!, '/tasks');
    await call(page.request, 'POST', '/api/push/subscriptions', pushService.subscription);
    const { task, payload, tag } = await remindedTask(api, pushService, 'Buy stamps');
    await deliver(payload, tag);

    await test.step('offline, "Complete" queues the completion as the signed-in user\'s and says so', async () => {
      await context.setOffline(true);
      await expect(toasts(page).getByText("You're offline")).toBeVisible();
      await clickAction(worker, tag, 'complete');
      expect(await shownNotifications(worker)).toEqual([
        expect.objectContaining({ title: 'Completed offline', body: '"Buy stamps" will be marked complete when you are back online.', tag, actions: [] }),
      ]);
      const queued = await queuedActions(page);
      expect(queued).toEqual([
        expect.objectContaining({
          entityId: task.id,
          ownerId: me,
          queuedBy: 'push',
          data: expect.objectContaining({ method: 'PATCH', url: `/api/tasks/${task.id}` }),
        }),
      ]);
      expect(JSON.parse(queued[0].data.body!)).toMatchObject({ completed: true, offlineEdit: { changedAt: { completed: expect.any(String) } } });
      expect(await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).toMatchObject({ completed: false });
    });

    await test.step('back online, the app replays it: the task is completed and the queue is empty', async () => {
      await context.setOffline(false);
      await expect.poll(async () => (await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).completed, { timeout: 20_000 }).toBe(true);
      await expect.poll(() => queuedActions(page)).toEqual([]);
    });
  } finally {
    await context.setOffline(false);
    await pushService.close();
  }
});

test("an action queued offline for one user is never replayed with another user's session", async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  try {
    const owner = await freshApprovedUser(baseURL!, 'pushown', PASSWORD);
    const other = await freshApprovedUser(baseURL!, 'pushoth', PASSWORD);
    const ownerId = await userIdOf(owner.api);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // the other user is signed in in this browser; the owner's reminders still reach it (a subscription of theirs)
    expect((await page.request.post('/api/auth/login', { data: { username: other.username, password: PASSWORD } })).ok()).toBeTruthy();
    const { worker, deliver } = await openWithServiceWorker(page, context, baseURL!, '/tasks');
    await call(owner.api, 'POST', '/api/push/subscriptions', pushService.subscription);
    const { task, payload, tag } = await remindedTask(owner.api, pushService, 'Renew passport');
    await deliver(payload, tag);

    await test.step("online, the other user's session does not act on it: the task opens instead", async () => {
      await clickAction(worker, tag, 'complete');
      await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
      expect(await call<Task>(owner.api, 'GET', `/api/tasks/${task.id}`)).toMatchObject({ completed: false });
    });

    await deliver(payload, tag);
    await context.setOffline(true);
    await expect(toasts(page).getByText("You're offline")).toBeVisible();
    await clickAction(worker, tag, 'complete');
    expect(await queuedActions(page)).toEqual([expect.objectContaining({ entityId: task.id, ownerId })]);

    await test.step("back online with the other user's session: it stays queued, the task open", async () => {
      await context.setOffline(false);
      await expect(toasts(page).getByText('Back online')).toBeVisible();
      await page.waitForTimeout(3_000); // the other user's sync has run by now
      expect(await queuedActions(page)).toEqual([expect.objectContaining({ entityId: task.id, ownerId })]);
      expect(await call<Task>(owner.api, 'GET', `/api/tasks/${task.id}`)).toMatchObject({ completed: false });
    });

    await test.step('once its user signs in again, it is replayed', async () => {
      expect((await page.request.post('/api/auth/login', { data: { username: owner.username, password: PASSWORD } })).ok()).toBeTruthy();
      await page.reload();
      await expect.poll(async () => (await call<Task>(owner.api, 'GET', `/api/tasks/${task.id}`)).completed, { timeout: 20_000 }).toBe(true);
      await expect.poll(() => queuedActions(page)).toEqual([]);
    });
  } finally {
    await context.setOffline(false);
    await pushService.close();
  }
});

test('with no window of the app open, Background Sync replays a "Snooze 10 min" taken offline through the batch', async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'pushbg', PASSWORD);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
    const { worker, deliver } = await openWithServiceWorker(page, context, baseURL!, '/tasks');
    await call(page.request, 'POST', '/api/push/subscriptions', pushService.subscription);
    const { task, payload, tag } = await remindedTask(api, pushService, 'Call the dentist');
    await deliver(payload, tag);

    await context.setOffline(true);
    await expect(toasts(page).getByText("You're offline")).toBeVisible();
    await clickAction(worker, tag, 'snooze');
    expect(await shownNotifications(worker)).toEqual([]);
    expect(await queuedActions(worker)).toEqual([
      expect.objectContaining({ entityId: task.id, data: expect.objectContaining({ method: 'POST', url: `/api/tasks/${task.id}/snooze` }) }),
    ]);

    await closeTheApp(page, worker);
    const before = Date.now(); // a snooze replayed reminds ten minutes after its replay
    await backOnlineWithNoWindow(context, worker);
    const snoozedAt = async () => {
      const ats = (await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).reminders.filter((r) => r.at).map((r) => Date.parse(r.at!));
      return ats.length === 1 && ats[0] >= before + 10 * 60_000 - 1_000;
    };
    await expect.poll(snoozedAt).toBe(true);
    await expect.poll(() => queuedActions(worker)).toEqual([]);
  } finally {
    await context.setOffline(false);
    await pushService.close();
  }
});

test('after the worker alone replayed "Complete" and "Snooze 10 min", the app opened offline shows the task completed and the reminder snoozed', async ({
  page,
  context,
  baseURL,
}) => {
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'pushseen', PASSWORD);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
    const { worker, deliver } = await openWithServiceWorker(page, context, baseURL!, '/tasks');
    await call(page.request, 'POST', '/api/push/subscriptions', pushService.subscription);
    const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Chores', priority: 5 });
    const plants = await remindedTask(api, pushService, 'Water the plants', project.id);
    const table = await remindedTask(api, pushService, 'Book a table', project.id);
    await deliver(plants.payload, plants.tag);
    await deliver(table.payload, table.tag);

    await test.step('online, the app shows (and remembers) both tasks open, the reminder sent', async () => {
      await page.goto(`/tasks/${plants.task.id}`);
      await expect(page.getByRole('checkbox', { name: 'Complete Water the plants' })).toHaveAttribute('aria-checked', 'false');
      await page.goto(`/tasks/${table.task.id}`);
      await expect(page.getByRole('list', { name: 'Reminders' }).getByRole('listitem')).toHaveText([/sent or past/]);
      await page.goto('/tasks');
      await expect(page.getByRole('region', { name: 'Chores' }).getByText('0/2 done')).toBeVisible();
    });

    // with no window of the app open, both actions are taken offline, then replayed by the worker alone
    await closeTheApp(page, worker);
    await context.setOffline(true);
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);
    await clickAction(worker, plants.tag, 'complete');
    await clickAction(worker, table.tag, 'snooze');
    expect(await queuedActions(worker)).toHaveLength(2);
    await backOnlineWithNoWindow(context, worker);
    await expect.poll(() => queuedActions(worker)).toEqual([]);
    expect(await call<Task>(api, 'GET', `/api/tasks/${plants.task.id}`)).toMatchObject({ completed: true });
    const snoozed = (await call<Task>(api, 'GET', `/api/tasks/${table.task.id}`)).reminders;
    expect(snoozed).toEqual([expect.objectContaining({ at: expect.any(String) })]);

    await test.step('the app opened offline shows what the worker replayed, with nothing pending', async () => {
      await context.setOffline(true);
      await page.goto(`/tasks/${plants.task.id}`);
      await expect(page.getByRole('checkbox', { name: 'Complete Water the plants' })).toHaveAttribute('aria-checked', 'true');
      await page.goto(`/tasks/${table.task.id}`);
      const hhmm = await page.evaluate((at) => new Date(at).toTimeString().slice(0, 5), snoozed[0].at!);
      const reminders = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem');
      await expect(reminders).toHaveText([new RegExp(`, ${hhmm}$`)]);
      await page.goto('/tasks');
      const chores = page.getByRole('region', { name: 'Chores' });
      await expect(chores.getByText('1/2 done')).toBeVisible();
      await expect(chores.getByRole('checkbox', { name: 'Complete Book a table' })).toBeVisible();
      await expect(chores.getByTestId('pending-sync')).toHaveCount(0);
    });
  } finally {
    await context.setOffline(false);
    await pushService.close();
  }
});
