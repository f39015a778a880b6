import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';
import { morningZone } from './fixtures/morningZone.ts';

// The assistant as people talk to it: a German request adding two tasks at once, a delete it confirms
// first and that is then undone, and "plan my afternoon" over a plan the user edited (it asks first).

type Json = Record<string, unknown>;
type RestTask = { id: number; name: string; projectName: string };

test.use({ timezoneId: morningZone() });
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'grace-pass-1234';
let username = '';

async function call<T = Json>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

test.beforeAll(async () => {
  const fresh = await freshApprovedUser(test.info().project.use.baseURL!, 'grace', PASSWORD);
  username = fresh.username;
  const home = await call<{ id: number }>(fresh.api, 'POST', '/api/projects', { name: 'Home', priority: 6 });
  for (const task of [
    { name: 'Write the newsletter', priority: 8, duration: 50 },
    { name: 'Pay the bills', priority: 6, duration: 25 },
    { name: 'Sort the photos', priority: 4, duration: 50 },
  ]) {
    await call(fresh.api, 'POST', '/api/tasks', { ...task, projectId: home.id });
  }
  await fresh.api.dispose();
});

const signIn = (page: Page) => call(page.request, 'POST', '/api/auth/login', { username, password: PASSWORD });

async function openChat(page: Page) {
  await signIn(page);
  await page.goto('/chat');
  await expect(page.getByTestId('header-title')).toHaveText('Claude AI Chat');
  const input = page.getByLabel('Message');
  const userMessages = page.locator('[data-testid="chat-message"][data-role="user"]');
  // the reply right after the message just sent (earlier history may still be loading)
  return async (text: string) => {
    const sent = userMessages.filter({ has: page.getByText(text, { exact: true }) });
    const before = await sent.count();
    await input.fill(text);
    await input.press('Enter');
    await expect(sent).toHaveCount(before + 1);
    const reply = sent.last().locator('xpath=following-sibling::li[@data-role="assistant"][1]');
    await expect(reply).not.toBeEmpty();
    return reply;
  };
}

const tasksOf = (page: Page) => call<RestTask[]>(page.request, 'GET', '/api/tasks');

test('German: two tasks in one message, a delete asked first and undone', async ({ page }) => {
  const say = await openChat(page);

  const added = await say('füge Aufgaben hinzu: Auto waschen und Rasen mähen zu Home');
  await expect(added).toContainText('"Auto waschen" zu Home hinzugefügt');
  await expect(added).toContainText('"Rasen mähen" zu Home hinzugefügt');
  await expect(page.getByTestId('chat-action').filter({ hasText: 'Created "Auto waschen"' })).toBeVisible();
  await expect(page.getByTestId('chat-action').filter({ hasText: 'Created "Rasen mähen"' })).toBeVisible();
  const created = (await tasksOf(page)).filter((t) => ['Auto waschen', 'Rasen mähen'].includes(t.name));
  expect(created.map((t) => [t.name, t.projectName]).sort()).toEqual([
    ['Auto waschen', 'Home'],
    ['Rasen mähen', 'Home'],
  ]);

  // a delete is asked first, in the request's language, and nothing is gone until the answer
  const asked = await say('lösche Auto waschen');
  await expect(asked).toContainText('"Auto waschen" löschen? Sag "ja"');
  expect((await tasksOf(page)).map((t) => t.name)).toContain('Auto waschen');
  const done = await say('ja');
  await expect(done).toContainText('"Auto waschen" gelöscht.');
  expect((await tasksOf(page)).map((t) => t.name)).not.toContain('Auto waschen');

  // undone from its chip: the task is back, in its project
  const chip = page.getByTestId('chat-action').filter({ hasText: 'Deleted "Auto waschen"' });
  await chip.getByRole('button', { name: /^Undo/ }).click();
  await expect(chip).toContainText('Undone');
  await expect.poll(async () => (await tasksOf(page)).find((t) => t.name === 'Auto waschen')?.projectName).toBe('Home');
  await page.goto('/task-list');
  await expect(page.getByTestId('task-row').getByRole('link', { name: 'Auto waschen' })).toBeVisible();
});

test('"plan my afternoon" over a plan the user edited asks first, then merges', async ({ page }) => {
  await signIn(page);
  await page.goto('/today');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const sessions = page.getByTestId('schedule-session');
  await expect(sessions.first()).toBeVisible();
  // an edit is a save some seconds after the plan was made (a regenerate is not one)
  await page.waitForTimeout(2500);
  const removed = page.getByRole('article').first();
  const removedName = (await removed.getAttribute('aria-label'))!;
  const ofThatTask = await page.getByRole('article', { name: removedName }).count();
  await removed.getByRole('button', { name: `Remove ${removedName}` }).click();
  await expect(page.getByRole('article', { name: removedName })).toHaveCount(ofThatTask - 1);
  const kept = await sessions.allInnerTexts();

  const say = await openChat(page);
  const question = await say('plan my afternoon');
  await expect(question).toContainText(/You edited your plan for today \(.+\) yourself\./);
  await expect(question).toContainText('Say "replace", "merge" or "no".');
  const merged = await say('merge');
  await expect(merged).not.toContainText('There is no question waiting');

  await page.goto('/today');
  await expect(sessions.first()).toBeVisible();
  const after = await sessions.allInnerTexts();
  // the user's sessions stay; the afternoon got planned around them
  for (const text of kept) expect(after).toContain(text);
  expect(after.length).toBeGreaterThan(kept.length);
  expect(after.some((t) => /\b1[2-6]:\d\d\b/.test(t))).toBe(true);
});
