import type { Page } from '@playwright/test';
import { ADMIN, expect, test, type TestUser } from './fixtures/users.ts';

// Stored script never runs, no javascript: link is clickable, and the app works under its CSP.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
// a user of its own, so the payloads stay out of the other journeys' accounts
const MALLORY: TestUser = { username: 'mallory', email: 'mallory@streamline.test', password: 'mallory-pass-1234', name: 'Mallory' };
const SCREENS = ['/', '/projects', '/tasks', '/task-list', '/links', '/chat', '/today', '/ai-insights', '/pomodoro', '/settings'];

/** Collects CSP violations and page errors, and fails on any dialog (alert/confirm from a payload). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|create)/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', async (d) => {
    problems.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  return problems;
}

/** Signs the page in as MALLORY (registered and approved by the admin on first use). */
async function signInAsMallory(page: Page, loginViaApi: (page: Page, user: TestUser) => Promise<void>) {
  await page.request.post('/api/auth/register', { data: ADMIN }); // the first account (when this spec runs alone)
  await loginViaApi(page, ADMIN);
  const reg = await page.request.post('/api/auth/register', { data: MALLORY });
  if (reg.status() === 201) {
    const approval = await page.request.post(`/api/users/${(await reg.json()).id}/approval`, { data: { approve: true } });
    expect(approval.ok(), await approval.text()).toBeTruthy();
  }
  await loginViaApi(page, MALLORY);
}

async function cspViolations(page: Page) {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

async function expectNoScriptRan(page: Page, where: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBeUndefined();
  expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]').count(), `script links on ${where}`).toBe(0);
}

/** Collects the CSP violations the page itself reports, from its first script on, into window.__csp. */
function recordCspViolations(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

test('stored script in names, descriptions, links, notifications and chat never runs', async ({ page, users }) => {
  test.setTimeout(120_000);
  await signInAsMallory(page, users.loginViaApi);
  await recordCspViolations(page);
  const problems = watch(page);
  const api = page.request;

  const project = await (await api.post('/api/projects', { data: { name: `P ${IMG}`, description: `D ${SCRIPT}`, priority: 9 } })).json();
  const task = await (
    await api.post('/api/tasks', {
      data: { name: `T ${SCRIPT}`, description: `D ${IMG} javascript:alert(1)`, priority: 9, duration: 25, projectId: project.id },
    })
  ).json();
  expect(task.id).toBeGreaterThan(0);

  await test.step('the server only accepts http(s) links', async () => {
    for (const url of [
      'javascript:window.__xss=1',
      'JavaScript:window.__xss=1',
      ' javascript:window.__xss=1',
      'java\tscript:window.__xss=1',
      'data:text/html,<script>window.__xss=1</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const res = await api.post('/api/links', { data: { label: 'bad', url } });
      expect(res.status(), url).toBe(400);
    }
    const ok = await api.post('/api/links', { data: { label: `L ${IMG}`, url: 'https://example.com/"><img src=x onerror="window.__xss=1">' } });
    expect(ok.status()).toBe(201);
    const gql = await api.post('/graphql', {
      data: { query: 'mutation($u: String!) { createLink(input: { label: "x", url: $u }) { link { id } } }', variables: { u: 'javascript:window.__xss=1' } },
    });
    expect(JSON.stringify(await gql.json())).toContain('URL must start with http:// or https://');
  });

  // a notification (assigning the task to myself) and a chat exchange carrying the payloads
  const assigned = await api.post(`/api/tasks/${task.id}/assign`, {
    data: { assigneeEmail: MALLORY.email, assigneeName: `N ${IMG}`, customMessage: `M ${SCRIPT}` },
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);
  const chat = await api.post('/api/chat', { data: { message: `hello ${IMG} ${SCRIPT} [x](javascript:window.__xss=1)` } });
  expect(chat.status(), await chat.text()).toBe(200);

  for (const path of [...SCREENS, `/tasks/${task.id}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByTestId('header-title')).toBeVisible();
      await page.waitForTimeout(700);
      await expectNoScriptRan(page, path);
    });
  }
  await test.step('the payloads are shown as text', async () => {
    await page.goto('/projects');
    await expect(page.getByText(`P ${IMG}`).first()).toBeVisible();
    await page.goto(`/tasks/${task.id}`);
    await expect(page.getByText(`T ${SCRIPT}`).first()).toBeVisible();
    await page.goto('/links');
    await expect(page.getByText(`L ${IMG}`).first()).toBeVisible();
  });
  await test.step('the notifications bell', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).or(page.getByLabel('Notifications').last())).toBeVisible();
    await page.waitForTimeout(300);
    await expectNoScriptRan(page, 'the notifications bell');
  });
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the app works under its Content-Security-Policy: charts, QR code, service worker and live updates', async ({ page, users }) => {
  await signInAsMallory(page, users.loginViaApi);
  await recordCspViolations(page);
  const problems = watch(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // some focus time, so the insights draw their charts
  const project = await (await page.request.post('/api/projects', { data: { name: 'Charted', priority: 5 } })).json();
  const task = await (await page.request.post('/api/tasks', { data: { name: 'Focus on it', priority: 5, duration: 50, projectId: project.id } })).json();
  const focus = await page.request.post('/api/pomodoro', {
    data: { taskId: task.id, duration: 25, startTime: new Date(Date.now() - 40 * 60_000).toISOString(), type: 'work', completed: true },
  });
  expect(focus.status(), await focus.text()).toBe(201);

  const res = await page.goto('/ai-insights');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('header-title')).toBeVisible();
  await page.waitForTimeout(700);
  // recharts draws SVG with style attributes: allowed by style-src 'unsafe-inline'
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
  // the service worker registers (worker-src 'self')
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  expect(scope).toContain('/');
  // the graphql-ws socket connects (connect-src of this host)
  await expect.poll(() => sockets.some((u) => u.endsWith('/graphql'))).toBe(true);
  // the 2FA QR code is a data: image (img-src data:)
  await page.goto('/setup-2fa');
  await page.waitForTimeout(700);
  const qr = page.locator('img[src^="data:image/png"]');
  if (await qr.count()) await expect(qr.first()).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
