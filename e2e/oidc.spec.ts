import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../api/test/oidc/provider.ts';

// Its own app instance (the compiled server the other specs' `npm start` built) with OIDC on, so the
// shared app and the other specs' login screen stay as they are.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const NAME = 'E2E SSO';

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, app: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (app.exitCode !== null) throw new Error(`the OIDC app exited with ${app.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the OIDC app did not start');
}

test.describe.configure({ mode: 'serial' });

let idp: TestOidcProvider;
let app: ChildProcess;
let appUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await startOidcProvider();
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  await idp.registerClient([`${appUrl}/api/auth/oidc/callback`]);
  dataDir = mkdtempSync(join(tmpdir(), 'streamline-e2e-oidc-'));
  app = spawn(process.execPath, ['dist/server/bundle/index.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: NAME,
      OIDC_ALLOWED_DOMAINS: 'example.com',
      OIDC_AUTO_APPROVE: '1',
    },
  });
  await waitForHealth(appUrl, app);
  // the first account (the admin) exists already: the provider's people get ordinary accounts
  const admin = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ username: 'oidcadmin', email: 'oidcadmin@example.com', password: 'correct-horse-9' }),
  });
  expect(admin.status).toBe(201);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await idp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a person signs in with the provider from the login screen', async ({ page }) => {
  idp.accounts.set('e2e-person', { email: 'e2e.person@example.com', email_verified: true, preferred_username: 'e2e.person', name: 'E2E Person' });
  await page.goto(`${appUrl}/login`);
  await page.getByRole('link', { name: `Sign in with ${NAME}` }).click();

  // the provider's development login and consent pages
  await page.locator('input[name="login"]').fill('e2e-person');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${appUrl}/`);
  const check = await (await page.request.get(`${appUrl}/api/auth/check`)).json();
  expect(check).toMatchObject({ authenticated: true, user: { username: 'e2e.person', name: 'E2E Person', status: 'approved' } });

  // the account has no password yet: Settings offers to set one, without asking for a current one
  await page.goto(`${appUrl}/settings`);
  const setForm = page.getByRole('form', { name: 'Set a password' });
  await expect(setForm).toContainText('You sign in with single sign-on.');
  await expect(setForm.getByLabel('Current password')).toHaveCount(0);
  await setForm.getByLabel('New password', { exact: true }).fill('my-own-password-1');
  await setForm.getByLabel('Confirm new password').fill('my-own-password-1');
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' }).getByLabel('Current password')).toBeVisible();
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ username: 'e2e.person', password: 'my-own-password-1' }),
  });
  expect(login.status).toBe(200);
});

test('a refused sign-in comes back to the login screen with the reason', async ({ page }) => {
  idp.accounts.set('e2e-outsider', { email: 'outsider@elsewhere.org', email_verified: true });
  await page.goto(`${appUrl}/login`);
  await page.getByRole('link', { name: `Sign in with ${NAME}` }).click();
  await page.locator('input[name="login"]').fill('e2e-outsider');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByTestId('sign-in-error')).toHaveText('E-mail addresses at elsewhere.org may not sign in here.');
  await page.screenshot({ path: 'test-results/screens/oidc-refused.png' });
});

test('Settings lists the linked provider and keeps the last one; signing out ends the provider session too', async ({ page }) => {
  idp.accounts.set('e2e-leaver', { email: 'e2e.leaver@example.com', email_verified: true, preferred_username: 'e2e.leaver' });
  const signInAtProvider = async () => {
    await page.locator('input[name="login"]').fill('e2e-leaver');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await page.goto(`${appUrl}/login`);
  await page.getByRole('link', { name: `Sign in with ${NAME}` }).click();
  await signInAtProvider();
  await expect(page).toHaveURL(`${appUrl}/`);

  // the account has no password: its only provider cannot be unlinked, and the reason shows under the row
  await page.goto(`${appUrl}/settings`);
  const list = page.getByRole('list', { name: 'Linked sign-in providers' });
  await expect(list).toContainText(NAME, { timeout: 30_000 });
  await expect(list).toContainText('e2e.leaver@example.com');
  await list.getByRole('button', { name: `Unlink ${NAME}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(list.getByRole('alert')).toHaveText('Set a password before unlinking your last sign-in provider: without one you could no longer sign in.');
  await page.screenshot({ path: 'test-results/screens/oidc-identities.png' });

  // signing out goes through the provider's sign-out page and back to the login screen
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${appUrl}/login`);
  // the provider no longer knows this browser: the next sign-in asks for credentials again
  await page.getByRole('link', { name: `Sign in with ${NAME}` }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await signInAtProvider();
  await expect(page).toHaveURL(`${appUrl}/`);
});
