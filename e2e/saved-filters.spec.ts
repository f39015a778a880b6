import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Saved filters of several projects: saved from the Task List, listed in the sidebar and the mobile menu, edited.
const PASSWORD = 'filters-pass-1234';

test('a filter of two projects is saved, shown in the sidebar, opens with their tasks, is renamed, and the mobile menu lists it', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const { username, api } = await freshApprovedUser(baseURL!, 'filters', PASSWORD);
  // a new account has its Inbox already
  const projects = (await (await api.get('/api/projects')).json()) as Array<{ name: string; inbox: boolean }>;
  expect(projects).toEqual([expect.objectContaining({ name: 'Inbox', inbox: true })]);
  const project = async (name: string) => (await (await api.post('/api/projects', { data: { name, priority: 5 } })).json()).id as number;
  const [home, work, side] = [await project('Home'), await project('Work'), await project('Side')];
  const task = (name: string, projectId: number, priority: number) => api.post('/api/tasks', { data: { name, priority, duration: 30, projectId } });
  await task('Paint fence', home, 9);
  await task('Write report', work, 8);
  await task('Mow side lawn', side, 9);
  await task('Fold laundry', home, 2);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const row = (name: string) => page.getByRole('listitem', { name });

  await test.step('the Task List saves its project filter with a second project and a priority band', async () => {
    await page.goto(`/task-list?project=${home}`);
    await expect(row('Paint fence')).toBeVisible();
    await page.getByRole('button', { name: 'Save filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save filter' });
    await dialog.getByRole('textbox', { name: 'Filter name' }).fill('Home and work');
    await expect(dialog.getByRole('checkbox', { name: 'Home' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Work' }).check();
    await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Filter "Home and work" saved')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Home and work' })).toBeVisible();
  });

  await test.step('the sidebar opens it with the tasks of either project that match every criterion', async () => {
    await page.goto('/task-list');
    await expect(row('Mow side lawn')).toBeVisible();
    await sidebar.getByRole('link', { name: 'Home and work' }).click();
    await expect(page).toHaveURL(new RegExp(`project=${home}%2C${work}|project=${home},${work}`));
    await expect(page.getByRole('heading', { name: 'Home and work' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project filter' })).toHaveValue('several');
    await expect(row('Paint fence')).toBeVisible();
    await expect(row('Write report')).toBeVisible();
    await expect(row('Mow side lawn')).toBeHidden();
    await expect(row('Fold laundry')).toBeHidden();
  });

  await test.step('the sidebar renames it', async () => {
    await sidebar.getByRole('link', { name: 'Home and work' }).hover();
    await sidebar.getByRole('button', { name: 'Edit filter Home and work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the filter "Home and work"' });
    await expect(dialog.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Filter name' }).fill('Chores');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Filter "Chores" saved')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Chores' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chores' })).toBeVisible();
  });

  await test.step('on a phone the menu lists the filter and opens it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/task-list');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Chores' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Chores' })).toBeVisible();
    await expect(row('Write report')).toBeVisible();
    await expect(row('Mow side lawn')).toBeHidden();
  });
});
