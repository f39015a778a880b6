import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, freshApprovedUser, test } from './fixtures/users.ts';

// A project's webhooks, from the project's own dialog: the owner adds one pointing at a local
// receiver, a member adds a task, the receiver gets a signed delivery and the log shows it.

type Received = { event: string; timestamp: string; signature: string; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = (name: string) => String(req.headers[name] ?? '');
      received.push({
        event: header('x-streamline-event'),
        timestamp: header('x-streamline-timestamp'),
        signature: header('x-streamline-signature'),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => server.close() };
}

test("a project's owner adds a webhook in the project's dialog; a member's new task reaches it signed and shows in its log", async ({ page }) => {
  const baseURL = test.info().project.use.baseURL!;
  const receiver = await startReceiver();
  try {
    const owner = await freshApprovedUser(baseURL, 'hookowner', 'hooks-pass-1234');
    const member = await freshApprovedUser(baseURL, 'hookmember', 'hooks-pass-1234');
    const name = `Hooked ${Date.now().toString(36)}`;
    const project = await (await owner.api.post('/api/projects', { data: { name, priority: 5 } })).json();
    const invitation = await (
      await owner.api.post(`/api/projects/${project.id}/members`, { data: { email: `${member.username}@streamline.test`, role: 'editor' } })
    ).json();
    expect((await member.api.post(`/api/invitations/${invitation.id}/accept`, { data: {} })).ok()).toBeTruthy();

    expect((await page.request.post('/api/auth/login', { data: { username: owner.username, password: 'hooks-pass-1234' } })).ok()).toBeTruthy();
    await page.goto('/projects');
    await page.getByRole('button', { name: `Webhooks of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Webhooks of "${name}"` });
    // a project's webhook hears its tasks and comments, not anyone's reminders
    await expect(dialog.getByText('reminder.fired')).toHaveCount(0);
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByTestId('secret-once')).toHaveText(/^whsec_/);
    const secret = (await dialog.getByTestId('secret-once').textContent())!;
    const list = dialog.getByRole('list', { name: 'Webhooks' });
    await expect(list).toContainText(receiver.url);

    // the member acts; the owner's project webhook hears it
    expect((await member.api.post('/api/tasks', { data: { name: 'Made by the member', projectId: project.id, priority: 5, duration: 10 } })).ok()).toBeTruthy();
    await expect.poll(() => receiver.received.map((r) => r.event), { timeout: 20_000 }).toContain('task.created');
    const delivery = receiver.received.find((r) => r.event === 'task.created')!;
    const expected = `sha256=${createHmac('sha256', secret).update(`${delivery.timestamp}.${delivery.body}`).digest('hex')}`;
    expect(delivery.signature).toBe(expected);
    expect(JSON.parse(delivery.body).data.task).toMatchObject({ name: 'Made by the member', projectId: project.id });

    // the log, once the answer is recorded
    const hooks = await (await page.request.get(`/api/projects/${project.id}/webhooks`)).json();
    await expect
      .poll(async () => (await (await page.request.get(`/api/webhooks/${hooks[0].id}/deliveries`)).json()).map((d: { status: string }) => d.status), {
        timeout: 10_000,
      })
      .toEqual(['delivered']);
    await list.getByRole('button', { name: 'Delivery log' }).click();
    const log = dialog.getByRole('table', { name: 'Delivery log' });
    await expect(log).toContainText('task.created');
    await expect(log).toContainText('delivered (204)');
    await owner.api.dispose();
    await member.api.dispose();
  } finally {
    receiver.close();
  }
});
