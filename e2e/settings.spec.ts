import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { adf, startFakeJira } from '../api/src/modules/jira/fakeJira.ts';
import { ADMIN, expect, test, toasts } from './fixtures/users.ts';
import { settled } from './fixtures/settled.ts';

// The Quick Links screen and the User Settings screen (profile, password, two-factor,
// Jira through a local server that speaks Jira Cloud's REST v3, export and import).

type Json = Record<string, unknown>;
type NewUser = { username: string; email: string; password: string; name: string };

async function call<T = Json>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A fresh account approved by the admin, signed in on the page's context. */
async function signInNewUser(page: Page, playwright: PlaywrightWorkerArgs['playwright'], prefix: string): Promise<NewUser> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const user = { username, email: `${username}@streamline.test`, password: 'settings-pass-1234', name: 'Sam Settings' };
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await call(admin, 'POST', '/api/auth/register', user);
  await call(admin, 'POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
  const pending = await call<{ id: number; username: string }[]>(admin, 'GET', '/api/users/pending');
  await call(admin, 'POST', `/api/users/${pending.find((u) => u.username === username)!.id}/approval`, { approve: true });
  await admin.dispose();
  await call(page.request, 'POST', '/api/auth/login', { username, password: user.password });
  return user;
}

/** Drags with the mouse in small steps, as a person would (the sensor waits for 4 px of movement). */
async function drag(page: Page, handle: Locator, target: Locator) {
  await settled(handle);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

const tileLabels = (page: Page) =>
  page
    .getByRole('list', { name: 'Your links' })
    .getByTestId('link-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')));

test('quick links: add with the field rules, edit, reorder by drag and drop, delete', async ({ page, playwright }) => {
  await signInNewUser(page, playwright, 'links');
  await page.goto('/links');
  await expect(page.getByTestId('header-title')).toHaveText('Quick Links');
  await expect(page.getByText('No links yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add link' });
  await test.step('the rules of spec section 5 show on the fields', async () => {
    await form.getByRole('button', { name: 'Add link' }).click();
    await expect(form.getByText('Label is required')).toBeVisible();
    await expect(form.getByText('URL is required')).toBeVisible();
    await form.getByLabel('Label').fill('Docs');
    await form.getByLabel('URL').fill('ftp://files.example.com');
    await form.getByRole('button', { name: 'Add link' }).click();
    await expect(form.getByText('URL must start with http:// or https://')).toBeVisible();
    await expect(form.getByText('Label is required')).toBeHidden();
    await page.screenshot({ path: 'test-results/screens/links-empty.png' });
  });

  await test.step('three links are added, each opening in a new tab', async () => {
    for (const [label, url] of [
      ['Docs', 'https://docs.example.com/start'],
      ['Status page', 'https://status.example.com'],
      ['Team wiki', 'http://wiki.example.com'],
    ]) {
      await form.getByLabel('Label').fill(label);
      await form.getByLabel('URL').fill(url);
      await form.getByRole('button', { name: 'Add link' }).click();
      await expect(toasts(page).getByText(`"${label}" is in your quick links.`)).toBeVisible();
      await expect(form.getByLabel('Label')).toHaveValue('');
    }
    expect(await tileLabels(page)).toEqual(['Docs', 'Status page', 'Team wiki']);
    const docs = page.getByRole('link', { name: /^Docs/ });
    await expect(docs).toHaveAttribute('href', 'https://docs.example.com/start');
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByTestId('link-tile').filter({ hasText: 'Docs' })).toContainText('docs.example.com');
  });

  await test.step('edit: the same rules, then the new label and url', async () => {
    await page.getByRole('button', { name: 'Edit Team wiki' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit link' });
    await dialog.getByLabel('Label').fill('  ');
    await dialog.getByLabel('URL').fill('wiki.example.com');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Label is required')).toBeVisible();
    await expect(dialog.getByText('URL must start with http:// or https://')).toBeVisible();
    await dialog.getByLabel('Label').fill('Handbook');
    await dialog.getByLabel('URL').fill('https://handbook.example.com');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Link updated')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Handbook/ })).toHaveAttribute('href', 'https://handbook.example.com');
    await page.screenshot({ path: 'test-results/screens/links.png', fullPage: true });
  });

  await test.step('drag and drop reorders, and the order is kept after a reload', async () => {
    await drag(page, page.getByRole('button', { name: 'Reorder Docs' }), page.getByTestId('link-tile').filter({ hasText: 'Handbook' }));
    await expect.poll(() => tileLabels(page)).toEqual(['Status page', 'Handbook', 'Docs']);
    await expect
      .poll(async () => (await call<{ label: string }[]>(page.request, 'GET', '/api/links')).map((l) => l.label))
      .toEqual(['Status page', 'Handbook', 'Docs']);
    await page.reload();
    await expect.poll(() => tileLabels(page)).toEqual(['Status page', 'Handbook', 'Docs']);
  });

  await test.step('the keyboard moves a link too (Space, arrow, Space on its handle), and a screen reader hears each move', async () => {
    const handle = page.getByRole('button', { name: 'Reorder Docs' });
    const heard = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeAttached({ timeout: 2_000 });
    let tries = 0;
    // right after a reload the sortable may not listen yet: a key press it missed moves nothing, so retry
    await expect(async () => {
      if (tries++) await page.keyboard.press('Escape'); // a drag left open by the last try is cancelled
      await settled(handle);
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }); // the drag has started
      await page.waitForTimeout(100); // @dnd-kit listens for the arrows from the next tick
      await page.keyboard.press('ArrowLeft');
      await heard('"Docs" is over position 2 of 3.').catch(async (error: Error) => {
        // what was heard and where the tiles were, in the report: a missed key or no link to the left
        const tiles = await page
          .getByTestId('link-tile')
          .evaluateAll((all) => all.map((t) => `${t.getAttribute('aria-label')} ${JSON.stringify(t.getBoundingClientRect())}`));
        const status = await page.getByRole('status').allTextContents();
        throw new Error(`${error.message}\ntry ${tries}: heard ${JSON.stringify(status)}; tiles ${tiles.join('; ')}`);
      });
      await page.keyboard.press('Space');
      await heard('"Docs" was dropped at position 2 of 3.');
      await expect.poll(() => tileLabels(page), { timeout: 2_000 }).toEqual(['Status page', 'Docs', 'Handbook']);
    }).toPass({ timeout: 20_000 });
    await page.reload();
    await expect.poll(() => tileLabels(page)).toEqual(['Status page', 'Docs', 'Handbook']);
  });

  await test.step('delete asks first', async () => {
    await page.getByRole('button', { name: 'Delete Status page' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await tileLabels(page)).toHaveLength(3);
    await page.getByRole('button', { name: 'Delete Status page' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('"Status page" was removed from your quick links.')).toBeVisible();
    await expect.poll(() => tileLabels(page)).toEqual(['Docs', 'Handbook']);
    await page.reload();
    await expect.poll(() => tileLabels(page)).toEqual(['Docs', 'Handbook']);
  });
});

test('settings: profile, password (other sessions signed out), two-factor off, timer and AI provider', async ({ page, playwright, users }) => {
  const user = await signInNewUser(page, playwright, 'prof');
  const otherDevice = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await call(otherDevice, 'POST', '/api/auth/login', { username: user.username, password: user.password });

  await page.goto('/settings');
  await expect(page.getByTestId('header-title')).toHaveText('User Settings');
  await expect(page.getByTestId('ai-provider')).toHaveText('Built-in local engine');
  await page.screenshot({ path: 'test-results/screens/settings.png', fullPage: true });

  const profile = page.getByRole('form', { name: 'Profile' });
  await test.step('profile: the rules, the taken e-mail, then the shell shows the new name and e-mail', async () => {
    await profile.getByLabel('Name').fill('S');
    await profile.getByLabel('Email').fill('not-an-email');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(profile.getByText('Please enter a valid email address')).toBeVisible();
    await profile.getByLabel('Name').fill('Samantha Rivers');
    await profile.getByLabel('Email').fill(ADMIN.email);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Email is already registered')).toBeVisible();
    const email = `rivers.${user.username}@streamline.test`;
    await profile.getByLabel('Email').fill(email);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(toasts(page).getByText('Profile updated')).toBeVisible();
    await expect(page.getByTestId('sidebar-user')).toContainText('Samantha Rivers');
    await expect(page.getByTestId('sidebar-user')).toContainText(email);
    await page.reload();
    await expect(profile.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByTestId('sidebar-user')).toContainText('Samantha Rivers');
  });

  const password = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'brand-new-pass-5678';
  await test.step('password: the rules, the wrong current password, then the change', async () => {
    await password.getByLabel('New password', { exact: true }).fill('short');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is required')).toBeVisible();
    await expect(password.getByText('Password must be at least 6 characters')).toBeVisible();
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Confirm new password').fill('something-else-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Passwords do not match')).toBeVisible();
    await password.getByLabel('Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    await password.getByLabel('Current password').fill(user.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page).getByText('Your other sessions were signed out.')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');
    const check = await otherDevice.get('/api/auth/check');
    expect(check.ok() ? ((await check.json()) as { authenticated: boolean }).authenticated : false).toBe(false);
    await otherDevice.dispose();
  });

  await test.step('signing in again takes the new password', async () => {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await users.fillLogin(page, { ...user, password: user.password });
    await expect(toasts(page).getByText('Login Failed')).toBeVisible();
    await users.fillLogin(page, { ...user, password: newPassword });
    await expect(page).toHaveURL('/');
    await page.goto('/settings');
    await expect(page.getByTestId('sidebar-user')).toContainText('Samantha Rivers');
  });

  await test.step('two-factor: Enable goes to /setup-2fa; Disable takes a current 6-digit code', async () => {
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Enable' }).click();
    await expect(page).toHaveURL('/setup-2fa');
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel('Verification code').fill(await users.totp(secret));
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication Enabled' })).toBeVisible();
    await page.goto('/settings');
    await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
    const disable = page.getByRole('form', { name: 'Disable two-factor authentication' });
    await disable.getByLabel('Authentication code').fill('12345');
    await disable.getByRole('button', { name: 'Disable' }).click();
    await expect(disable.getByText('Token must be 6 digits')).toBeVisible();
    await disable.getByLabel('Authentication code').fill(await users.totp(secret, 1));
    await disable.getByRole('button', { name: 'Disable' }).click();
    await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Setup 2FA' }).first()).toBeVisible();
  });

  await test.step('pomodoro minutes (the server ranges) and the notification sound', async () => {
    const timer = page.getByRole('form', { name: 'Pomodoro' });
    await expect(timer.getByLabel('Work (minutes)')).toHaveValue('25');
    await expect(timer.getByLabel('Break (minutes)')).toHaveValue('5');
    await timer.getByLabel('Work (minutes)').fill('181');
    await timer.getByRole('button', { name: 'Save timer' }).click();
    await expect(timer.getByText('Work must be a whole number of minutes from 1 to 180')).toBeVisible();
    await timer.getByLabel('Work (minutes)').fill('50');
    await timer.getByLabel('Break (minutes)').fill('10');
    await timer.getByRole('button', { name: 'Save timer' }).click();
    await expect(toasts(page).getByText('Work 50 min, break 10 min.')).toBeVisible();
    const sound = page.getByRole('switch', { name: 'Notification sound' });
    const wasOn = (await sound.getAttribute('aria-checked')) === 'true';
    await sound.click();
    await expect(sound).toHaveAttribute('aria-checked', String(!wasOn));
    await page.reload();
    await expect(timer.getByLabel('Work (minutes)')).toHaveValue('50');
    await expect(page.getByRole('switch', { name: 'Notification sound' })).toHaveAttribute('aria-checked', String(!wasOn));
    expect(await call(page.request, 'GET', '/api/settings/pomodoro')).toMatchObject({ workDuration: 50, breakDuration: 10 });
  });
});

test('jira: test the connection, link, import open issues, export and import my data, unlink', async ({ page, playwright }) => {
  const jira = await startFakeJira({ email: 'sam@example.com', token: 'jira-token-1', displayName: 'Sam from Jira', projects: { OPS: 'Operations' } });
  try {
    jira.issues.push(
      { key: 'OPS-1', summary: 'Rotate the TLS certificates', description: adf('Before they expire on Friday.'), priority: 'High', estimateSeconds: 5400 },
      { key: 'OPS-2', summary: 'Update the runbook', priority: 'Low' },
      { key: 'OPS-3', summary: 'Already shipped', done: true },
    );
    await signInNewUser(page, playwright, 'jira');
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Jira' });
    const form = page.getByRole('form', { name: 'Jira' });
    await expect(card.getByText('Jira is not linked yet.')).toBeVisible();

    await test.step('the form rules, then "Test connection" names the exact problem or the Jira user', async () => {
      await form.getByRole('button', { name: 'Link Jira' }).click();
      await expect(form.getByText('Jira URL is required')).toBeVisible();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      await expect(form.getByText('API token is required')).toBeVisible();
      await expect(form.getByText('Project key is required')).toBeVisible();
      await form.getByLabel('Jira URL').fill(jira.url);
      await form.getByLabel('Jira email').fill('sam@example.com');
      await form.getByLabel('API token').fill('wrong-token');
      await form.getByLabel('Project key').fill('ops');
      await form.getByRole('button', { name: 'Test connection' }).click();
      await expect(form.getByTestId('jira-test-result')).toHaveText('Jira rejected the e-mail or API token (401): check both and try again');
      await form.getByLabel('API token').fill('jira-token-1');
      await form.getByLabel('Project key').fill('NOPE');
      await form.getByRole('button', { name: 'Test connection' }).click();
      await expect(form.getByTestId('jira-test-result')).toHaveText('Project NOPE was not found in Jira, or this account cannot see it');
      await form.getByLabel('Project key').fill('OPS');
      await form.getByRole('button', { name: 'Test connection' }).click();
      await expect(form.getByTestId('jira-test-result')).toHaveText('Connected as Sam from Jira · project Operations');
    });

    await test.step('an address the server cannot find is told under the Jira URL field', async () => {
      await form.getByLabel('Jira URL').fill('https://no-such-host.invalid');
      await form.getByRole('button', { name: 'Link Jira' }).click();
      await expect(form.getByText('Could not find the Jira host no-such-host.invalid: check the address')).toBeVisible();
      await expect(form.getByLabel('Jira URL')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('Jira URL').fill(jira.url);
    });

    await test.step('saving keeps the token write-only: only "saved" shows', async () => {
      await form.getByLabel('Move the Jira issue to Done when I complete the task').check();
      await form.getByRole('button', { name: 'Link Jira' }).click();
      await expect(toasts(page).getByText('Jira settings saved')).toBeVisible();
      await expect(card.getByText('Linked', { exact: true })).toBeVisible();
      await page.reload();
      await expect(form.getByText('saved', { exact: true })).toBeVisible();
      await expect(form.getByLabel('API token')).toHaveValue('');
      await expect(form.getByLabel('Jira URL')).toHaveValue(jira.url);
      await expect(form.getByLabel('Move the Jira issue to Done when I complete the task')).toBeChecked();
      await expect(form.getByLabel('Post my focus time to Jira as a worklog')).not.toBeChecked();
      expect(await page.content()).not.toContain('jira-token-1');
      // the saved token is used when the form leaves it empty
      await form.getByRole('button', { name: 'Test connection' }).click();
      await expect(form.getByTestId('jira-test-result')).toHaveText('Connected as Sam from Jira · project Operations');
      await page.screenshot({ path: 'test-results/screens/settings-jira.png', fullPage: true });
    });

    await test.step('import creates the open issues as tasks; again, it updates what changed', async () => {
      await card.getByRole('button', { name: 'Import open issues' }).click();
      await expect(card.getByTestId('jira-import-result')).toHaveText('2 created, 0 updated, 0 unchanged (2 open issues in OPS)');
      const tasks = await call<{ name: string }[]>(page.request, 'GET', '/api/tasks');
      expect(tasks.map((t) => t.name).sort()).toEqual(['Rotate the TLS certificates', 'Update the runbook']);
      jira.issues[1].summary = 'Update the on-call runbook';
      jira.issues.push({ key: 'OPS-4', summary: 'Renew the domain' });
      await card.getByRole('button', { name: 'Import open issues' }).click();
      await expect(card.getByTestId('jira-import-result')).toHaveText('1 created, 1 updated, 1 unchanged (3 open issues in OPS)');
      expect(jira.calls.some((c) => c.path === '/rest/api/3/search/jql' && c.authorized)).toBe(true);
    });

    await test.step('"Export my data" downloads the JSON file, and "Import" adds it back', async () => {
      const data = page.getByRole('region', { name: 'Your data' });
      const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Export my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.json$/);
      const file = await download.path();
      const doc = JSON.parse(await readFile(file, 'utf8')) as { tasks: unknown[] };
      expect(doc.tasks).toHaveLength(3);
      await data.getByLabel('Export file to import').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
      const confirmImport = page.getByRole('alertdialog', { name: 'Import this file?' });
      await expect(confirmImport).toContainText('"broken.json"');
      await confirmImport.getByRole('button', { name: 'Cancel' }).click();
      await expect(data.getByTestId('data-import-result')).toHaveCount(0);
      await data.getByLabel('Export file to import').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
      await confirmImport.getByRole('button', { name: 'Import' }).click();
      await expect(data.getByTestId('data-import-result')).toHaveText('The file is not valid JSON');
      await data.getByLabel('Export file to import').setInputFiles(file);
      await confirmImport.getByRole('button', { name: 'Import' }).click();
      await expect(data.getByTestId('data-import-result')).toContainText('Imported 1 project, 3 tasks');
      await expect(data.getByTestId('data-import-result')).toContainText('The Jira link is not imported');
    });

    await test.step('unlink forgets the link', async () => {
      await card.getByRole('button', { name: 'Unlink' }).click();
      await page.getByRole('alertdialog', { name: 'Unlink Jira?' }).getByRole('button', { name: 'Unlink' }).click();
      await expect(card.getByText('Jira is not linked yet.')).toBeVisible();
      expect(await call(page.request, 'GET', '/api/jira')).toEqual({ linked: false });
      await expect(form.getByLabel('Jira URL')).toHaveValue('');
    });
  } finally {
    await jira.close();
  }
});

test('calendar feed: show the secret URL, a calendar app reads it, a new URL replaces it, turning it off ends it', async ({ page, playwright }) => {
  await signInNewUser(page, playwright, 'feed');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section.getByRole('button', { name: 'Show my feed URL' }).click();
  const field = section.getByRole('textbox', { name: 'Calendar feed URL' });
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
  const first = await field.inputValue();

  // a calendar app: no cookies
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  await section.getByRole('button', { name: 'New URL' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make new URL' }).click();
  await expect(toasts(page).getByText('New feed URL')).toBeVisible();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await calendarApp.get(first)).status()).toBe(404);
  expect((await calendarApp.get(second)).status()).toBe(200);

  await section.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(toasts(page).getByText('Feed turned off')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Show my feed URL' })).toBeVisible();
  expect((await calendarApp.get(second)).status()).toBe(404);
  await calendarApp.dispose();
});
