import { type APIRequestContext, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Completing a repeating task moves it to its next deadline: the toast names that day, online from the
// server's answer, offline from the rule run here.
const PASSWORD = 'repeat-pass-1234';
const NAME = 'Water the ferns';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dayAfter = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d + 1, 12));
};
/** A day as the toast writes it ("Sunday 29 November"). */
const spoken = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), 'EEEE d MMMM');
};
const completedToast = (page: Page, note: string) => toasts(page).getByText(`Well done! "${NAME}" is completed. ${note}`, { exact: true });

async function dailyTask(baseURL: string) {
  const { username, api } = await freshApprovedUser(baseURL, 'repeat', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Plants', priority: 5 } })).json();
  const made = await api.post('/api/tasks', {
    data: { name: NAME, priority: 5, duration: 10, projectId: project.id, dueDate: localDay(new Date()), recurrence: 'FREQ=DAILY' },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  return { username, api, id: ((await made.json()) as { id: number }).id };
}

const dueDateOf = async (api: APIRequestContext, id: number) =>
  ((await (await api.get(`/api/tasks/${id}`)).json()) as { dueDate: string }).dueDate.slice(0, 10);
const row = (page: Page) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });

test('completing a repeating task online, in the list and in its detail, tells when the next one is due', async ({ page, baseURL }) => {
  const { username, api, id } = await dailyTask(baseURL!);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/tasks');
  const today = await dueDateOf(api, id);
  await row(page)
    .getByRole('checkbox', { name: `Complete ${NAME}` })
    .click();
  const shown = toasts(page).getByText(`Well done! "${NAME}" is completed.`);
  await expect(shown).toBeVisible();
  // the day the server moved the task to
  const next = await dueDateOf(api, id);
  expect(next).not.toBe(today);
  await expect(shown).toHaveText(`Well done! "${NAME}" is completed. Next one is due ${spoken(next)}.`);

  await page.goto(`/tasks/${id}`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await page.getByRole('checkbox', { name: `Complete ${NAME}` }).click();
  await expect(shown).toBeVisible();
  const after = await dueDateOf(api, id);
  expect(after).not.toBe(next);
  await expect(shown).toHaveText(`Well done! "${NAME}" is completed. Next one is due ${spoken(after)}.`);

  // skipping says it the same way
  await page.getByRole('button', { name: 'Skip this one' }).click();
  await expect(toasts(page).getByText('Occurrence skipped')).toBeVisible();
  await expect(toasts(page).getByText(`Next one is due ${spoken(dayAfter(after))}.`, { exact: true })).toBeVisible();
  expect(await dueDateOf(api, id)).toBe(dayAfter(after));
  await api.dispose();
});

test('completing a repeating task offline, in its detail and in the list, tells when the next one is due', async ({ page, context, baseURL }) => {
  const { username, api, id } = await dailyTask(baseURL!);
  const today = await dueDateOf(api, id);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto('/tasks');
  await expect(row(page)).toBeVisible();
  // the service worker has precached the shell and controls the page
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
  await page.goto(`/tasks/${id}`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
  await page.getByRole('checkbox', { name: `Complete ${NAME}` }).click();
  const tomorrow = dayAfter(today);
  await expect(completedToast(page, `Saved offline. Next one is due ${spoken(tomorrow)}.`)).toBeVisible();

  await page.goto('/tasks');
  await expect(page.getByTestId('header-title')).toHaveText('Tasks');
  await row(page)
    .getByRole('checkbox', { name: `Complete ${NAME}` })
    .click();
  await expect(completedToast(page, `Saved offline. Next one is due ${spoken(dayAfter(tomorrow))}.`)).toBeVisible();
  expect(await dueDateOf(api, id)).toBe(today);

  // back online, the server completes both occurrences and lands on the same day
  await context.setOffline(false);
  await expect.poll(() => dueDateOf(api, id), { timeout: 20_000 }).toBe(dayAfter(tomorrow));
  await api.dispose();
});

test('a repeat rule the server refuses stays as typed, with the reason under it, until corrected', async ({ page, baseURL }) => {
  const { username, api, id } = await dailyTask(baseURL!);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto(`/tasks/${id}`);
  const form = page.getByRole('form', { name: 'Task details' });
  await form.getByLabel('Repeat', { exact: true }).selectOption('custom');
  const rule = form.getByLabel('RRULE');
  await rule.fill('FREQ=WEEKLY;WKST=XX;BYDAY=MO');
  await form.getByRole('button', { name: 'Save changes' }).click();

  const reason = 'recurrence: WKST must be a day of the week: MO, TU, WE, TH, FR, SA or SU';
  await expect(toasts(page).getByText('Could not update the task')).toBeVisible();
  await expect(form.getByText(reason, { exact: true })).toBeVisible();
  await expect(rule).toHaveValue('FREQ=WEEKLY;WKST=XX;BYDAY=MO');
  await expect(rule).toHaveAttribute('aria-invalid', 'true');
  expect(((await (await api.get(`/api/tasks/${id}`)).json()) as { recurrence: string }).recurrence).toBe('FREQ=DAILY');

  await rule.fill('FREQ=WEEKLY;WKST=SU;BYDAY=MO');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Task updated')).toBeVisible();
  await expect(form.getByText(reason, { exact: true })).toHaveCount(0);
  await expect.poll(async () => ((await (await api.get(`/api/tasks/${id}`)).json()) as { recurrence: string }).recurrence).toBe('FREQ=WEEKLY;WKST=SU;BYDAY=MO');
  await api.dispose();
});

test('the edit dialog keeps a refused repeat rule open with the reason, and closes once the rule is taken', async ({ page, baseURL }) => {
  const { username, api, id } = await dailyTask(baseURL!);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await page.goto('/tasks');
  await row(page)
    .getByRole('button', { name: `Edit ${NAME}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('custom');
  const rule = dialog.getByLabel('RRULE');
  await rule.fill('FREQ=WEEKLY;BYDAY=MO,XX');
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  const reason = 'recurrence: BYDAY takes days of the week (MO, TU, WE, TH, FR, SA, SU), not "XX"';
  await expect(toasts(page).getByText('Could not update the task')).toBeVisible();
  await expect(dialog.getByText(reason, { exact: true })).toBeVisible();
  await expect(rule).toHaveValue('FREQ=WEEKLY;BYDAY=MO,XX');

  await rule.fill('FREQ=WEEKLY;BYDAY=MO,FR');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByText('Task updated')).toBeVisible();
  expect(((await (await api.get(`/api/tasks/${id}`)).json()) as { recurrence: string }).recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
  await api.dispose();
});
