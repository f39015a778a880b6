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

test('login is blocked when the browser refuses cookies', async ({ page, users }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }));
  await page.goto('/login');
  await expect(toasts(page).getByText('Cookies Disabled')).toBeVisible();
  await expect(toasts(page).getByText('Please enable cookies in your browser to log in.')).toBeVisible();
  await users.fillLogin(page, ADMIN);
  await page.waitForTimeout(800);
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/auth/check').then((r) => r.json())).authenticated).toBe(false);
});
