import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ADMIN, expect, test, toasts } from './fixtures/users.ts';

test('the login and register forms show the field rules', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Username').fill('ab');
  await login.getByLabel('Password').fill('12345');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(login.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByRole('tab', { name: 'Register' }).click();
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Username').fill('ab');
  await register.getByLabel('Email').fill('not-an-email');
  await register.getByLabel('Password').fill('1234567');
  await register.getByLabel('Full Name (Optional)').fill('A');
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(register.getByText('Please enter a valid email address')).toBeVisible();
  await expect(register.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(register.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/register.png' });
});

test('a taken username shows the server message', async ({ page, users }) => {
  await users.register(page, { ...ADMIN, email: 'someone-else@streamline.test' });
  await expect(toasts(page).getByText('Registration failed')).toBeVisible();
  await expect(toasts(page).getByText('Username is already taken')).toBeVisible();
});

test('wrong credentials show the server message', async ({ page, users }) => {
  await page.goto('/login');
  await users.fillLogin(page, { ...ADMIN, password: 'wrong-password' });
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a browser that blocks cookies shows the login screen and the notice, and cannot sign in', async ({ users }, testInfo) => {
  // A real Chromium profile whose content settings block cookies (and with them the web storages).
  const profile = mkdtempSync(join(tmpdir(), 'streamline-no-cookies-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL: testInfo.project.use.baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(toasts(page).getByText('Cookies Disabled')).toBeVisible();
    await expect(toasts(page).getByText('Please enable cookies in your browser to log in.')).toBeVisible();
    await users.fillLogin(page, ADMIN);
    await page.waitForTimeout(800);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
