import { ADMIN, MEMBER, expect, test, toasts } from './fixtures/users.ts';

// The first account becomes the admin, who approves the next; that user turns on 2FA and signs in with a code.
test('first admin approves a new account, which enables two-factor login', async ({ page, users }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Streamline' })).toBeVisible();
  await expect(page.getByText('Streamlined AI based task system').filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png' });

  await test.step('the first registration is an approved admin', async () => {
    await users.register(page, ADMIN);
    await expect(toasts(page).getByText('Registration successful')).toBeVisible();
    await expect(toasts(page).getByText('Your account has been created. You can now log in.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('a second registration waits for approval', async () => {
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('form', { name: 'Register' }).getByLabel('Username')).toHaveValue('');
    await users.register(page, MEMBER);
    await expect(page.getByTestId('registration-notice')).toHaveText('Your account has been created and is pending approval by an administrator.');
    await users.fillLogin(page, MEMBER);
    await expect(toasts(page).getByText('Login Failed')).toBeVisible();
    await expect(toasts(page).getByText('Your account is pending approval by an administrator')).toBeVisible();
  });

  await test.step('the admin approves it in the Admin screen', async () => {
    await users.fillLogin(page, ADMIN);
    await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await page.screenshot({ path: 'test-results/screens/shell.png' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByTestId('header-title')).toHaveText('Admin Dashboard');
    const pending = page.getByTestId('pending-user').filter({ hasText: MEMBER.email });
    await expect(pending).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/admin.png', fullPage: true });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(page).getByText('User approved')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.getByLabel(`Status for ${MEMBER.username}`)).toHaveValue('approved');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
    await expect(toasts(page).getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  let secret = '';
  await test.step('the approved user signs in and enables 2FA', async () => {
    await users.fillLogin(page, MEMBER);
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('sidebar-user')).toContainText(MEMBER.name!);
    await expect(page.getByTestId('sidebar-user')).toContainText(MEMBER.email);
    await page.getByRole('button', { name: 'Setup 2FA' }).click();
    await expect(page).toHaveURL('/setup-2fa');
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.screenshot({ path: 'test-results/screens/setup-2fa.png', fullPage: true });
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const setupCode = page.getByLabel('Verification code');
    await setupCode.pressSequentially('4a2b');
    await expect(setupCode).toHaveValue('42');
    await setupCode.fill(await users.totp(secret));
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication Enabled' })).toBeVisible();
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: '2FA Enabled' }).click();
    await expect(toasts(page).getByText('Two-factor authentication is already enabled for your account.')).toBeVisible();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  });

  await test.step('signing in now asks for the authenticator code', async () => {
    await users.fillLogin(page, MEMBER);
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(toasts(page).getByText('Two-factor authentication required')).toBeVisible();
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveAttribute('placeholder', '000000');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill('12ab');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Token must be 6 digits')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/two-factor.png' });
    await code.fill('');
    // authenticator apps copy the code as "123 456"
    const shown = (await users.totp(secret, 1)).replace(/^(\d{3})/, '$1 ');
    await code.evaluate((input, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, shown);
    await expect(code).toHaveValue(shown.replace(' ', ''));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(toasts(page).getByText('Authentication successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: '2FA Enabled' })).toBeVisible();
  });
});
