import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { startPushService } from './fixtures/pushService.ts';
import { call, clickAction, openWithServiceWorker, shownNotifications, type Shown } from './fixtures/pushWorker.ts';
import { addDaysTo } from '../shared/tasks/dates.ts';
import { todayIn } from '../shared/tasks/zonedDays.ts';

// A reminder's Web Push, end to end: the server's reminder worker pushes it to a push service (a
// local one: Chromium cannot reach a real one here), the push is handed to the app's service worker,
// which shows the notification; its "Snooze 10 min" and "Complete" actions then act on the task.
const PASSWORD = 'push-actions-pass-1234';
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

type Task = { id: number; name: string; completed: boolean; reminders: Array<{ id: number; at?: string; offsetMinutes?: number }> };

test("a reminder's Web Push shows Complete and Snooze 10 min, and both act on the task", async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'push', PASSWORD);
    await call(api, 'PUT', '/api/settings/profile', { timeZone: ZONE });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

    const { worker, deliver } = await openWithServiceWorker(page, context, baseURL!, '/tasks');

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

    await test.step('the service worker shows it with "Complete" and "Snooze 10 min"', async () => {
      const shown: Shown = await deliver(payload, tag);
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
      await deliver(payload, tag);
      await clickAction(worker, tag, 'complete');
      expect(await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).toMatchObject({ completed: true });
      expect(await shownNotifications(worker)).toEqual([]);
    });
  } finally {
    await pushService.close();
  }
});
