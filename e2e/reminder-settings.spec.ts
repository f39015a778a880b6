import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';
import { E2E_DATA_DIR } from './fixtures/appUnderTest.ts';
import { startPushService } from './fixtures/pushService.ts';
import { call } from './fixtures/pushWorker.ts';
import { addDaysTo } from '../shared/tasks/dates.ts';
import { deadlineInstant, todayIn } from '../shared/tasks/zonedDays.ts';

// Settings › Reminders as the user sees them work: the default reminder a new task gets, and each
// channel turned off and on again, proven by where the next reminder does and does not arrive (the
// bell, the server's outbox, which holds the e-mails of an app without a mail server, and a local
// push service standing in for the browser's). And a time zone change moving a reminder's shown time.
const PASSWORD = 'reminder-settings-pass-1234';
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

type Task = { id: number; name: string; reminders: Array<{ id: number; at?: string; offsetMinutes?: number }> };

/** The subjects of the reminder e-mails to `address` in the app's outbox. */
async function mailedReminders(address: string): Promise<string[]> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const subjects: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const text = await readFile(join(dir, file), 'utf8');
    if (!new RegExp(`^To: .*<?${address.replace(/[.+]/g, '\\$&')}>?$`, 'm').test(text)) continue;
    const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
    if (subject.startsWith('Reminder: ')) subjects.push(subject);
  }
  return subjects.sort();
}

const remindersSection = (page: Page) => page.getByRole('region', { name: 'Reminders', exact: true });
const channel = (page: Page, name: 'In the app' | 'By e-mail' | 'By push notification') =>
  remindersSection(page).getByRole('group', { name: 'Send reminders' }).getByRole('switch', { name, exact: true });

/** Clicks a channel's switch and waits until the change is saved. */
async function flip(page: Page, name: Parameters<typeof channel>[1], toast: string) {
  await channel(page, name).click();
  await expect(toasts(page).getByText(toast, { exact: true })).toBeVisible();
}

async function expectChannels(page: Page, on: { inApp: boolean; email: boolean; push: boolean }) {
  const state = async (s: Locator, checked: boolean) => (checked ? expect(s).toBeChecked() : expect(s).not.toBeChecked());
  await state(channel(page, 'In the app'), on.inApp);
  await state(channel(page, 'By e-mail'), on.email);
  await state(channel(page, 'By push notification'), on.push);
}

/** The bell's list, opened (the caller closes it with Escape): a reminder's notification in it, by its title. */
async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  return (title: string) => panel.getByTestId('notification-item').filter({ hasText: title });
}

test('Settings › Reminders: the default reminder on a new task, and each channel off and on again, as the next reminder shows', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const pushService = await startPushService();
  try {
    const { username, api } = await freshApprovedUser(baseURL!, 'remset', PASSWORD);
    const address = `${username}@streamline.test`;
    await call(api, 'PUT', '/api/settings/profile', { timeZone: ZONE });
    const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Errands', priority: 5 });
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
    // this browser's push subscription, as "Enable push on this device" registers it, with the local push service's endpoint
    await call(page.request, 'POST', '/api/push/subscriptions', pushService.subscription);
    /** A task whose reminder is due in three seconds (the server looks for due reminders every ten). */
    const remindSoon = (name: string) =>
      call<Task>(api, 'POST', '/api/tasks', {
        name,
        projectId: project.id,
        priority: 5,
        duration: 15,
        reminders: [{ at: new Date(Date.now() + 3_000).toISOString() }],
      });
    const reminderRows = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem');

    await page.goto('/settings');
    await expectChannels(page, { inApp: true, email: true, push: true });

    await test.step('"1 hour before" as the default reminder stays after a reload, and a new task with a deadline gets it', async () => {
      const select = remindersSection(page).getByLabel('Default reminder');
      await expect(select).toHaveValue('0');
      await select.selectOption({ label: '1 hour before' });
      await expect(toasts(page).getByText('Default reminder saved', { exact: true })).toBeVisible();
      await page.reload();
      await expect(select).toHaveValue('60');

      await page.goto('/tasks');
      const line = page.getByLabel('Task name');
      await line.click();
      await line.fill('Dentist tomorrow at 3pm #Errands');
      await line.press('Enter');
      await expect(line).toHaveValue('');
      const named = async () => (await call<Task[]>(api, 'GET', '/api/tasks')).find((t) => t.name === 'Dentist');
      await expect.poll(named, { timeout: 10_000 }).toBeTruthy();
      await page.goto(`/tasks/${(await named())!.id}`);
      await expect(reminderRows).toHaveCount(1);
      // the deadline is tomorrow at 15:00, so the reminder is due at 14:00 on the clock of the account
      await expect(reminderRows).toContainText('1 hour before');
      await expect(reminderRows).toContainText(/, 14:00$/);
    });

    await test.step('with e-mails off (still off after a reload) a reminder shows in the bell and is pushed, but no e-mail is sent', async () => {
      await page.goto('/settings');
      await flip(page, 'By e-mail', 'Reminder e-mails off');
      await page.reload();
      await expectChannels(page, { inApp: true, email: false, push: true });

      await remindSoon('Water the ferns');
      const bell = await openBell(page);
      // the bell's list takes new notifications live, while it is open
      await expect(bell('Reminder: Water the ferns')).toHaveCount(1, { timeout: 40_000 });
      await page.keyboard.press('Escape');
      expect(JSON.parse(await pushService.nextPush(30_000))).toMatchObject({ title: 'Reminder: Water the ferns' });
      // the channels are sent in turn: in the app, e-mail, push; after the push an e-mail would be in the outbox already
      expect(await mailedReminders(address)).toEqual([]);
    });

    await test.step('with e-mails on again and push off, the next reminder is e-mailed and in the bell, and not pushed', async () => {
      await flip(page, 'By e-mail', 'Reminder e-mails on');
      await flip(page, 'By push notification', 'Push reminders off');
      await page.reload();
      await expectChannels(page, { inApp: true, email: true, push: false });

      const task = await remindSoon('Call the bank');
      await expect.poll(() => mailedReminders(address), { timeout: 40_000 }).toEqual(['Reminder: Call the bank']);
      const bell = await openBell(page);
      await expect(bell('Reminder: Call the bank')).toHaveCount(1);
      await page.keyboard.press('Escape');
      // the task's page says the reminder went out: its delivery is over, and nothing was pushed
      await page.goto(`/tasks/${task.id}`);
      await expect(async () => {
        await page.reload();
        await expect(reminderRows).toContainText('sent or past', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(pushService.nextPush(2_000)).rejects.toThrow(/no push arrived/);
    });

    await test.step('with the bell off, the next reminder is e-mailed and pushed, and the bell does not show it', async () => {
      await page.goto('/settings');
      await flip(page, 'By push notification', 'Push reminders on');
      await flip(page, 'In the app', 'In-app reminders off');
      await page.reload();
      await expectChannels(page, { inApp: false, email: true, push: true });

      await remindSoon('Feed the cat');
      expect(JSON.parse(await pushService.nextPush(40_000))).toMatchObject({ title: 'Reminder: Feed the cat' });
      expect(await mailedReminders(address)).toEqual(['Reminder: Call the bank', 'Reminder: Feed the cat']);
      await page.reload();
      const bell = await openBell(page);
      await expect(bell('Reminder: Call the bank')).toHaveCount(1);
      await expect(bell('Reminder: Feed the cat')).toHaveCount(0);
      await page.keyboard.press('Escape');
    });

    await test.step('with every channel off Settings says reminders reach the user nowhere', async () => {
      const warning = remindersSection(page).getByText('All three are off, so your reminders reach you nowhere.');
      await expect(warning).toBeHidden();
      await flip(page, 'By e-mail', 'Reminder e-mails off');
      await flip(page, 'By push notification', 'Push reminders off');
      await expect(warning).toBeVisible();
      await page.reload();
      await expect(warning).toBeVisible();
      await flip(page, 'In the app', 'In-app reminders on');
      await expect(warning).toBeHidden();
    });
    await api.dispose();
  } finally {
    await pushService.close();
  }
});

test("a time zone changed in Settings moves a reminder's shown time; times are entered on the account's clock", async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'remzone', PASSWORD);
  await call(api, 'PUT', '/api/settings/profile', { timeZone: ZONE });
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Trips', priority: 5 });
  const tomorrow = addDaysTo(todayIn(ZONE), 1);
  const task = await call<Task>(api, 'POST', '/api/tasks', {
    name: 'Pack the bags',
    projectId: project.id,
    priority: 5,
    duration: 30,
    dueDate: tomorrow,
    dueTime: '15:00',
    reminders: [{ offsetMinutes: 60 }, { at: deadlineInstant(tomorrow, '10:00', ZONE).toISOString() }],
  });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const rows = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem');

  await test.step("in Berlin, the browser's zone too, the reminders read 14:00 and 10:00", async () => {
    await page.goto(`/tasks/${task.id}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('1 hour before');
    await expect(rows.nth(0)).toContainText(/, 14:00$/);
    await expect(rows.nth(1)).toContainText(/, 10:00$/);
    await expect(page.getByText(/your account's time zone/)).toBeHidden();
  });

  await test.step('in Settings, a default reminder the list does not offer reads as it is; the time zone is changed to Tokyo', async () => {
    // a default reminder the list does not offer (set through the API) reads as it is, not as "None"
    await call(api, 'PUT', '/api/reminders/settings', { defaultOffsetMinutes: 150 });
    await page.goto('/settings');
    const defaultReminder = remindersSection(page).getByLabel('Default reminder');
    await expect(defaultReminder).toHaveValue('150');
    await expect(defaultReminder.locator('option:checked')).toHaveText('2 hours 30 minutes before');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(toasts(page).getByText('Time zone saved', { exact: true })).toBeVisible();
  });

  await test.step("the deadline keeps 15:00 on Tokyo's clock, so the reminder before it too; the one at a set instant reads Tokyo's time of it", async () => {
    await page.goto(`/tasks/${task.id}`);
    await expect(rows.nth(0)).toContainText(/, 14:00$/);
    // 10:00 in Berlin (UTC+1 in winter, UTC+2 in summer) is 18:00 or 17:00 in Tokyo (UTC+9)
    const tokyoHour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(deadlineInstant(tomorrow, '10:00', ZONE)),
    );
    expect([17, 18]).toContain(tokyoHour);
    await expect(rows.nth(1)).toContainText(new RegExp(`, ${tokyoHour}:00$`));
    await expect(page.getByText("Times are in Asia/Tokyo, your account's time zone.")).toBeVisible();
  });

  await test.step("a reminder entered as 09:30 is at 09:30 on Tokyo's clock, though the browser is in Berlin", async () => {
    const dayAfter = addDaysTo(tomorrow, 1);
    await page.getByLabel('Reminder date and time').fill(`${dayAfter}T09:30`);
    await page.getByLabel('Reminder date and time').locator('xpath=following-sibling::button').click();
    await expect(toasts(page).getByText('Reminder added', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(/, 09:30$/);
    const saved = (await call<Task>(api, 'GET', `/api/tasks/${task.id}`)).reminders.find((r) => r.at && r.id !== task.reminders[1].id);
    expect(saved?.at).toBe(deadlineInstant(dayAfter, '09:30', 'Asia/Tokyo').toISOString());
  });
  await api.dispose();
});
