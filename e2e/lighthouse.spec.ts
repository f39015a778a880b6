import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ADMIN, expect, test } from './fixtures/users.ts';

// Lighthouse's accessibility score is 100 on /login and, signed in, on /tasks (desktop, no
// throttling: only the accessibility audits run).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

type Audit = { id: string; title: string; score: number | null; details?: { items?: { node?: { selector?: string; snippet?: string } }[] } };

async function accessibility(url: string, port: number, cookie?: string) {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['accessibility'],
    formFactor: 'desktop' as const,
    screenEmulation: { disabled: true },
    throttlingMethod: 'provided' as const,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  // the app keeps a live connection open, so the network never goes quiet: Lighthouse would wait
  // its full 45 s for that; the screen has rendered well before 8 s
  const settings = {
    onlyCategories: ['accessibility'],
    pauseAfterFcpMs: 0,
    pauseAfterLoadMs: 0,
    networkQuietThresholdMs: 0,
    cpuQuietThresholdMs: 0,
    maxWaitForLoad: 8000,
    disableFullPageScreenshot: true,
  };
  const { lhr } = (await lighthouse(url, flags, { extends: 'lighthouse:default', settings }))!;
  const category = lhr.categories.accessibility;
  const failed = category.auditRefs
    .map((ref) => lhr.audits[ref.id] as Audit)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map(
      (audit) => `${audit.id}: ${audit.title}\n${(audit.details?.items ?? []).map((i) => `    ${i.node?.selector ?? ''} ${i.node?.snippet ?? ''}`).join('\n')}`,
    );
  return { score: category.score, failed };
}

test('Lighthouse accessibility is 100 on /login and /tasks', async ({ page, baseURL, users }) => {
  test.setTimeout(120_000);
  await users.loginViaApi(page, ADMIN);
  // rows with every control a task row has
  const project = await page.request.post('/api/projects', { data: { name: 'Audited project', priority: 6 } });
  expect(project.ok()).toBeTruthy();
  const task = await page.request.post('/api/tasks', {
    data: { name: 'Audited task', priority: 8, duration: 25, projectId: (await project.json()).id, dueDate: '2030-01-02' },
  });
  expect(task.ok(), await task.text()).toBeTruthy();
  const cookie = (await page.context().cookies(baseURL!)).map((c) => `${c.name}=${c.value}`).join('; ');
  expect(cookie).not.toBe('');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: mkdtempSync(join(tmpdir(), 'lh-a11y-')),
  });
  try {
    const login = await accessibility(`${baseURL}/login`, chrome.port);
    const tasks = await accessibility(`${baseURL}/tasks`, chrome.port, cookie);
    expect(login.failed, login.failed.join('\n')).toEqual([]);
    expect(tasks.failed, tasks.failed.join('\n')).toEqual([]);
    expect(login.score).toBe(1);
    expect(tasks.score).toBe(1);
  } finally {
    chrome.kill();
  }
});
