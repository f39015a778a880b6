import Database from 'better-sqlite3';
import { E2E_DB_FILE } from './fixtures/appUnderTest.ts';
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs, Request } from '@playwright/test';
import { ADMIN, expect, test, toasts } from './fixtures/users.ts';

// The focus timer. A real 25-minute pomodoro: the pages' clocks are frozen ("asleep"), the
// server's phase end is moved to now in the test database (the server accepts a phase end only once
// it has really passed), then the pages' clocks jump 25 minutes and must show the break the server started.

type Json = Record<string, unknown>;

async function call<T = Json>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A fresh approved account (a timer of its own), signed in on the page's context. */
async function signInNewUser(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const user = { username: `focus${Date.now().toString(36)}`, password: 'focus-pass-1234', name: 'Frances Focus' };
  const baseURL = test.info().project.use.baseURL;
  const admin = await playwright.request.newContext({ baseURL });
  await call(admin, 'POST', '/api/auth/register', { ...user, email: `${user.username}@streamline.test` });
  await call(admin, 'POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
  const pending = await call<{ id: number; username: string }[]>(admin, 'GET', '/api/users/pending');
  const id = pending.find((u) => u.username === user.username)!.id;
  await call(admin, 'POST', `/api/users/${id}/approval`, { approve: true });
  await admin.dispose();
  await call(page.request, 'POST', '/api/auth/login', { username: user.username, password: user.password });
}

const DB_FILE = E2E_DB_FILE;
const sqliteTime = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** Moves the user's running work phase 25 minutes into the past, as if that time had passed on the server. */
function letTheWorkPhaseEndOnTheServer(taskId: number) {
  const db = new Database(DB_FILE);
  try {
    const timer = db.prepare('SELECT "endsAt", "pomodoroSessionId" FROM "TimerState" WHERE "activeTaskId" = ?').get(taskId) as {
      endsAt: string;
      pomodoroSessionId: number;
    };
    const shift = Date.parse(timer.endsAt) - (Date.now() - 1000);
    db.prepare('UPDATE "TimerState" SET "endsAt" = ? WHERE "activeTaskId" = ?').run(sqliteTime(Date.now() - 1000), taskId);
    const session = db.prepare('SELECT "startTime" FROM "PomodoroSession" WHERE "id" = ?').get(timer.pomodoroSessionId) as { startTime: string };
    db.prepare('UPDATE "PomodoroSession" SET "startTime" = ? WHERE "id" = ?').run(sqliteTime(Date.parse(session.startTime) - shift), timer.pomodoroSessionId);
  } finally {
    db.close();
  }
}

/**
 * Counts the page's data requests in flight (the connectivity probe of /api/health is left out: it
 * shows nothing). `settled()` resolves once none is; with the clocks paused no new one starts by
 * itself, so the pages are then asleep.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => new URL(request.url()).pathname !== '/api/health' && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { settled: () => expect.poll(() => [...inFlight].map((r) => r.url()), { intervals: [100] }).toEqual([]) };
}

/** "01:00" → 60 */
async function secondsShown(time: Locator) {
  const [m, s] = (await time.innerText()).trim().split(':').map(Number);
  return m * 60 + s;
}

/** Counts the system notifications the page shows (the real Notification still runs). */
function recordNotifications() {
  const Real = window.Notification;
  const shown: string[] = [];
  (window as unknown as { __notified: string[] }).__notified = shown;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push(title);
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Object.defineProperty(Recorded, 'requestPermission', { value: Real.requestPermission.bind(Real) });
  window.Notification = Recorded as typeof Notification;
}
const notified = (page: Page) => page.evaluate(() => (window as unknown as { __notified: string[] }).__notified.length);

test('a pomodoro on a task: counts down on every tab, breaks on time, records once and completes', async ({ page, context, playwright }) => {
  test.setTimeout(150_000);
  await signInNewUser(page, playwright);
  const project = await call<{ id: number }>(page.request, 'POST', '/api/projects', { name: 'Launch plan', priority: 6 });
  const task = await call<{ id: number }>(page.request, 'POST', '/api/tasks', {
    name: 'Write the launch post',
    priority: 9,
    duration: 50,
    projectId: project.id,
  });
  await call(page.request, 'POST', '/api/tasks', { name: 'Review the analytics', priority: 5, duration: 30, projectId: project.id });

  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNotifications);
  await page.clock.install();

  const timerCard = page.getByRole('region', { name: 'Focus timer' });
  const banner = page.getByTestId('active-task-banner');

  await test.step('the Pomodoro screen shows 25:00 and follows the settings', async () => {
    await page.goto('/pomodoro');
    await expect(timerCard.getByTestId('timer-time-left')).toHaveText('25:00');
    await expect(banner).toBeHidden();
    await expect(page.getByText('No completed sessions yet today.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/pomodoro-idle.png', fullPage: true });
    await page.getByLabel('Work (minutes)').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(timerCard.getByTestId('timer-time-left')).toHaveText('30:00');
    await expect(toasts(page).getByText('Timer settings saved')).toBeVisible();
    await page.getByLabel('Work (minutes)').fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(timerCard.getByTestId('timer-time-left')).toHaveText('25:00');
  });

  await test.step('Start on a task: Working, the banner and the title count down', async () => {
    await page.getByRole('listitem').filter({ hasText: 'Write the launch post' }).getByRole('checkbox').check();
    await timerCard.getByRole('button', { name: 'Start' }).click();
    await expect(timerCard.getByTestId('timer-status')).toHaveText('Working');
    await expect(banner.getByTestId('banner-task-name')).toHaveText('Write the launch post');
    await expect(banner.getByText('High Priority')).toBeVisible();
    await expect(banner.getByText('Launch plan')).toBeVisible();
    await expect(banner.getByTestId('timer-status')).toHaveText('Working');
    await expect(page).toHaveTitle(/^2[45]:\d\d · Working — Streamline$/);
    const server = await call<{ status: string; activeTaskId: number }>(page.request, 'GET', '/api/timer');
    expect(server).toMatchObject({ status: 'running', activeTaskId: task.id });
  });

  await test.step('Pause and Resume', async () => {
    await banner.getByRole('button', { name: 'Pause' }).click();
    await expect(banner.getByTestId('timer-status')).toHaveText('Paused');
    await expect(page).toHaveTitle('Streamline');
    await banner.getByRole('button', { name: 'Resume' }).click();
    await expect(banner.getByTestId('timer-status')).toHaveText('Working');
  });

  await test.step('a reload in the middle keeps the countdown going', async () => {
    const before = await secondsShown(timerCard.getByTestId('timer-time-left'));
    await page.reload();
    await expect(timerCard.getByTestId('timer-status')).toHaveText('Working');
    const after = await secondsShown(timerCard.getByTestId('timer-time-left'));
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 10);
    await page.screenshot({ path: 'test-results/screens/pomodoro-running.png', fullPage: true });
  });

  const second = await context.newPage();
  const requests = [trackRequests(page), trackRequests(second)];
  const secondBanner = second.getByTestId('active-task-banner');
  await test.step('a second tab shows the same countdown in the banner', async () => {
    await second.goto('/');
    await expect(secondBanner.getByTestId('banner-task-name')).toHaveText('Write the launch post');
    const [a, b] = await Promise.all([secondsShown(banner.getByTestId('banner-time-left')), secondsShown(secondBanner.getByTestId('banner-time-left'))]);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
    await secondBanner.screenshot({ path: 'test-results/screens/pomodoro-banner.png' });
    await second.screenshot({ path: 'test-results/screens/pomodoro-banner-dashboard.png' });
    await second.setViewportSize({ width: 390, height: 844 });
    await expect(secondBanner.getByRole('button', { name: 'Pause' })).toBeVisible();
    await second.screenshot({ path: 'test-results/screens/pomodoro-banner-mobile.png' });
  });

  await test.step('both tabs sleep through the end of the work; on waking they show the break', async () => {
    await page.clock.pauseAt(Date.now() + 500);
    // a refetch the jump set off (the second tab's Dashboard asks again after the events its subscription replays) ends before the server's phase does
    for (const tab of requests) await tab.settled();
    const frozen = await secondsShown(banner.getByTestId('banner-time-left'));
    letTheWorkPhaseEndOnTheServer(task.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // asleep: nothing moved on the pages while the server's phase ran out
    expect(await secondsShown(banner.getByTestId('banner-time-left'))).toBe(frozen);
    await page.clock.fastForward('25:00');
    await page.clock.resume();

    for (const tab of [page, second]) {
      await expect(tab.getByTestId('active-task-banner').getByTestId('timer-status')).toHaveText('Break');
      await expect(tab.getByTestId('active-task-banner').getByTestId('banner-time-left')).toHaveText(/^0[45]:\d\d$/);
    }
    await expect(timerCard.getByTestId('timer-status')).toHaveText('Break');
    await expect(page).toHaveTitle(/^0[45]:\d\d · Break — Streamline$/);
    await expect(toasts(page).getByText('Pomodoro complete')).toBeVisible();
    // the chime and the system notification come from one tab only
    await expect.poll(async () => (await notified(page)) + (await notified(second))).toBe(1);
    await page.screenshot({ path: 'test-results/screens/pomodoro-break.png', fullPage: true });
  });

  await test.step('the server recorded the work once: time spent, a completed work session and a break', async () => {
    const tasks = await call<{ id: number; timeSpent: number }[]>(page.request, 'GET', '/api/tasks');
    expect(tasks.find((t) => t.id === task.id)?.timeSpent).toBe(25);
    const sessions = await call<{ type: string; completed: boolean; duration: number; startTime: string }[]>(
      page.request,
      'GET',
      `/api/pomodoro?taskId=${task.id}`,
    );
    const work = sessions.filter((s) => s.type === 'work');
    expect(work).toEqual([expect.objectContaining({ completed: true, duration: 25 })]);
    expect(sessions.filter((s) => s.type === 'break')).toEqual([expect.objectContaining({ completed: false, duration: 5 })]);
    // "today" is the page's day: the clock was moved 25 minutes on, which can take it past midnight
    const sameDay = await page.evaluate((start) => new Date(start).toDateString() === new Date().toDateString(), work[0].startTime);
    if (sameDay) {
      await expect(page.getByTestId('focus-session')).toHaveCount(1);
      await expect(page.getByTestId('focus-session')).toContainText('Write the launch post');
      await expect(page.getByTestId('focus-today')).toHaveText(/^1\s*pomodoro\s*25\s*min focused$/);
    } else {
      // the session belongs to yesterday: today's list is empty
      await expect(page.getByTestId('focus-session')).toHaveCount(0);
      await expect(page.getByText('No completed sessions yet today.')).toBeVisible();
    }
  });

  await test.step('Complete clears the active task on every tab', async () => {
    await banner.getByRole('button', { name: 'Complete' }).click();
    await expect(toasts(page).getByText('Task completed')).toBeVisible();
    await expect(toasts(page).getByText('Write the launch post')).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(secondBanner).toBeHidden();
    await expect(page).toHaveTitle('Streamline');
    const tasks = await call<{ id: number; completed: boolean }[]>(page.request, 'GET', '/api/tasks');
    expect(tasks.find((t) => t.id === task.id)?.completed).toBe(true);
    const server = await call<{ activeTaskId: number | null }>(page.request, 'GET', '/api/timer');
    expect(server.activeTaskId).toBeNull();
  });
});
