import { expect, freshApprovedUser, test } from './fixtures/users.ts';

test('comments on the task detail: Markdown, @ completion, edit, live from another tab, the activity, and notification settings', async ({ page, baseURL }) => {
  const password = 'talk-pass-1234';
  const { username, api } = await freshApprovedUser(baseURL!, 'talk', password);
  const project = await (await api.post('/api/projects', { data: { name: 'Launch', priority: 5 } })).json();
  const task = await (await api.post('/api/tasks', { data: { name: 'Draft the plan', priority: 3, duration: 25, projectId: project.id } })).json();
  expect((await page.request.post('/api/auth/login', { data: { username, password } })).ok()).toBeTruthy();

  await page.goto(`/tasks/${task.id}`);
  const comments = page.getByRole('list', { name: 'Comments' });
  const box = page.getByRole('combobox', { name: 'Add a comment' });

  await test.step('a comment with Markdown and a completed @mention', async () => {
    await box.fill('Looks **good**, ');
    await box.pressSequentially(`@${username.slice(0, 4)}`);
    await expect(page.getByRole('option', { name: new RegExp(`@${username}`) })).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue(`Looks **good**, @${username} `);
    await box.pressSequentially('<img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const first = comments.getByTestId('comment').first();
    await expect(first.locator('strong')).toHaveText('good');
    await expect(first).toContainText('<img src=x onerror=alert(1)>');
    await expect(first.locator('img')).toHaveCount(0);
    await expect(box).toHaveValue('');
  });

  await test.step('its author edits it', async () => {
    await comments.getByRole('button', { name: 'Edit comment' }).click();
    const edit = page.getByRole('combobox', { name: 'Edit comment' });
    await edit.fill('Looks _fine_');
    await comments.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(comments.getByTestId('comment').first().locator('em')).toHaveText('fine');
    await expect(comments.getByTestId('comment').first()).toContainText('(edited)');
  });

  await test.step('a comment added elsewhere shows live, and the activity tells what happened', async () => {
    expect((await api.post(`/api/tasks/${task.id}/comments`, { data: { body: 'From my phone' } })).ok()).toBeTruthy();
    await expect(comments.getByTestId('comment')).toHaveCount(2);
    await expect(comments.getByTestId('comment').nth(1)).toContainText('From my phone');
    expect((await api.patch(`/api/tasks/${task.id}`, { data: { priority: 5 } })).ok()).toBeTruthy();
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.getByTestId('activity-line').first()).toContainText('changed priority from 3 to 5');
    await expect(activity).toContainText('commented on the task');
    await expect(activity.getByTestId('activity-line').last()).toContainText('created the task');
    await page.screenshot({ path: 'test-results/screens/task-comments.png', fullPage: true });
  });

  await test.step('Settings: turning e-mails for mentions off is kept', async () => {
    await page.goto('/settings#notifications');
    const card = page.getByTestId('notification-preferences');
    const mentionEmail = card.getByRole('group', { name: 'Someone mentions me in a comment' }).getByRole('switch', { name: 'By e-mail' });
    await expect(mentionEmail).toBeChecked();
    await mentionEmail.click();
    await expect(mentionEmail).not.toBeChecked();
    await expect.poll(async () => (await (await api.get('/api/notifications/preferences')).json()).mentioned).toEqual({ inApp: true, email: false });
  });
});

test('a picked @mention is followed by one space, whether the user types a space next or not', async ({ page, baseURL }) => {
  const password = 'mention-pass-1234';
  const { username, api } = await freshApprovedUser(baseURL!, 'pat', password);
  const project = await (await api.post('/api/projects', { data: { name: 'Launch', priority: 5 } })).json();
  const task = await (await api.post('/api/tasks', { data: { name: 'Book the venue', priority: 3, duration: 25, projectId: project.id } })).json();
  expect((await page.request.post('/api/auth/login', { data: { username, password } })).ok()).toBeTruthy();

  await page.goto(`/tasks/${task.id}`);
  const box = page.getByRole('combobox', { name: 'Add a comment' });
  const option = page.getByRole('option', { name: new RegExp(`@${username}`) });

  // picked with the mouse, then a space as anyone types one after a name
  await box.pressSequentially(`@${username.slice(0, 4)}`);
  await option.click();
  await expect(box).toHaveValue(`@${username} `);
  await box.pressSequentially(' hello');
  await expect(box).toHaveValue(`@${username} hello`);

  // picked with the keyboard, then straight on with a word; a space typed once the caret moved on is typed
  await box.pressSequentially(', and @' + username.slice(0, 4));
  await box.press('Enter');
  await box.pressSequentially('too  ');
  await expect(box).toHaveValue(`@${username} hello, and @${username} too  `);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByTestId('comment').first()).toContainText(`@${username} hello, and @${username} too`);
  await api.dispose();
});
