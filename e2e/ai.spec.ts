import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, toasts } from './fixtures/users.ts';
import { morningZone } from './fixtures/morningZone.ts';

// The AI screens. Today plans the day and starts its first session on the focus timer;
// the assistant answers, creates a task (seen on the Tasks screen) and its history can be cleared;
// AI Insights shows the figures and ranks the open tasks.

type Json = Record<string, unknown>;

test.use({ timezoneId: morningZone() });

const USER = { username: `alan${Date.now().toString(36)}`, password: 'alan-pass-1234', name: 'Alan Turing' };

async function call<T = Json>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const admin = await playwright.request.newContext({ baseURL });
  const registered = await call<{ id: number }>(admin, 'POST', '/api/auth/register', { ...USER, email: `${USER.username}@streamline.test` });
  await call(admin, 'POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
  await call(admin, 'POST', `/api/users/${registered.id}/approval`, { approve: true });
  await admin.dispose();

  const me = await playwright.request.newContext({ baseURL });
  await call(me, 'POST', '/api/auth/login', { username: USER.username, password: USER.password });
  const project = await call<{ id: number }>(me, 'POST', '/api/projects', { name: 'Launch', priority: 8 });
  const ids: Record<string, number> = {};
  for (const task of [
    { name: 'Write the launch plan', priority: 9, duration: 50 },
    { name: 'Review the budget', priority: 6, duration: 25 },
    { name: 'Reply to partners', priority: 4, duration: 10 },
  ]) {
    ids[task.name] = (await call<{ id: number }>(me, 'POST', '/api/tasks', { ...task, projectId: project.id })).id;
  }
  // a finished task with a few past pomodoros, so the insight charts have something to draw
  const research = await call<{ id: number }>(me, 'POST', '/api/projects', { name: 'Research', priority: 5 });
  const study = await call<{ id: number }>(me, 'POST', '/api/tasks', { name: 'Read the user study', priority: 5, duration: 60, projectId: research.id });
  for (const [daysAgo, hour, taskId] of [
    [1, 9, study.id],
    [1, 10, study.id],
    [2, 14, study.id],
    [3, 9, ids['Review the budget']],
  ]) {
    const start = new Date(Date.now() - daysAgo * 86_400_000);
    start.setUTCHours(hour, 0, 0, 0);
    await call(me, 'POST', '/api/pomodoro', { taskId, startTime: start.toISOString(), duration: 25, type: 'work', completed: true });
  }
  await call(me, 'PATCH', `/api/tasks/${study.id}/time`, { timeSpent: 75 });
  await call(me, 'PATCH', `/api/tasks/${ids['Review the budget']}/time`, { timeSpent: 35 });
  await call(me, 'PATCH', `/api/tasks/${study.id}/complete`, { completed: true });
  await me.dispose();
});

async function signIn(page: Page) {
  await call(page.request, 'POST', '/api/auth/login', { username: USER.username, password: USER.password });
}

test('Today: generate the schedule and start its first session on the timer', async ({ page }) => {
  await signIn(page);
  await page.goto('/today');
  await expect(page.getByTestId('header-title')).toHaveText('Streamline');
  await expect(page.getByRole('heading', { name: 'No plan for this day yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const sessions = page.getByTestId('schedule-session');
  await expect(sessions.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  await expect(page.getByTestId('schedule-summary')).not.toBeEmpty();
  await expect(page.locator('[data-testid="schedule-session"][data-break]').first()).toBeVisible();
  const date = await page.getByLabel('Date').inputValue();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/schedule/${date}.ics`);
  await page.screenshot({ path: 'test-results/screens/today.png', fullPage: true });

  const first = page.getByRole('article').first();
  const taskName = (await first.getByRole('link').first().innerText()).trim();
  await first.getByRole('button', { name: `Start ${taskName}` }).click();
  await expect(first.getByText('In progress')).toBeVisible();
  await expect(page.getByTestId('active-task-banner')).toBeVisible();
  await expect(page.getByTestId('banner-task-name')).toHaveText(taskName);
  await expect
    .poll(async () => await call<{ state: string; activeTask: { name: string } | null }>(page.request, 'GET', '/api/timer'))
    .toMatchObject({ state: 'running', activeTask: { name: taskName } });

  await first.getByRole('button', { name: `Complete ${taskName}` }).click();
  await expect(first.getByText('Done')).toBeVisible();
  await expect(page.getByText(/1 of \d+ sessions done/)).toBeVisible();

  // the plan is kept: a reload shows the same day with the session done
  await page.reload();
  await expect(page.getByRole('article').first().getByText('Done')).toBeVisible();

  // edits: remove a break, move the last session to 15:00, add one more for a task
  const count = await sessions.count();
  await page
    .locator('[data-testid="schedule-session"][data-break]')
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(sessions).toHaveCount(count - 1);
  const last = page.getByRole('article').last();
  const lastName = (await last.getAttribute('aria-label'))!;
  await last.getByRole('button', { name: `Move ${lastName}`, exact: true }).click();
  await page
    .getByRole('form', { name: `Move ${lastName}` })
    .getByLabel('New start time')
    .fill('15:00');
  await page
    .getByRole('form', { name: `Move ${lastName}` })
    .getByRole('button', { name: 'Move' })
    .click();
  await expect(sessions.last()).toContainText('15:00');
  const budgetSessions = page.getByRole('article', { name: 'Review the budget' });
  const before = await budgetSessions.count();
  await page.getByRole('form', { name: 'Add a session' }).getByLabel('Task').click();
  await page.getByRole('listbox', { name: 'Tasks' }).getByRole('option').filter({ hasText: 'Review the budget' }).getByRole('button').click();
  await expect(page.getByRole('form', { name: 'Add a session' }).getByLabel('Task')).toHaveText('Review the budget');
  await page.getByRole('button', { name: 'Add session' }).click();
  await expect(budgetSessions).toHaveCount(before + 1);
});

test('Chat: ask what to do next, add a task, see it in Tasks, clear the history', async ({ page }) => {
  await signIn(page);
  await page.goto('/chat');
  await expect(page.getByTestId('header-title')).toHaveText('Claude AI Chat');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(`Hello ${USER.name}!`)).toBeVisible();
  await expect(conversation.getByText('Create tasks')).toBeVisible();

  const input = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.locator('[data-role="user"]')).toHaveCount(0);

  await input.fill('what should I work on next?');
  await input.press('Enter');
  await expect(page.locator('[data-role="user"]').first()).toHaveText(/what should I work on next\?/);
  await expect(input).toHaveValue('');
  const replies = page.locator('[data-testid="chat-message"][data-role="assistant"]:not([data-welcome])');
  await expect(replies.first()).toContainText('Work on "Write the launch plan" next');

  await input.fill('add a task to call the bank tomorrow, priority 7');
  await send.click();
  await expect(replies.nth(1)).toContainText('Call the bank');
  const chip = page.getByTestId('chat-action').filter({ hasText: 'Call the bank' });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText(/Created "Call the bank"\s*· priority 7 · due tomorrow/);
  await expect(chip.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/chat.png' });

  const tasks = await call<Array<{ name: string; priority: number }>>(page.request, 'GET', '/api/tasks');
  expect(tasks).toContainEqual(expect.objectContaining({ name: 'Call the bank', priority: 7 }));
  await page.goto('/tasks');
  await expect(page.getByText('Call the bank').first()).toBeVisible();

  // the history comes back when the screen opens again
  await page.goto('/chat');
  await expect(page.locator('[data-role="user"]')).toHaveCount(2);
  const kept = page.getByTestId('chat-action').filter({ hasText: 'Call the bank' });
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: /^Undo/ }).click();
  await expect(toasts(page).getByText(/Removed the task I created/)).toBeVisible();
  await expect(kept).toContainText('Undone');
  expect((await call<Array<{ name: string }>>(page.request, 'GET', '/api/tasks')).map((t) => t.name)).not.toContain('Call the bank');

  await page.getByRole('button', { name: 'Clear history' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear history' }).click();
  await expect(toasts(page).getByText('Chat history cleared successfully.')).toBeVisible();
  await expect(page.locator('[data-role="user"]')).toHaveCount(0);
  await expect(conversation.getByText(`Hello ${USER.name}!`)).toBeVisible();
  expect(await call<unknown[]>(page.request, 'GET', '/api/chat/history')).toEqual([]);
});

test('Chat: a failed send removes the placeholder, keeps the text and says so', async ({ page }) => {
  await signIn(page);
  // the reply can only stream to a screen whose chatReply subscription reached the server
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => String(payload).includes('useChatReplyStreamSubscription') && resolve())),
  );
  await page.goto('/chat');
  await expect(page.getByRole('list', { name: 'Conversation' })).toBeVisible();
  await subscribed;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('/api/chat', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) });
  });
  const input = page.getByLabel('Message');
  await input.fill('plan my day');
  await input.press('Enter');
  await expect(page.locator('[data-role="user"]')).toHaveText(/plan my day/);
  await expect(page.locator('[data-status="pending"]')).toHaveText('...');
  release();
  await expect(toasts(page).getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(page.locator('[data-status="pending"]')).toHaveCount(0);
  await expect(input).toHaveValue('plan my day');
});

test('Chat: the reply streams in (chatReply) before the POST answer arrives', async ({ page }) => {
  await signIn(page);
  // the reply can only stream to a screen whose chatReply subscription reached the server
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => String(payload).includes('useChatReplyStreamSubscription') && resolve())),
  );
  await page.goto('/chat');
  await expect(page.getByRole('list', { name: 'Conversation' })).toBeVisible();
  await subscribed;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('/api/chat', async (route) => {
    const answer = await route.fetch(); // the server has answered (and streamed) by now
    await held;
    await route.fulfill({ response: answer });
  });
  const input = page.getByLabel('Message');
  await input.fill('help');
  await input.press('Enter');
  const streaming = page.locator('[data-role="assistant"][data-status="streaming"]');
  await expect(streaming).toContainText('Here is what I can do for you');
  release();
  await expect(streaming).toHaveCount(0);
  await expect(page.locator('[data-role="assistant"]:not([data-welcome])').last()).toContainText('Here is what I can do for you');
});

test('AI Insights: figures, summary and recommendations with a timer start', async ({ page }) => {
  await signIn(page);
  // the Today journey left a session running: without a reset, the start below asks to switch once a
  // whole minute of it has passed, which depends on how long the Chat journeys took
  const reset = await page.request.post('/graphql', { data: { query: 'mutation { resetTimer { status } }' } });
  expect(await reset.json()).toEqual({ data: { resetTimer: { status: 'idle' } } });
  await page.goto('/ai-insights');
  await expect(page.getByTestId('header-title')).toHaveText('AI Insights');
  await expect(page.getByTestId('insights-summary')).not.toBeEmpty();
  await expect(page.getByRole('group', { name: 'Completion rate' })).toBeVisible();
  for (const title of ['Focus per day', 'Focus per project', 'Estimate vs actual', 'Neglected high-priority tasks', 'Best focus hours']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  const recommendations = page.getByTestId('recommendation');
  await expect(recommendations.first()).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(recommendations.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/ai-insights.png', fullPage: true });

  const name = (await recommendations.nth(1).getByRole('link').first().innerText()).trim();
  await recommendations
    .nth(1)
    .getByRole('button', { name: `Start timer on ${name}` })
    .click();
  await expect(page.getByTestId('banner-task-name')).toHaveText(name);

  // a refused refresh keeps the list and shows the server's words
  await page.route('/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'RecommendationsCardRefreshMutation') {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'The AI provider is unavailable' }], data: null }) });
    } else await route.continue();
  });
  const count = await recommendations.count();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(toasts(page).getByText('The AI provider is unavailable')).toBeVisible();
  await expect(recommendations).toHaveCount(count);
});
