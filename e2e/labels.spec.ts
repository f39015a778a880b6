import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';

// Labels (Settings, the task page, the Task List) and saved filters (the Task List, the sidebar).
const PASSWORD = 'labels-pass-1234';

test('labels are managed in Settings, put on a task, filter the Task List; the filter is saved, opened from the sidebar and deleted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { username, api } = await freshApprovedUser(baseURL!, 'labels', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Household', priority: 5 } })).json();
  const task = async (name: string) => (await api.post('/api/tasks', { data: { name, priority: 5, duration: 30, projectId: project.id } })).json();
  const rent = await task('Pay rent');
  await task('Buy milk');
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  const labels = page.getByRole('list', { name: 'Labels', exact: true });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

  await test.step('Settings creates labels with a colour, renames, recolours and deletes one after asking', async () => {
    await page.goto('/settings#labels');
    const form = page.getByRole('form', { name: 'New label' });
    for (const [name, colour] of [
      ['Home', 'Green'],
      ['Urgnt', 'Red'],
      ['Someday', 'Slate'],
    ]) {
      await form.getByRole('textbox', { name: 'New label name' }).fill(name);
      await form.getByRole('radio', { name: colour }).click();
      await form.getByRole('button', { name: 'Add label' }).click();
      await expect(toasts(page).getByText(`Label "${name}" created`)).toBeVisible();
    }
    await expect(labels.getByTestId('label-chip')).toHaveText(['Home', 'Someday', 'Urgnt']);

    await labels.getByRole('button', { name: 'Rename Urgnt' }).click();
    await labels.getByRole('textbox', { name: 'New name for Urgnt' }).fill('Urgent');
    await labels.getByRole('button', { name: 'Save' }).click();
    await expect(labels.getByTestId('label-chip').filter({ hasText: 'Urgent' })).toBeVisible();

    await labels.getByRole('button', { name: 'Change the colour of Urgent' }).click();
    await labels.getByRole('radiogroup', { name: 'Colour of Urgent' }).getByRole('radio', { name: 'Orange' }).click();
    await expect(labels.getByRole('radiogroup', { name: 'Colour of Urgent' }).getByRole('radio', { name: 'Orange' })).toHaveAttribute('aria-checked', 'true');

    await labels.getByRole('button', { name: 'Delete Someday' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the label "Someday"?' });
    await confirm.getByRole('button', { name: 'Delete label' }).click();
    await expect(toasts(page).getByText('Label "Someday" deleted')).toBeVisible();
    await expect(labels.getByTestId('label-chip')).toHaveText(['Home', 'Urgent']);
  });

  await test.step('the task page puts labels on the task; its chips show there and on the Task List', async () => {
    await page.goto(`/tasks/${rent.id}`);
    await page.getByRole('button', { name: 'Edit labels' }).click();
    const picker = page.getByRole('list', { name: 'Choose labels' });
    await picker.getByRole('checkbox', { name: 'Home' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Home' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByTestId('label-chip')).toHaveText(['Home']);
    await picker.getByRole('checkbox', { name: 'Urgent' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByTestId('label-chip')).toHaveText(['Home', 'Urgent']);
    await picker.getByRole('checkbox', { name: 'Urgent' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Urgent' })).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByTestId('label-chip')).toHaveText(['Home']);

    await page.goto('/task-list');
    await expect(page.getByRole('listitem', { name: 'Pay rent' }).getByTestId('label-chip')).toHaveText('Home');
    await expect(page.getByRole('listitem', { name: 'Buy milk' }).getByTestId('label-chip')).toHaveCount(0);
    await page.goto('/tasks');
    await expect(page.getByTestId('task-row').filter({ hasText: 'Pay rent' }).getByTestId('label-chip')).toHaveText('Home');
  });

  await test.step('the Task List filters by a label and saves the filter under a name', async () => {
    await page.goto('/task-list');
    await page.getByRole('combobox', { name: 'Label filter' }).selectOption({ label: 'Home' });
    await expect(page).toHaveURL(/label=\d+/);
    await expect(page.getByRole('listitem', { name: 'Pay rent' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Buy milk' })).toBeHidden();

    await page.getByRole('button', { name: 'Save filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save filter' });
    await dialog.getByRole('textbox', { name: 'Filter name' }).fill('At home');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Filter "At home" saved')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'At home' })).toBeVisible();
  });

  await test.step('the sidebar opens the saved filter, and deletes it after asking', async () => {
    await page.goto('/task-list');
    await expect(page.getByRole('listitem', { name: 'Buy milk' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'At home' }).click();
    await expect(page).toHaveURL(/filter=\d+/);
    await expect(page.getByRole('heading', { name: 'At home' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Label filter' })).toHaveValue(/\d+/);
    await expect(page.getByRole('listitem', { name: 'Pay rent' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Buy milk' })).toBeHidden();

    await sidebar.getByRole('link', { name: 'At home' }).hover();
    await sidebar.getByRole('button', { name: 'Delete filter At home' }).click();
    await page.getByRole('alertdialog', { name: 'Delete the filter "At home"?' }).getByRole('button', { name: 'Delete filter' }).click();
    await expect(toasts(page).getByText('Filter "At home" deleted')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'At home' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/filter=/);
  });

  await test.step('the palette finds a label; picking it opens the Task List filtered by it', async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.getByRole('combobox').fill('hom');
    const option = palette.getByRole('group', { name: 'Labels' }).getByRole('option', { name: 'Home' });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/task-list\?label=\d+/);
    await expect(page.getByRole('listitem', { name: 'Pay rent' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Buy milk' })).toBeHidden();
  });
});
