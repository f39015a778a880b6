import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures/users.ts';

// axe-core on every screen, signed out and signed in (as the admin, so /admin shows everything):
// a serious or critical violation of WCAG 2 A/AA fails the test, named with the elements it found.

const PUBLIC_SCREENS = ['/login', '/register'];
const SCREENS = [
  '/',
  '/projects',
  '/tasks',
  '/task-list',
  '/today',
  '/upcoming',
  '/calendar',
  '/pomodoro',
  '/ai-insights',
  '/chat',
  '/links',
  '/invitations',
  '/settings',
  '/admin',
  '/debug',
  '/setup-2fa',
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    );
}

async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // entrance animations end before colours are judged
  await page.waitForTimeout(500);
}

test('no serious accessibility violation on the public screens', async ({ page }) => {
  const found: string[] = [];
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await settle(page);
    found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('no serious accessibility violation on any signed-in screen', async ({ page, users }) => {
  test.setTimeout(240_000);
  await users.loginViaApi(page, ADMIN);
  const project = await page.request.post('/api/projects', { data: { name: 'Accessible project', priority: 6 } });
  expect(project.ok()).toBeTruthy();
  const task = await page.request.post('/api/tasks', {
    data: { name: 'Check the contrast', priority: 8, duration: 25, projectId: (await project.json()).id, description: 'Every screen, every state.' },
  });
  expect(task.ok()).toBeTruthy();
  const found: string[] = [];
  for (const path of [...SCREENS, `/tasks/${(await task.json()).id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await settle(page);
    found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the first Tab offers "Skip to main content"; a new screen starts focus at its content', async ({ page, users }) => {
  await users.loginViaApi(page, ADMIN);
  await page.goto('/projects');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  await page.getByRole('navigation').getByRole('link', { name: 'Task List' }).first().click();
  await expect(page).toHaveURL(/\/task-list$/);
  await expect(page.locator('main#main-content')).toBeFocused();
});
