import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { addDaysTo } from '../shared/tasks/dates.ts';
import { todayIn } from '../shared/tasks/zonedDays.ts';
import { dayHeading, weekStart } from '../web/src/features/agenda/agendaDays.ts';

// Repeating tasks on Upcoming and the Calendar: each later occurrence shows on its day, marked as a
// repeat; it opens the task and cannot be dragged; completing the task moves the current one on.
const PASSWORD = 'recurring-agenda-pass-1234';
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

type Task = { id: number; name: string; dueDate: string | null; dueTime: string | null };

async function call<T>(api: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await api.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const weekCell = (page: Page, target: string) => page.locator(`[data-drop="${target}"]`);

test('a daily and a weekly task show their later occurrences on Upcoming and the Calendar week; an occurrence opens the task; completing it moves the series on', async ({
  page,
  baseURL,
}) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'repeat', PASSWORD);
  await call(api, 'PUT', '/api/settings/profile', { timeZone: ZONE });
  const today = todayIn(ZONE);
  // the Monday of next week, whatever today is
  const nextMonday = addDaysTo(weekStart(today), 7);
  const project = await call<{ id: number }>(api, 'POST', '/api/projects', { name: 'Team', priority: 5 });
  const make = (name: string, fields: Record<string, unknown>) =>
    call<Task>(api, 'POST', '/api/tasks', { name, priority: 9, duration: 15, projectId: project.id, ...fields });
  const standup = await make('Standup', { dueDate: today, dueTime: '09:00', recurrence: 'FREQ=DAILY' });
  await make('Weekly review', { dueDate: nextMonday, recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  const upcomingDays = [0, 1, 2, 3, 4, 5, 6].map((i) => addDaysTo(today, i));
  await test.step('Upcoming shows Standup on today as the task and on each next day as a repeat at 09:00', async () => {
    await page.goto('/upcoming');
    const todays = section(page, 'Today');
    await expect(todays.getByTestId('task-row').filter({ hasText: 'Standup' })).toBeVisible();
    await expect(todays.getByTestId('occurrence-row')).toHaveCount(0);
    for (const day of upcomingDays.slice(1)) {
      const repeat = section(page, dayHeading(day, today)).getByTestId('occurrence-row').filter({ hasText: 'Standup' });
      await expect(repeat).toBeVisible();
      await expect(repeat).toContainText('09:00');
      await expect(repeat.getByLabel('Repeats')).toBeVisible();
      await expect(repeat.getByRole('checkbox')).toHaveCount(0);
    }
    // the weekly task is on next Monday as itself when that is one of the seven days
    if (upcomingDays.includes(nextMonday)) {
      await expect(section(page, dayHeading(nextMonday, today)).getByTestId('task-row').filter({ hasText: 'Weekly review' })).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/screens/upcoming-repeats.png', fullPage: true });
  });

  await test.step("the Calendar week shows this week's later occurrences, none before today", async () => {
    await page.goto(`/calendar?view=week&day=${today}`);
    await expect(page.getByTestId('calendar-week')).toBeVisible();
    await expect(weekCell(page, `hour:${today}:09`).getByTestId('calendar-task')).toContainText('Standup');
    // the series' own chip, on its current deadline, says it repeats too
    await expect(weekCell(page, `hour:${today}:09`).getByTestId('calendar-task').getByLabel('Repeats')).toBeVisible();
    for (let i = 0; i < 7; i++) {
      const day = addDaysTo(weekStart(today), i);
      await expect(weekCell(page, `hour:${day}:09`).getByTestId('calendar-occurrence')).toHaveCount(day > today ? 1 : 0);
    }
  });

  await test.step('next week: Standup repeats every day at 09:00, the weekly task is on its Monday as itself', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`day=${addDaysTo(today, 7)}`));
    for (let i = 0; i < 7; i++) {
      const repeat = weekCell(page, `hour:${addDaysTo(nextMonday, i)}:09`).getByTestId('calendar-occurrence');
      await expect(repeat).toContainText('09:00Standup');
      await expect(repeat.getByLabel('Repeats')).toBeVisible();
    }
    await expect(weekCell(page, `day:${nextMonday}`).getByTestId('calendar-task')).toContainText('Weekly review');
    await expect(weekCell(page, `day:${nextMonday}`).getByTestId('calendar-occurrence')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/calendar-week-repeats.png', fullPage: true });
  });

  await test.step('the week after: the weekly task repeats on its Monday', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    const monday = addDaysTo(nextMonday, 7);
    await expect(weekCell(page, `day:${monday}`).getByTestId('calendar-occurrence')).toContainText('Weekly review');
    for (let i = 1; i < 7; i++) await expect(weekCell(page, `day:${addDaysTo(monday, i)}`).getByTestId('calendar-occurrence')).toHaveCount(0);
  });

  await test.step('an occurrence cannot be dragged: dropping it elsewhere moves nothing', async () => {
    await page.getByRole('button', { name: 'Previous' }).click();
    const repeat = weekCell(page, `hour:${addDaysTo(nextMonday, 2)}:09`).getByTestId('calendar-occurrence');
    await repeat.scrollIntoViewIfNeeded();
    const from = (await repeat.boundingBox())!;
    const target = weekCell(page, `hour:${addDaysTo(nextMonday, 4)}:14`);
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + 4, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(target.getByTestId('calendar-occurrence')).toHaveCount(0);
    expect(await call<Task>(api, 'GET', `/api/tasks/${standup.id}`)).toMatchObject({ dueDate: today, dueTime: '09:00' });
  });

  await test.step('the Calendar month marks the occurrences too', async () => {
    const inAWeek = addDaysTo(today, 7);
    await page.goto(`/calendar?view=month&day=${inAWeek}`);
    await expect(page.getByTestId('calendar-month')).toBeVisible();
    const repeat = weekCell(page, `day:${inAWeek}`).getByTestId('calendar-occurrence');
    await expect(repeat).toContainText('09:00Standup');
    await expect(repeat.getByLabel('Repeats')).toBeVisible();
  });

  await test.step('clicking an occurrence opens the task', async () => {
    await page.goto(`/calendar?view=week&day=${addDaysTo(today, 7)}`);
    await weekCell(page, `hour:${addDaysTo(nextMonday, 3)}:09`)
      .getByTestId('calendar-occurrence')
      .click();
    await expect(page).toHaveURL(new RegExp(`/tasks/${standup.id}$`));
    await expect(page.getByRole('form', { name: 'Task details' }).getByLabel('Name', { exact: true })).toHaveValue('Standup');
  });

  await test.step('completing Standup moves it to tomorrow: the occurrences follow', async () => {
    await page.goto('/upcoming');
    await section(page, 'Today').getByRole('checkbox', { name: 'Complete Standup' }).click();
    const tomorrow = section(page, 'Tomorrow');
    await expect(tomorrow.getByTestId('task-row').filter({ hasText: 'Standup' })).toBeVisible();
    await expect(tomorrow.getByTestId('occurrence-row')).toHaveCount(0);
    await expect.poll(async () => (await call<Task>(api, 'GET', `/api/tasks/${standup.id}`)).dueDate).toBe(addDaysTo(today, 1));
    await page.reload();
    await expect(section(page, 'Today').getByTestId('task-row').filter({ hasText: 'Standup' })).toHaveCount(0);
    await expect(section(page, 'Today').getByTestId('occurrence-row')).toHaveCount(0);
    await expect(section(page, 'Tomorrow').getByTestId('task-row').filter({ hasText: 'Standup' })).toBeVisible();
    for (const day of upcomingDays.slice(2)) {
      await expect(section(page, dayHeading(day, today)).getByTestId('occurrence-row').filter({ hasText: 'Standup' })).toBeVisible();
    }
    await page.goto(`/calendar?view=week&day=${today}`);
    await expect(weekCell(page, `hour:${addDaysTo(today, 1)}:09`).getByTestId('calendar-task')).toContainText('Standup');
    await expect(weekCell(page, `hour:${today}:09`).getByTestId('calendar-task')).toHaveCount(0);
  });
});
