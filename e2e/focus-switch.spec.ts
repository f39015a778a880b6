import Database from 'better-sqlite3';
import { E2E_DB_FILE } from './fixtures/appUnderTest.ts';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';

// Focus time is never lost: starting Focus on another task while a pomodoro's work runs asks first,
// and Switch records the minutes so far on the task that was running (Cancel changes nothing).

const DB_FILE = E2E_DB_FILE;
const sqliteTime = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** Moves the user's running work phase `minutes` (and a few seconds) into its length, as if that time had passed. */
function letTheWorkRun(taskId: number, minutes: number) {
  const shift = minutes * 60_000 + 5000;
  const db = new Database(DB_FILE);
  try {
    const timer = db.prepare('SELECT "endsAt", "pomodoroSessionId" FROM "TimerState" WHERE "activeTaskId" = ?').get(taskId) as {
      endsAt: string;
      pomodoroSessionId: number;
    };
    db.prepare('UPDATE "TimerState" SET "endsAt" = ? WHERE "activeTaskId" = ?').run(sqliteTime(Date.parse(timer.endsAt) - shift), taskId);
    const session = db.prepare('SELECT "startTime" FROM "PomodoroSession" WHERE "id" = ?').get(timer.pomodoroSessionId) as { startTime: string };
    db.prepare('UPDATE "PomodoroSession" SET "startTime" = ? WHERE "id" = ?').run(sqliteTime(Date.parse(session.startTime) - shift), timer.pomodoroSessionId);
  } finally {
    db.close();
  }
}

test('switching focus mid-pomodoro asks, then records the minutes on the task that was running', async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'switch', 'switch-pass-1234');
  const project = await (await api.post('/api/projects', { data: { name: 'Launch plan', priority: 6 } })).json();
  const task = async (name: string) => (await api.post('/api/tasks', { data: { name, priority: 5, duration: 50, projectId: project.id } })).json();
  const running = await task('Write the launch post');
  const next = await task('Review the analytics');
  expect((await api.post('/api/timer/start', { data: { taskIds: [running.id] } })).ok()).toBeTruthy();
  letTheWorkRun(running.id, 12);
  expect((await page.request.post('/api/auth/login', { data: { username, password: 'switch-pass-1234' } })).ok()).toBeTruthy();

  const banner = page.getByTestId('active-task-banner');
  const dialog = page.getByRole('alertdialog');
  const timeSpent = async (id: number) =>
    ((await (await api.get('/api/tasks')).json()) as { id: number; timeSpent: number }[]).find((t) => t.id === id)?.timeSpent;

  await test.step('Focus on another task asks, naming both tasks and the minutes so far; Cancel changes nothing', async () => {
    await page.goto('/tasks');
    await expect(banner.getByTestId('banner-task-name')).toHaveText('Write the launch post');
    await page.getByRole('button', { name: 'Focus on Review the analytics' }).click();
    await expect(dialog.getByRole('heading', { name: 'Switch focus to Review the analytics?' })).toBeVisible();
    await expect(dialog.getByText('The 12 min on Write the launch post will be recorded.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/focus-switch-dialog.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner.getByTestId('banner-task-name')).toHaveText('Write the launch post');
    expect((await (await api.get('/api/timer')).json()).activeTaskId).toBe(running.id);
    expect(await timeSpent(running.id)).toBe(0);
  });

  await test.step('Switch starts the new pomodoro and records the 12 minutes once', async () => {
    await page.getByRole('button', { name: 'Focus on Review the analytics' }).click();
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner.getByTestId('banner-task-name')).toHaveText('Review the analytics');
    await expect(banner.getByTestId('timer-status')).toHaveText('Working');
    expect(await timeSpent(running.id)).toBe(12);
    expect(await timeSpent(next.id)).toBe(0);
    const sessions = await (await api.get(`/api/pomodoro?taskId=${running.id}`)).json();
    expect(sessions).toEqual([expect.objectContaining({ type: 'work', completed: false, duration: 12 })]);
  });

  await test.step('the Pomodoro screen names the same task as the banner and shows the stopped session as it ran', async () => {
    await page.goto('/pomodoro');
    await expect(page.getByRole('region', { name: 'Focus timer' }).getByTestId('timer-task-name')).toHaveText('Review the analytics');
    await expect(page.getByRole('listitem').filter({ hasText: 'Review the analytics' }).getByTestId('picker-active')).toHaveText('Active');
    await expect(page.getByTestId('picker-active')).toHaveCount(1);
    const sessions = await (await api.get(`/api/pomodoro?taskId=${running.id}`)).json();
    const sameDay = await page.evaluate((start) => new Date(start).toDateString() === new Date().toDateString(), sessions[0].startTime as string);
    if (sameDay) {
      const stopped = page.getByTestId('focus-session').filter({ hasText: 'Write the launch post' });
      await expect(stopped).toContainText('stopped early');
      await expect(stopped.getByTestId('focus-session-minutes')).toHaveText('12 min');
      await expect(page.getByTestId('focus-today')).toHaveText(/^0\s*pomodoros\s*12\s*min focused$/);
      await page.screenshot({ path: 'test-results/screens/focus-switch-pomodoro.png', fullPage: true });
      await page.goto('/');
      await expect(page.getByTestId('stat-focus')).toHaveText('12 min');
      await expect(page.getByText('0 sessions')).toBeVisible();
    }
  });
});
