import { expect, freshApprovedUser, test } from './fixtures/users.ts';

// Global search (the Ctrl/⌘-K palette) and the keyboard shortcuts.
const PASSWORD = 'search-pass-1234';

test('the palette finds a task and opens it; "?" lists the shortcuts; shortcuts stay quiet in fields; x completes with undo', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { username, api } = await freshApprovedUser(baseURL!, 'search', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Finance', priority: 5 } })).json();
  const task = async (name: string, description?: string) =>
    (await api.post('/api/tasks', { data: { name, description, priority: 5, duration: 30, projectId: project.id } })).json();
  const report = await task('Quarterly report', 'Numbers for the board meeting');
  await task('Fix <b>bold</b> heading', 'in the report template');
  await task('Water the plants');
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });

  await test.step('Ctrl-K opens the palette; typing finds tasks with the match highlighted and markup shown as text', async () => {
    await page.goto('/task-list');
    await expect(page.getByRole('listitem', { name: 'Water the plants' })).toBeVisible();
    const projectsLink = page.getByRole('link', { name: 'Projects' }).first();
    await projectsLink.focus();
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    const box = palette.getByRole('combobox');
    await expect(box).toBeFocused();
    await expect(palette.getByRole('group', { name: 'Commands' }).getByRole('option', { name: 'Start the timer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(projectsLink).toBeFocused(); // focus returns where it was

    await page.keyboard.press('Control+k');
    await box.fill('repo');
    const tasks = palette.getByRole('group', { name: 'Tasks' });
    await expect(tasks.getByRole('option')).toHaveCount(2);
    await expect(tasks.getByRole('option').first()).toContainText('Quarterly report');
    await expect(tasks.getByRole('option').first().locator('mark')).toHaveText('repo');
    await expect(tasks.getByRole('option').nth(1)).toContainText('Fix <b>bold</b> heading');
    await expect(tasks.locator('b')).toHaveCount(0);
    await expect(tasks.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tasks.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tasks/${report.id}$`));
    await expect(page.getByRole('heading', { name: 'Quarterly report' })).toBeVisible();
  });

  await test.step('"?" shows every shortcut', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('Quick add a task')).toBeVisible();
    await expect(overlay.getByText('Complete or reopen (with undo)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  await test.step('g then l goes to the Task List; the same keys typed in a field stay text', async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await expect(page).toHaveURL(/\/task-list$/);
    const input = page.getByRole('textbox', { name: 'Task name' });
    await input.click();
    await page.keyboard.type('gp?');
    await expect(input).toHaveValue('gp?');
    await expect(page).toHaveURL(/\/task-list$/);
    await expect(overlay).toBeHidden();
    await input.fill('');
    await input.blur();
  });

  await test.step('j selects the first task, x completes it, Undo opens it again', async () => {
    await page.keyboard.press('j');
    const first = page.getByRole('listitem', { name: 'Quarterly report' });
    await expect(first).toBeFocused();
    await page.keyboard.press('j');
    await expect(page.getByRole('listitem', { name: 'Fix <b>bold</b> heading' })).toBeFocused();
    await page.keyboard.press('k');
    await expect(first).toBeFocused();
    await page.keyboard.press('x');
    await expect(page.getByText(`Well done! "Quarterly report" is completed.`, { exact: true })).toBeVisible();
    await expect(first.getByTestId('task-row')).toHaveAttribute('data-completed', 'true');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(first.getByTestId('task-row')).toHaveAttribute('data-completed', 'false');
    await expect
      .poll(async () => ((await (await api.get('/api/tasks')).json()) as Array<{ id: number; completed: boolean }>).find((t) => t.id === report.id)?.completed)
      .toBe(false);
  });
});
