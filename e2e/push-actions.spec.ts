import type { APIRequestContext, Worker } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { startPushService } from './fixtures/pushService.ts';
import { addDaysTo } from '../shared/tasks/dates.ts';
import { todayIn } from '../shared/tasks/zonedDays.ts';

// A reminder's Web Push, end to end: the server's reminder worker pushes it to a push service (a
// local one: Chromium cannot reach a real one here), the push is handed to the app's service worker,
// which shows the notification; its "Snooze 10 min" and "Complete" actions then act on the task.
const PASSWORD = 'push-actions-pass-1234';
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

type Task = { id: number; name: string; completed: boolean; reminders: Array<{ id: number; at?: string; offsetMinutes?: number }> };
type Shown = { title: string; body: string; tag: string; actions: Array<{ action: string; title: string }>; data: { taskId: number; url: string } };
// the parts of the service worker's global scope used here (the test is type-checked against the DOM's lib)
type WorkerScope = {
  registration: { getNotifications(filter?: { tag: string }): Promise<Array<Shown & { close(): void }>> };
  NotificationEvent: new (type: string, init: { notification: unknown; action: string }) => Event;
  dispatchEvent(event: Event): boolean;
};

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The notifications the service worker shows now. */
function shownNotifications(worker: Worker) {
  return worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    return (await sw.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: n.actions.map(({ action, title }) => ({ action, title })),
      data: n.data,
    }));
  });
}

/**
 * Clicks one of the shown notification's actions as the browser would: a notificationclick on the
 * worker's global scope. An event built by script may not extend its lifetime, so the work the
 * handler hands to waitUntil is caught and awaited here instead.
 */
function clickAction(worker: Worker, tag: string, action: string) {
  return worker.evaluate(
    async ({ tag, action }) => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      const event = new sw.NotificationEvent('notificationclick', { notification, action });
      let work: Promise<unknown> = Promise.resolve();
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
      sw.dispatchEvent(event);
      await work;
    },
    { tag, action },
  );
}

test("a reminder's Web Push shows Complete and Snooze 10 min, and both act on the task", async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'push', PASSWORD);
    await call(api, 'PUT', '/api/settings/profile', { timeZone: ZONE });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    const workerErrors: string[] = [];
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
      workerErrors.push(`${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`),
    );
    await cdp.send('ServiceWorker.enable');

    await page.goto('/tasks');
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/service-worker.js')) ?? (await context.waitForEvent('serviceworker'));
    await expect.poll(() => registrations.get(`${baseURL}/`)).toBeTruthy();
    const registrationId = registrations.get(`${baseURL}/`)!;

    // this browser's subscription, as the Settings switch registers it, but with the local push service's endpoint
    await call(page.request, 'POST', '/api/push/subscriptions', pushService.subscription);
    const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Garden', priority: 5 });
    const tomorrow = addDaysTo(todayIn(ZONE), 1);
    const task = await call<Task>(api, 'POST', '/api/tasks', {
      name: 'Water the plants',
      projectId: project.id,
      priority: 5,
      duration: 15,
      dueDate: tomorrow,
      dueTime: '15:00',
      reminders: [{ at: new Date(Date.now() + 2_000).toISOString() }],
    });

    const payload = await test.step('the reminder worker pushes the reminder to the push service', async () => {
      const text = await pushService.nextPush(60_000);
      expect(JSON.parse(text)).toMatchObject({ title: 'Reminder: Water the plants', taskId: task.id, tag: `reminder-${task.id}` });
      return text;
    });
    const tag = `reminder-${task.id}`;
    const deliver = async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: payload });
      const permission = await worker.evaluate(() => Notification.permission);
      await expect.poll(async () => (await shownNotifications(worker)).length, { message: `permission ${permission}; ${workerErrors.join('; ')}` }).toBe(1);
      return (await shownNotifications(worker))[0];
    };

    await test.step('the service worker shows it with "Complete" and "Snooze 10 min"', async () => {
      const shown: Shown = await deliver();
      expect(shown).toMatchObject({ title: 'Reminder: Water the plants', tag, data: { taskId: task.id, url: `/tasks/${task.id}` } });
      expect(shown.body).toMatch(/^Due .*15:00$/);
      expect(shown.actions).toEqual([
        { action: 'complete', title: 'Complete' },
        { action: 'snooze', title: 'Snooze 10 min' },
      ]);
    });

    await test.step('"Snooze 10 min" reminds again ten minutes later and closes the notification', async () => {
      const before = Date.now();
      await clickAction(worker, tag, 'snooze');
      const snoozed = await call<Task>(api, 'GET', `/api/tasks/${task.id}`);
      expect(snoozed.completed).toBe(false);
      const ats = snoozed.reminders.filter((r) => r.at).map((r) => new Date(r.at!).getTime());
      expect(ats).toHaveLength(1);
      expect(ats[0]).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000);
      expect(ats[0]).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1_000);
      expect(await shownNotifications(worker)).toEqual([]);
    });

    await test.step('"Complete" completes the task', async () => {
      // Headless Chromium at times drops a notification shown right after one with the same tag was
      // closed (seen in CI, not locally); the push is delivered again then, as a push service retries.
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: payload });
        await expect.poll(async () => (await shownNotifications(worker)).length, { timeout: 5_000 }).toBe(1);
      }).toPass({ timeout: 30_000 });
      await clickAction(worker, tag, 'complete');
      expect(await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).toMatchObject({ completed: true });
      expect(await shownNotifications(worker)).toEqual([]);
    });
  } finally {
    await pushService.close();
  }
});
