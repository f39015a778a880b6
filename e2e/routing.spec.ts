import { ADMIN, expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

test('a signed-out visit to /tasks goes to login and returns there after signing in', async ({ page, users }) => {
  await page.goto('/tasks');
  await expect(page).toHaveURL('/login?redirect=%2Ftasks');
  await users.fillLogin(page, ADMIN);
  await expect(toasts(page).getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/tasks');
  await expect(page.getByTestId('header-title')).toHaveText('Tasks');
});

test('an unknown route shows the not-found screen', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('Streamline');
});

test('header titles follow the route', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  const titles: Record<string, string> = {
    '/chat': 'Claude AI Chat',
    '/links': 'Quick Links',
    '/settings': 'User Settings',
    '/pomodoro': 'Pomodoro Timer',
    '/today': 'Streamline',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page.getByTestId('header-title')).toHaveText(title);
  }
});

test('the collapsed sidebar is remembered', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Projects', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Projects' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/collapsed.png' });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'false');
});

/** Records when the auth check's waiting screen first appeared (page time), and how often the check was asked for. */
async function watchAuthCheck(page: import('@playwright/test').Page) {
  const checks: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/auth/check') && checks.push(r.url()));
  await page.addInitScript(() => {
    const w = window as unknown as { __authWaitShownAt: number | null };
    w.__authWaitShownAt = null;
    new MutationObserver(() => {
      if (w.__authWaitShownAt === null && document.body?.textContent?.includes('Please wait while we verify your authentication'))
        w.__authWaitShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    checks,
    waitShownAt: () => page.evaluate(() => (window as unknown as { __authWaitShownAt: number | null }).__authWaitShownAt),
    checkStartedAt: () =>
      page.evaluate(
        () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith('/api/auth/check'))?.startTime ?? null,
      ),
  };
}

test("a page load's auth check is asked for once, as the app starts, before its waiting screen shows", async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  const watch = await watchAuthCheck(page);
  await page.goto('/tasks');
  await expect(page.getByText('Add tasks, tick them off, and open one for its details.')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('Tasks');
  const [askedAt, shownAt] = [await watch.checkStartedAt(), await watch.waitShownAt()];
  expect(askedAt).not.toBeNull();
  expect(shownAt).not.toBeNull();
  // the waiting screen is React's first commit; an effect would ask only after it
  expect(askedAt!).toBeLessThan(shownAt!);
  expect(watch.checks).toHaveLength(1);
});

test('while a slow auth check runs, the screen says so (spec section 4), then the page opens', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  const watch = await watchAuthCheck(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/check', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/tasks');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByText('Please wait while we verify your authentication')).toBeVisible();
  release();
  await expect(page.getByText('Add tasks, tick them off, and open one for its details.')).toBeVisible();
  await expect(page.getByText('Please wait while we verify your authentication')).toBeHidden();
  expect(watch.checks).toHaveLength(1);
});

test("a screen's first query is asked for once, even when it answers before the screen's code has come", async ({ page, baseURL }) => {
  const password = 'routing-pass-1234';
  const { username, api } = await freshApprovedUser(baseURL!, 'pre', password);
  const project = await (await api.post('/api/projects', { data: { name: 'Garden', priority: 5 } })).json();
  expect((await api.post('/api/tasks', { data: { name: 'Plant the tulips', projectId: project.id, priority: 5, duration: 30 } })).ok()).toBeTruthy();
  expect((await page.request.post('/api/auth/login', { data: { username, password } })).ok()).toBeTruthy();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') asked.push(request.postDataJSON()?.operationName);
  });
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/graphql' && response.request().postDataJSON()?.operationName === 'TasksScreenQuery',
  );
  // the screen's chunk comes only once its query (started with the app's code) has answered, so the
  // app's first render, which waits for that chunk, finds the answer there already
  await page.route('**/assets/TasksScreen-*.js', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/tasks');
  await expect(page.getByText('Plant the tulips')).toBeVisible();
  expect(asked.filter((name) => name === 'TasksScreenQuery')).toHaveLength(1);
});
