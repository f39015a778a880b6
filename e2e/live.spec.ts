import type { WebSocketRoute } from '@playwright/test';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';

/**
 * Holds the page's GraphQL socket traffic from the first message naming `operation` on, in order,
 * until `release` is called: the screen's query has been answered, its subscription has not started.
 */
function holdFrom(operation: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const route = (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    let sent = Promise.resolve();
    ws.onMessage((message) => {
      if (String(message).includes(operation)) holding = true;
      const wait = holding ? released : Promise.resolve();
      sent = sent.then(() => wait).then(() => server.send(message));
    });
  };
  return { route, release, holding: () => holding };
}

test("a change made before the screen's live updates listen still shows, without a reload", async ({ page, baseURL }) => {
  const { username, api } = await freshApprovedUser(baseURL!, 'gap', 'gap-pass-1234');
  const project = await (await api.post('/api/projects', { data: { name: 'Launch', priority: 5 } })).json();
  const task = (name: string) => ({ data: { name, priority: 5, duration: 25, projectId: project.id } });
  const early = await (await api.post('/api/tasks', task('Draft the plan'))).json();
  const dropped = await (await api.post('/api/tasks', task('Old notes'))).json();
  expect((await page.request.post('/api/auth/login', { data: { username, password: 'gap-pass-1234' } })).ok()).toBeTruthy();

  const gap = holdFrom('useTaskChangesSubscription');
  await page.routeWebSocket(/\/graphql$/, gap.route);
  await page.goto('/task-list');
  const rows = page.getByTestId('task-row');
  await expect(rows.getByRole('link', { name: 'Draft the plan' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect.poll(gap.holding).toBe(true);

  // the screen has its tasks; its subscription has not reached the server yet
  expect((await api.post('/api/tasks', task('Book the venue'))).ok()).toBeTruthy();
  expect((await api.patch(`/api/tasks/${early.id}`, { data: { name: 'Final plan' } })).ok()).toBeTruthy();
  expect((await api.delete(`/api/tasks/${dropped.id}`)).ok()).toBeTruthy();
  await page.waitForTimeout(500);
  await expect(rows.getByRole('link', { name: 'Book the venue' })).toHaveCount(0);

  gap.release();
  await expect(rows.getByRole('link', { name: 'Book the venue' })).toBeVisible();
  await expect(rows.getByRole('link', { name: 'Final plan' })).toBeVisible();
  await expect(rows.getByRole('link', { name: 'Old notes' })).toHaveCount(0);
  await expect(rows).toHaveCount(2);
});
