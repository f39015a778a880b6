import { type Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Every screen opens offline right after sign-in, though none was opened online: the app preloaded
// each screen's first query once the user signed in.
const PASSWORD = 'first-open-pass-1234';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  // the first load after sign-in parses the app chunk and starts the service worker: slow on a busy machine
  await expect(page.getByTestId('header-title')).toHaveText('Dashboard', { timeout: 30_000 });
  // the service worker has precached the shell and controls the page
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

/** The tooltip of a deadline chip for `day`, in the browser's own words. */
const dueTitle = (page: Page, day: string) =>
  page.evaluate((d) => {
    const [y, m, n] = d.split('-').map(Number);
    return `Due ${new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(y, m - 1, n))}`;
  }, day);

/** Waits until the app has preloaded every screen's first query for the signed-in user. */
async function screensPreloaded(page: Page) {
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => /^streamline-gql:\d+:screens-preloaded$/.test(key)), null, { timeout: 30_000 });
}

/** A screen opened offline shows its content, not the error card nor the offline error. */
async function expectScreen(page: Page, path: string, title: string | RegExp, content: (page: Page) => ReturnType<Page['getByText']>) {
  await test.step(`${path} opens offline`, async () => {
    await page.goto(path);
    await expect.soft(page.getByTestId('header-title')).toHaveText(title);
    await expect.soft(content(page).first(), `${path} shows its data`).toBeVisible();
    await expect.soft(page.getByText('Something went wrong'), `${path} shows no error card`).toHaveCount(0);
    await expect.soft(page.getByText(/You are offline\. This operation/), `${path} shows no offline error`).toHaveCount(0);
  });
}

test('right after sign-in, every screen opens offline with its data, none of them opened online before', async ({ page, context, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'first', PASSWORD);
  const today = localDay(new Date());
  const project = await (await api.post('/api/projects', { data: { name: 'Lighthouse trip', priority: 5 } })).json();
  const make = (data: Record<string, unknown>) => api.post('/api/tasks', { data: { priority: 5, duration: 25, projectId: project.id, ...data } });
  expect((await make({ name: 'Pack the lantern', dueDate: today, plannedDate: today })).ok()).toBeTruthy();
  expect((await make({ name: 'Water the ferns', dueDate: today, recurrence: 'FREQ=DAILY' })).ok()).toBeTruthy();
  expect((await api.post('/api/links', { data: { label: 'Tide tables', url: 'https://tides.example.com' } })).ok()).toBeTruthy();

  await signIn(page, username);
  await screensPreloaded(page);
  await context.setOffline(true);

  const task = (name: string) => (p: Page) => p.getByText(name, { exact: true });
  await expectScreen(page, '/tasks', 'Tasks', task('Pack the lantern'));
  await expectScreen(page, '/task-list', 'Task List', task('Water the ferns'));
  await expectScreen(page, '/today', /Today|Streamline/, (p) => p.getByRole('heading', { name: 'Today', exact: true }));
  await expectScreen(page, '/upcoming', /Upcoming|Streamline/, task('Pack the lantern'));
  await expectScreen(page, '/calendar', /Calendar|Streamline/, task('Pack the lantern'));
  await expectScreen(page, '/calendar?view=week', /Calendar|Streamline/, task('Water the ferns'));
  await expectScreen(page, '/pomodoro', 'Pomodoro Timer', task('Pack the lantern'));
  await expectScreen(page, '/ai-insights', 'AI Insights', (p) => p.getByTestId(/^stat-/));
  await expectScreen(page, '/projects', 'Projects', task('Lighthouse trip'));
  await expectScreen(page, '/links', 'Quick Links', task('Tide tables'));
  await expectScreen(page, '/invitations', 'Invitations', task('No invitations are waiting for you.'));
  await expectScreen(page, '/settings', 'User Settings', (p) => p.getByRole('form', { name: 'Profile' }));
  await expectScreen(page, '/chat', 'Claude AI Chat', (p) => p.getByRole('textbox'));
  await expect.soft(toasts(page).getByText('Failed to load chat history. Please try refreshing the page.')).toHaveCount(0);
  await expectScreen(page, '/', 'Dashboard', task('Pack the lantern'));
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
});

test("a task's page never opened online opens offline from the local copy, and an edit saved there syncs on reconnect", async ({ page, context, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'detail', PASSWORD);
  const tomorrow = localDay(new Date(Date.now() + 24 * 3600_000));
  const project = await (await api.post('/api/projects', { data: { name: 'Harbour chores', priority: 5 } })).json();
  const make = async (data: Record<string, unknown>) =>
    (await (await api.post('/api/tasks', { data: { priority: 7, duration: 25, projectId: project.id, ...data } })).json()) as { id: number };
  const rope = await make({ name: 'Coil the mooring rope', description: 'Both bow lines, figure-eight', dueDate: tomorrow });
  await make({ name: 'Check the knots', parentId: rope.id });
  const nameOf = async (id: number) => ((await (await api.get(`/api/tasks/${id}`)).json()) as { name: string }).name;
  const note = /Some details \(comments, activity, focus sessions, assignment\) will load when you are back online/;

  await signIn(page, username);
  await screensPreloaded(page);
  await context.setOffline(true);

  await page.goto(`/tasks/${rope.id}`);
  await expect(page.getByRole('heading', { name: 'Coil the mooring rope' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText(/You are offline\. This operation/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
  const form = page.getByRole('form', { name: 'Task details' });
  await expect(form.getByLabel('Description')).toHaveValue('Both bow lines, figure-eight');
  await expect(form.getByLabel('Project')).toHaveValue(String(project.id));
  await expect(page.getByRole('main').getByRole('link', { name: 'Harbour chores' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subtasks' }).getByText('Check the knots')).toBeVisible();
  // what only the server has is not shown as empty
  await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toHaveCount(0);

  await form.getByLabel('Name').fill('Coil both mooring ropes');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Coil both mooring ropes' })).toBeVisible();
  expect(await nameOf(rope.id)).toBe('Coil the mooring rope');

  await context.setOffline(false);
  await expect.poll(() => nameOf(rope.id), { timeout: 30_000 }).toBe('Coil both mooring ropes');
  // back online the page asks the server again: the whole page, the note gone
  await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Coil both mooring ropes' })).toBeVisible();
});

test('skipping an occurrence and moving overdue tasks offline are queued and replay on reconnect', async ({ page, context, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'skip', PASSWORD);
  const today = localDay(new Date());
  const tomorrow = localDay(new Date(Date.now() + 24 * 3600_000));
  const project = await (await api.post('/api/projects', { data: { name: 'Garden', priority: 5 } })).json();
  const made = await api.post('/api/tasks', {
    data: { name: 'Feed the koi', priority: 5, duration: 10, projectId: project.id, dueDate: today, recurrence: 'FREQ=DAILY' },
  });
  const koi = (await made.json()) as { id: number };
  const yesterday = localDay(new Date(Date.now() - 24 * 3600_000));
  const bonsai = (await (
    await api.post('/api/tasks', { data: { name: 'Repot the bonsai', priority: 5, duration: 10, projectId: project.id, dueDate: yesterday } })
  ).json()) as { id: number };
  const dueDateOf = async (id: number) => ((await (await api.get(`/api/tasks/${id}`)).json()) as { dueDate: string }).dueDate;

  await signIn(page, username);
  await screensPreloaded(page);
  await page.goto(`/tasks/${koi.id}`);
  await expect(page.getByRole('button', { name: 'Skip this one' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline');

  await page.getByRole('button', { name: 'Skip this one' }).click();
  // the rule runs here too: the task moves to tomorrow at once, and the server hears of it on reconnect
  await expect(toasts(page).getByText(`Saved offline. Next one is due ${format(new Date(Date.now() + 24 * 3600_000), 'EEEE d MMMM')}.`)).toBeVisible();
  await expect(page.locator('[title^="Due "]').first()).toHaveAttribute('title', await dueTitle(page, tomorrow));
  expect(await dueDateOf(koi.id)).toBe(today);

  await page.goto('/upcoming');
  const overdue = page.getByRole('region', { name: 'Overdue', exact: true });
  await overdue.getByRole('button', { name: 'Reschedule all to today' }).click();
  await expect(page.getByText('Could not reschedule')).toHaveCount(0);
  expect(await dueDateOf(bonsai.id)).toBe(yesterday);

  await context.setOffline(false);
  await expect.poll(() => dueDateOf(koi.id), { timeout: 30_000 }).toBe(tomorrow);
  await expect.poll(() => dueDateOf(bonsai.id), { timeout: 30_000 }).toBe(today);
  // replayed once: a second replay of the skip would have moved the deadline another day
  await page.goto('/debug');
  await expect(page.getByText('Pending actions (0)')).toBeVisible();
  expect(await dueDateOf(koi.id)).toBe(tomorrow);
});

test('completing a repeating task offline moves it to its next date at once; the replay completes that occurrence once', async ({ page, context, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'ferns', PASSWORD);
  const today = localDay(new Date());
  const nextWeek = localDay(new Date(Date.now() + 7 * 24 * 3600_000));
  const project = await (await api.post('/api/projects', { data: { name: 'Balcony', priority: 5 } })).json();
  const made = await api.post('/api/tasks', {
    data: { name: 'Water the ferns', priority: 5, duration: 10, projectId: project.id, dueDate: today, recurrence: 'FREQ=WEEKLY' },
  });
  const ferns = (await made.json()) as { id: number };

  await signIn(page, username);
  await screensPreloaded(page);
  await page.goto('/task-list');
  const row = page.getByTestId('task-row').filter({ hasText: 'Water the ferns' });
  await expect(row.locator('[title^="Due "]')).toHaveAttribute('title', await dueTitle(page, today));
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline');

  await row.getByRole('checkbox', { name: 'Complete Water the ferns' }).click();
  // still open, a week on, waiting to sync
  await expect(row.locator('[title^="Due "]')).toHaveAttribute('title', await dueTitle(page, nextWeek));
  await expect(row.getByRole('checkbox', { name: 'Complete Water the ferns' })).not.toBeChecked();
  await expect(row.getByTestId('pending-sync')).toBeVisible();
  expect(((await (await api.get(`/api/tasks/${ferns.id}`)).json()) as { dueDate: string }).dueDate).toBe(today);

  await context.setOffline(false);
  await expect(row.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  const tasks = (await (await api.get('/api/tasks')).json()) as {
    id: number;
    name: string;
    dueDate: string | null;
    completed: boolean;
    seriesId: number | null;
  }[];
  expect(tasks.find((t) => t.id === ferns.id)).toMatchObject({ dueDate: nextWeek, completed: false });
  // one occurrence done, kept in the history: a second replay would have moved the task another week
  expect(tasks.filter((t) => t.seriesId === ferns.id && t.completed).map((t) => t.dueDate)).toEqual([today]);
  // the occurrence done shows beside it once the server's answer is in, ticked, as when it is completed online
  const open = row.filter({ has: page.getByRole('checkbox', { checked: false }) });
  await expect(open.locator('[title^="Due "]')).toHaveAttribute('title', await dueTitle(page, nextWeek));
  await api.dispose();
});
