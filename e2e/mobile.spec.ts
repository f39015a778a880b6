import { ADMIN, expect, freshApprovedUser, test } from './fixtures/users.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone shows the bottom bar with five items and the slide-in menu', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottom.getByRole('link')).toHaveText(['Dashboard', 'Projects', 'Tasks', 'Task List', 'Today']);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/mobile.png' });

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Pomodoro', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'AI Chat', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Setup 2FA' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mobile-menu.png' });
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByTestId('header-title')).toHaveText('Admin Dashboard');
});

test('long names wrap or are cut short on a phone: no screen scrolls sideways', async ({ page, baseURL }) => {
  const password = 'phone-pass-1234';
  const { username, api } = await freshApprovedUser(baseURL!, 'phone', password);
  const project = await (
    await api.post('/api/projects', { data: { name: 'A project with a really quite long name for the renovation of the house', priority: 6 } })
  ).json();
  const url = 'https://example.org/very/long/path/to/the/insurance/renewal/form/that/never/ends';
  const created = await api.post('/api/tasks/quick', { data: { text: `Renew ${url} tomorrow 10am`, projectId: project.id } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const task = await created.json();
  await api.post('/api/tasks', {
    data: { name: 'Call the plumber about the leaking kitchen sink and the bathroom tap', priority: 9, duration: 30, projectId: project.id },
  });
  await api.dispose();
  expect((await page.request.post('/api/auth/login', { data: { username, password } })).ok()).toBeTruthy();

  // a phone lays a page out wider than its screen (and shrinks it) when something does not fit
  const sideways = async () => (await page.evaluate(() => document.documentElement.scrollWidth)) - page.viewportSize()!.width;
  for (const [path, shown] of [
    ['/', 'Renew'],
    ['/projects', 'A project with a really quite long name'],
    ['/calendar', 'Mon'],
    ['/tasks', 'Call the plumber'],
    ['/task-list', 'Call the plumber'],
    ['/upcoming', 'Renew'],
    [`/tasks/${task.id}`, 'example.org'],
    ['/pomodoro', 'Call the plumber'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(shown).first(), path).toBeVisible();
    expect(await sideways(), path).toBe(0);
  }
  // tomorrow's plan: its sessions and the reasons given for them name the tasks in full
  await page.goto('/today');
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.getByRole('button', { name: /^(Generate|Regenerate)/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'example.org' }).first()).toBeVisible();
  expect(await sideways(), 'tomorrow on Today').toBe(0);
});

test("the Dashboard's stat tiles show their whole labels on a phone", async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/');
  const tiles = [
    ['stat-open', 'Open tasks'],
    ['stat-done-week', 'Completed this week'],
    ['stat-focus', 'Focus today'],
    ['stat-projects', 'Projects'],
  ] as const;
  for (const [testId, label] of tiles) {
    // the tile's label: the line above its number
    const shown = page.getByTestId(testId).locator('xpath=preceding-sibling::p[1]');
    await expect(shown, label).toHaveText(label);
    await expect(shown, label).toBeVisible();
    const fit = await shown.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // every box around it that cuts off what overflows it holds the label's whole box
      const clippedBy: string[] = [];
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const around = up.getBoundingClientRect();
        if (box.left < around.left - 0.5 || box.right > around.right + 0.5 || box.top < around.top - 0.5 || box.bottom > around.bottom + 0.5)
          clippedBy.push(up.tagName);
      }
      return {
        widthFits: el.scrollWidth <= el.clientWidth,
        heightFits: el.scrollHeight <= el.clientHeight,
        onScreen: box.left >= 0 && box.right <= window.innerWidth,
        clippedBy,
      };
    });
    expect(fit, label).toEqual({ widthFits: true, heightFits: true, onScreen: true, clippedBy: [] });
  }
  await page.screenshot({ path: 'test-results/screens/mobile-dashboard-stats.png' });
});
