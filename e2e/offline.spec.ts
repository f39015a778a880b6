import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, freshApprovedUser, test, toasts } from './fixtures/users.ts';
import { settled } from './fixtures/settled.ts';

// Tasks work offline, sync later, and a change is never lost or duplicated.
const PASSWORD = 'offline-pass-1234';
type Task = { id: number; name: string; description: string | null; completed: boolean };

/** A fresh approved user with one project "Trip", and an API client signed in as them. */
async function freshUser(baseURL: string) {
  const { username, api } = await freshApprovedUser(baseURL, 'off', PASSWORD);
  const project = await (await api.post('/api/projects', { data: { name: 'Trip', priority: 5 } })).json();
  return { username, api, projectId: project.id as number };
}

async function serverTasks(api: APIRequestContext): Promise<Task[]> {
  const res = await api.get('/api/tasks');
  expect(res.ok()).toBeTruthy();
  return res.json();
}

async function signInAndCache(page: Page, username: string) {
  const login = await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  await page.goto('/tasks');
  // the service worker has precached the shell and controls the page
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

/** The types of the actions waiting in the browser's own offline queue (IndexedDB "streamline"). */
function queuedTypes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('streamline', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('pendingActions').objectStore('pendingActions').getAll();
          all.onsuccess = () => {
            resolve((all.result as Array<{ type: string }>).map((a) => a.type).sort());
            open.result.close();
          };
        };
      }),
  );
}

const row = (page: Page, name: string) => page.getByTestId('task-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('offline edits survive a reload, sync once on reconnect and merge a conflict', async ({ page, context, baseURL }) => {
  const { username, api, projectId } = await freshUser(baseURL!);
  const make = async (name: string) => (await (await api.post('/api/tasks', { data: { name, priority: 5, duration: 25, projectId } })).json()) as Task;
  const alpha = await make('Alpha');
  await make('Beta');
  await make('Gamma');
  await signInAndCache(page, username);
  await expect(row(page, 'Gamma')).toBeVisible();

  await test.step('going offline shows the badge and the toast', async () => {
    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
    await expect(toasts(page).getByText("You're offline")).toBeVisible();
    await expect(toasts(page).getByText('Connection lost')).toBeVisible();
  });

  await test.step('offline, a reload opens the app with its tasks', async () => {
    await page.reload();
    await expect(page.getByTestId('header-title')).toHaveText('Tasks');
    await expect(row(page, 'Alpha')).toBeVisible();
    await expect(page.getByTestId('offline-badge')).toBeVisible();
  });

  await test.step('create and edit offline, then reload in the middle', async () => {
    await page.getByLabel('Task name').fill('Delta');
    await page.getByLabel('Task name').press('Enter');
    await expect(row(page, 'Delta').getByTestId('pending-sync')).toBeVisible();

    await row(page, 'Alpha').getByRole('button', { name: 'Edit Alpha' }).click();
    const form = page.getByRole('form', { name: 'Edit task' });
    await form.getByLabel('Name').fill('Alpha offline');
    await form.getByLabel('Description').fill('offline notes');
    await form.getByLabel('Duration (minutes)').fill('26'); // the dialog's step only accepts 1, 6, … 26
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(row(page, 'Alpha offline').getByTestId('pending-sync')).toBeVisible();

    await page.reload();
    await expect(row(page, 'Delta').getByTestId('pending-sync')).toBeVisible();
    await expect(row(page, 'Alpha offline').getByTestId('pending-sync')).toBeVisible();
  });

  await test.step('complete and delete offline', async () => {
    await row(page, 'Beta').getByRole('checkbox', { name: 'Complete Beta' }).click();
    await expect(page.getByText('Completed (1)')).toBeVisible(); // ticked tasks fold into "Completed"
    await row(page, 'Delta').getByRole('checkbox', { name: 'Complete Delta' }).click();
    await row(page, 'Gamma').getByRole('button', { name: 'Delete Gamma' }).click();
    await expect(row(page, 'Gamma')).toHaveCount(0);
    // the delete is sent (here: queued) once its undo toast has closed
    await expect.poll(() => queuedTypes(page), { timeout: 20_000 }).toContain('DELETE');
    await page.goto('/debug');
    await expect(page.getByTestId('pending-action').filter({ hasText: 'DELETE' })).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByTestId('debug-connectivity')).toHaveText('Offline');
    await expect(page.getByTestId('debug-task-counts')).toContainText('new 1, modified 2');
  });

  await test.step('meanwhile the same task changes on the server', async () => {
    const res = await api.patch(`/api/tasks/${alpha.id}`, { data: { name: 'Alpha server' } });
    expect(res.ok()).toBeTruthy();
    expect((await serverTasks(api)).map((t) => t.name).sort()).toEqual(['Alpha server', 'Beta', 'Gamma']);
  });

  await test.step('back online: the queue replays once, markers clear, the conflict is merged and told', async () => {
    await page.goto('/tasks');
    // one toast at a time: the conflict's toast waits until this one had its 5 s
    const backOnline = Promise.all([
      expect(toasts(page).getByText('Back online')).toBeVisible(),
      expect(toasts(page).getByText('Connection restored')).toBeVisible(),
    ]);
    await context.setOffline(false);
    await backOnline;
    await expect(page.getByTestId('offline-badge')).toHaveCount(0);
    await expect(toasts(page).getByText('Sync conflict merged')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });

    // the replay runs in order; the delete comes last
    await expect.poll(async () => (await serverTasks(api)).map((t) => t.name).sort()).toEqual(['Alpha server', 'Beta', 'Delta']);
    const tasks = await serverTasks(api);
    const byName = Object.fromEntries(tasks.map((t) => [t.name, t]));
    expect(byName['Alpha server']).toMatchObject({ id: alpha.id, description: 'offline notes' });
    expect(byName.Beta.completed).toBe(true);
    expect(byName.Delta.completed).toBe(true);
    await expect(row(page, 'Alpha server')).toBeVisible();

    const notes = (await (await api.get('/api/notifications')).json()) as Array<{ title: string; message: string; type: string }>;
    const conflict = notes.filter((n) => n.title === 'Sync conflict merged');
    expect(conflict).toHaveLength(1);
    expect(conflict[0]).toMatchObject({ type: 'task' });
    expect(conflict[0].message).toContain('"Alpha server"');
  });
  await api.dispose();
});

test('a replay whose answer was lost creates no duplicate', async ({ page, context, baseURL }) => {
  const { username, api } = await freshUser(baseURL!);
  await signInAndCache(page, username);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.getByLabel('Task name').fill('Epsilon');
  await page.getByLabel('Task name').press('Enter');
  await expect(row(page, 'Epsilon').getByTestId('pending-sync')).toBeVisible();

  let dropped = 0;
  await page.route('**/api/tasks', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    await route.fetch(); // the server creates the task…
    await route.abort('connectionreset'); // …but its answer never arrives
  });
  await context.setOffline(false);
  await expect.poll(() => dropped).toBe(1);
  await expect.poll(async () => (await serverTasks(api)).filter((t) => t.name === 'Epsilon').length).toBe(1);

  // the key's first answer is replayed: the load's sync (pending work waits) and "Sync now" add nothing
  await page.goto('/debug');
  await expect(page.getByTestId('pending-action')).toHaveCount(0);
  await expect(page.getByTestId('debug-task-counts')).toContainText('new 0, modified 0');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('debug-last-sync')).toContainText('synced');
  expect((await serverTasks(api)).filter((t) => t.name === 'Epsilon')).toHaveLength(1);
  await api.dispose();
});

test('several offline creates replay in one batch request; a lost batch answer is retried by itself and still makes each task once', async ({
  page,
  context,
  baseURL,
}) => {
  const { username, api } = await freshUser(baseURL!);
  await signInAndCache(page, username);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  const names = ['Zeta', 'Eta', 'Theta'];
  for (const name of names) {
    await page.getByLabel('Task name').fill(name);
    await page.getByLabel('Task name').press('Enter');
    await expect(row(page, name).getByTestId('pending-sync')).toBeVisible();
  }

  const batches: number[] = [];
  let lost = 0;
  await page.route('**/api/sync/batch', async (route) => {
    batches.push((route.request().postDataJSON() as { actions: unknown[] }).actions.length);
    if (lost > 0) return route.fallback();
    lost += 1;
    await route.fetch(); // the server runs the batch…
    await route.abort('connectionreset'); // …but its answer never arrives
  });
  const singleCreates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/tasks') && singleCreates.push(r.url()));
  await context.setOffline(false);
  await expect.poll(() => lost).toBe(1);
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name).sort()).toEqual(['Eta', 'Theta', 'Zeta']);

  // with no reload and no "Sync now", the replay tries again by itself and sends the same actions
  // (same keys): the server answers with the tasks it made, and the pending markers clear
  for (const name of names) await expect(row(page, name).getByTestId('pending-sync')).toHaveCount(0, { timeout: 10_000 });
  expect(batches).toEqual([3, 3]);
  await page.goto('/debug');
  await expect(page.getByTestId('pending-action')).toHaveCount(0);
  await expect(page.getByTestId('debug-task-counts')).toContainText('new 0, modified 0');
  expect(singleCreates).toEqual([]);
  expect((await serverTasks(api)).map((t) => t.name).sort()).toEqual(['Eta', 'Theta', 'Zeta']);
  await page.goto('/tasks');
  for (const name of names) await expect(row(page, name)).toHaveCount(1);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
  await api.dispose();
});

/** Task names as the list shows them, top to bottom. */
async function listOrder(list: Locator): Promise<string[]> {
  const items = await list
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => ({ name: el.getAttribute('aria-label') ?? '', top: el.getBoundingClientRect().top })).sort((a, b) => a.top - b.top));
  return items.map((i) => i.name);
}

/** Keyboard drag: Space picks the row up, each ArrowUp moves it one slot, Space drops it. */
async function moveUp(page: Page, list: Locator, name: string, slots: number) {
  const handle = list.getByRole('button', { name: `Reorder ${name}` });
  await settled(handle);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(100); // @dnd-kit listens for the arrows from the next tick
  for (let i = 0; i < slots; i++) {
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
}

/** A new user with the tasks One, Two and Three, signed in, whose Task List has been open online once (so it is remembered for offline use). */
async function threeTasksSeenOnline(page: Page, baseURL: string) {
  const { username, api, projectId } = await freshUser(baseURL);
  for (const name of ['One', 'Two', 'Three'])
    expect((await api.post('/api/tasks', { data: { name, priority: 5, duration: 25, projectId } })).ok()).toBeTruthy();
  await signInAndCache(page, username);
  const list = page.getByRole('list', { name: 'Tasks' });
  const openScreen = (name: 'Tasks' | 'Task List') => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await openScreen('Task List');
  await expect.poll(() => listOrder(list)).toEqual(['One', 'Two', 'Three']);
  return { api, list, openScreen };
}

test('a reorder made offline, including a task created offline, gives the server the same order', async ({ page, context, baseURL }) => {
  const { api, list, openScreen } = await threeTasksSeenOnline(page, baseURL!);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await openScreen('Tasks');
  // type once the screen shows its tasks (from the offline cache), as a user would: in CI the typed name was once lost
  await expect(row(page, 'Three')).toBeVisible();
  await page.getByLabel('Task name').fill('Four');
  await expect(page.getByLabel('Task name')).toHaveValue('Four');
  await page.getByLabel('Task name').press('Enter');
  await expect(row(page, 'Four').getByTestId('pending-sync')).toBeVisible();
  await openScreen('Task List');
  await expect.poll(() => listOrder(list)).toEqual(['One', 'Two', 'Three', 'Four']);
  await moveUp(page, list, 'Four', 3);
  await expect.poll(() => listOrder(list)).toEqual(['Four', 'One', 'Two', 'Three']);
  await moveUp(page, list, 'Three', 1);
  await expect.poll(() => listOrder(list)).toEqual(['Four', 'One', 'Three', 'Two']);
  // the rows move in the Relay store first; the queue's IndexedDB write follows
  await expect.poll(() => queuedTypes(page)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);

  await page.reload(); // still offline: the local order survives
  await expect.poll(() => listOrder(list)).toEqual(['Four', 'One', 'Three', 'Two']);

  await context.setOffline(false);
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name), { timeout: 20_000 }).toEqual(['Four', 'One', 'Three', 'Two']);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });
  expect(await queuedTypes(page)).toEqual([]);
  await page.reload();
  await expect.poll(() => listOrder(list)).toEqual(['Four', 'One', 'Three', 'Two']);
  await api.dispose();
});

test('a name typed in the quick add right after opening a task screen offline is kept and makes the task', async ({ page, context, baseURL }) => {
  const { api, list } = await threeTasksSeenOnline(page, baseURL!);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();

  // a slow device: the screen left stays on display, its own quick add in use, while the next one renders
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = page.getByLabel('Task name');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const opened = {
    // the frame ("Flat list") paints first, its quick add and board in the next pass
    Tasks: async () => {
      await expect(page.getByRole('link', { name: 'Flat list' })).toHaveCount(1);
      await expect(row(page, 'Three')).toBeVisible();
    },
    'Task List': async () => {
      await expect(page.getByRole('link', { name: 'Flat list' })).toHaveCount(0);
      await expect(list).toBeVisible();
    },
  };
  for (const [screen, typedBefore, typedAfter] of [
    ['Tasks', '', 'Four'],
    ['Task List', 'Fi', 've'],
  ] as const) {
    // the user opens the screen and at once clicks into the quick add still on display (the screen left),
    // maybe typing the first letters there; the link's click is sent without moving the focus, so the
    // caret is in that box whenever the screens swap
    await box.focus();
    if (typedBefore) await page.keyboard.type(typedBefore);
    await nav.getByRole('link', { name: screen, exact: true }).dispatchEvent('click');
    // then goes on typing once the screen opened shows its quick add, as a user waits for the box to be back
    await opened[screen]();
    await page.keyboard.type(typedAfter);
    await expect(box).toHaveValue(typedBefore + typedAfter);
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect.poll(async () => (await listOrder(list)).sort()).toEqual(['Five', 'Four', 'One', 'Three', 'Two']);
  await expect(page.getByTestId('pending-sync')).toHaveCount(2);
  await expect.poll(() => queuedTypes(page)).toEqual(['CREATE', 'CREATE']);

  await context.setOffline(false);
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name).sort(), { timeout: 20_000 }).toEqual(['Five', 'Four', 'One', 'Three', 'Two']);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });
  await api.dispose();
});

test('a task created offline in another tab shows in this tab once it has nothing of its own pending', async ({ page, context, baseURL }) => {
  const { username, api, projectId } = await freshUser(baseURL!);
  expect((await api.post('/api/tasks', { data: { name: 'Alpha', priority: 5, duration: 25, projectId } })).ok()).toBeTruthy();
  await signInAndCache(page, username);
  const list = page.getByRole('list', { name: 'Tasks' });
  const openScreen = (name: 'Tasks' | 'Task List') => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await openScreen('Task List'); // online once, so its list is remembered for offline use
  await expect.poll(() => listOrder(list)).toEqual(['Alpha']);
  await openScreen('Tasks');
  await expect(row(page, 'Alpha')).toBeVisible();
  // this tab's reads found no local work, so it stops reading its store after each answer…
  await expect.poll(() => page.evaluate(() => localStorage.getItem('streamline-local-work-clean'))).not.toBeNull();

  const other = await context.newPage();
  await other.goto('/tasks');
  await expect(row(other, 'Alpha')).toBeVisible();
  await context.setOffline(true);
  await expect(other.getByTestId('offline-badge')).toBeVisible();
  await other.getByLabel('Task name').fill('From the other tab');
  await other.getByLabel('Task name').press('Enter');
  await expect(row(other, 'From the other tab').getByTestId('pending-sync')).toBeVisible();

  // …until another tab writes some: its next answer (here the remembered one) shows it
  await openScreen('Task List');
  await expect.poll(() => listOrder(list)).toEqual(['Alpha', 'From the other tab']);

  // back online, one tab replays the shared queue (the other waits for its Web Lock, then finds nothing
  // left to send): whichever it is, the tab that made the task follows the sync's writes
  const replays: string[] = [];
  context.on('request', (r) => r.method() === 'POST' && /\/api\/(sync\/batch|tasks)$/.test(r.url()) && replays.push(r.url()));
  await context.setOffline(false);
  await expect.poll(async () => (await serverTasks(api)).map((t) => t.name).sort(), { timeout: 20_000 }).toEqual(['Alpha', 'From the other tab']);
  const created = (await serverTasks(api)).find((t) => t.name === 'From the other tab')!;
  await expect.poll(() => queuedTypes(page)).toEqual([]);
  // the other tab drops its pending mark and shows the server's task in place of its own copy
  await expect(other.getByTestId('pending-sync')).toHaveCount(0, { timeout: 10_000 });
  await expect(row(other, 'From the other tab')).toHaveCount(1);
  await expect(row(other, 'From the other tab').getByRole('link', { name: 'From the other tab' })).toHaveAttribute('href', `/tasks/${created.id}`);
  await expect.poll(() => listOrder(list)).toEqual(['Alpha', 'From the other tab']);
  await page.waitForTimeout(1_000);
  expect(replays).toHaveLength(1);
  await expect(row(other, 'From the other tab')).toHaveCount(1);
  await expect(other.getByTestId('pending-sync')).toHaveCount(0);
  await other.close();
  await api.dispose();
});

test('an online create whose answer is lost becomes one task, not two', async ({ page, baseURL }) => {
  const { username, api } = await freshUser(baseURL!);
  await signInAndCache(page, username);
  let dropped = 0;
  await page.route('**/graphql', async (route) => {
    if (dropped > 0 || !(route.request().postData() ?? '').includes('taskWritesCreateMutation')) return route.fallback();
    dropped += 1;
    await route.fetch(); // the server creates the task…
    await route.abort('connectionreset'); // …but its answer never arrives
  });
  await page.getByLabel('Task name').fill('Zeta');
  await page.getByLabel('Task name').press('Enter');
  await expect.poll(() => dropped).toBe(1);

  // the app queued the create (no answer) and replayed it at once with the same clientId
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });
  await expect(row(page, 'Zeta')).toHaveCount(1);
  await expect.poll(async () => (await serverTasks(api)).filter((t) => t.name === 'Zeta').length).toBe(1);
  await page.goto('/debug');
  await expect(page.getByTestId('pending-action')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('debug-last-sync')).toContainText('synced');
  expect((await serverTasks(api)).filter((t) => t.name === 'Zeta')).toHaveLength(1);
  await api.dispose();
});

test("two users on one browser: the next user never sees or replays the first one's local work", async ({ page, context, baseURL }) => {
  const first = await freshUser(baseURL!);
  const second = await freshUser(baseURL!);
  await signInAndCache(page, first.username);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.getByLabel('Task name').fill('First private');
  await page.getByLabel('Task name').press('Enter');
  await expect(row(page, 'First private').getByTestId('pending-sync')).toBeVisible();

  await test.step('back online with the replay held back, the first user signs out', async () => {
    await page.route('**/api/tasks', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await context.setOffline(false);
    await expect(page.getByTestId('offline-badge')).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.unrouteAll();
  });

  await test.step('the second user sees none of it, and it is not sent with their session', async () => {
    await signInAndCache(page, second.username);
    await expect(page.getByTestId('header-title')).toHaveText('Tasks');
    await expect(row(page, 'First private')).toHaveCount(0);
    await page.goto('/debug');
    await expect(page.getByTestId('debug-task-counts')).toContainText('new 0, modified 0');
    await expect(page.getByTestId('pending-action')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('debug-last-sync')).toContainText('synced');
    expect(await queuedTypes(page)).toEqual(['CREATE']); // kept for its owner
    expect((await serverTasks(second.api)).map((t) => t.name)).toEqual([]);
    expect((await serverTasks(first.api)).map((t) => t.name)).toEqual([]);
  });

  await test.step('the first user signs in again: their create replays, once', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInAndCache(page, first.username);
    await expect.poll(async () => (await serverTasks(first.api)).map((t) => t.name), { timeout: 20_000 }).toEqual(['First private']);
    await expect(row(page, 'First private')).toHaveCount(1);
    await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });
    expect(await queuedTypes(page)).toEqual([]);
    expect((await serverTasks(second.api)).map((t) => t.name)).toEqual([]);
  });
  await first.api.dispose();
  await second.api.dispose();
});

test("a label and a reminder added offline on a task's page show at once and reach the server on reconnect, beside a label added elsewhere meanwhile", async ({
  page,
  context,
  baseURL,
}) => {
  const { username, api, projectId } = await freshUser(baseURL!);
  const label = (await (await api.post('/api/labels', { data: { name: 'Errand', color: '#dc2626' } })).json()) as { id: number };
  const calls = (await (await api.post('/api/labels', { data: { name: 'Calls', color: '#2563eb' } })).json()) as { id: number };
  const task = (await (await api.post('/api/tasks', { data: { name: 'Parcel', priority: 5, duration: 25, projectId } })).json()) as Task;
  await signInAndCache(page, username);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No reminders.')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline', { timeout: 20_000 });

  await test.step('offline, the label and the reminder show at once', async () => {
    await page.getByRole('button', { name: 'Edit labels' }).click();
    await page.getByRole('list', { name: 'Choose labels' }).getByRole('checkbox', { name: 'Errand' }).click();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByText('Errand')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Reminder date and time').fill('2031-03-03T09:30');
    await page.getByLabel('Reminder date and time').locator('xpath=following-sibling::button').click();
    const reminders = page.getByRole('list', { name: 'Reminders' });
    await expect(reminders.getByRole('listitem')).toHaveText(['Mon 3 Mar 2031, 09:30'], { timeout: 20_000 });
    await expect.poll(() => queuedTypes(page), { timeout: 20_000 }).toEqual(['UPDATE', 'UPDATE']);
  });

  await test.step('meanwhile, on another device, the user puts another label on the task', async () => {
    expect((await api.patch(`/api/tasks/${task.id}`, { data: { labels: [calls.id] } })).ok()).toBeTruthy();
  });

  await test.step('back online, the server has both, the label added elsewhere is kept, and the page keeps showing them', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('offline-badge')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(
        async () => {
          const saved = (await (await api.get(`/api/tasks/${task.id}`)).json()) as { labels: number[]; reminders: Array<{ at?: string }> };
          return { labels: saved.labels, reminders: saved.reminders.length };
        },
        { timeout: 60_000 },
      )
      .toEqual({ labels: [calls.id, label.id], reminders: 1 });
    await expect.poll(() => queuedTypes(page), { timeout: 30_000 }).toEqual([]);
    await expect(page.getByRole('group', { name: 'Task labels' }).getByText('Errand')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Task labels' }).getByText('Calls')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Reminders' }).getByRole('listitem')).toHaveText(['Mon 3 Mar 2031, 09:30']);
  });
  await api.dispose();
});
