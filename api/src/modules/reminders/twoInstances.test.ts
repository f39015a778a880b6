// Two instances on one PostgreSQL database and one Redis: each due reminder is claimed by one of them and sent once.
import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { PASSWORD, signedInUser } from '../../../test/factories.js';
import { makeProject, randomizeIds, sleep, subscribe, wsClient } from '../tasks/testing.js';
import { DELIVERY_TEST_TIMEOUT_MS, startSmtp, waitFor } from './testing.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgOnly = PROVIDERS.includes('postgres') ? describe : describe.skip;
const COUNT = 40;

pgOnly('reminders with two instances on PostgreSQL and Redis', () => {
  let one: TestServer;
  let two: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let twoStopped = false;
  const clients: Client[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    const env = { REDIS_URL, SMTP_URL: smtp.url, REMINDER_POLL_MS: '50' };
    one = await startTestServer('postgres', env);
    await randomizeIds(one);
    two = await startTestServer('postgres', { ...env, DATABASE_URL: one.databaseUrl });
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    if (!twoStopped) await two?.stop();
    await one?.stop();
    await smtp?.close();
  });

  it(
    `${COUNT} reminders due at once are each sent once (in-app live on the other instance, and e-mail), though both instances poll`,
    async () => {
      const me = await signedInUser(one);
      const project = await makeProject(me.agent);
      const onTwo = two.agent();
      expect((await onTwo.post('/api/auth/login', { username: me.username, password: PASSWORD })).status).toBe(200);
      const client = wsClient(two.url, onTwo);
      clients.push(client);
      const live = subscribe(client, `subscription { notificationAdded { rowId action title } }`);
      expect(await live.next()).toEqual({ notificationAdded: null });

      const at = new Date(Date.now() + 2500).toISOString();
      const names: string[] = [];
      for (let i = 0; i < COUNT; i++) {
        const agent = i % 2 ? me.agent : onTwo;
        const res = await agent.post('/api/tasks', {
          name: `Together ${i} ${me.username}`,
          priority: 5,
          duration: 5,
          projectId: project.id,
          reminders: [{ at }],
        });
        expect(res.status).toBe(201);
        names.push(res.body.name);
      }
      const db = one.app.deps.db;
      await waitFor(async () => (await db.reminder.count({ where: { userId: me.user.id, firedAt: { not: null } } })) === COUNT, 20_000, 'every reminder');
      await waitFor(() => smtp.received.filter((m) => names.includes(String(m.subject).replace('Reminder: ', ''))).length >= COUNT, 10_000, 'the e-mails');
      await sleep(500);

      const notifications = await db.notification.findMany({ where: { userId: me.user.id, action: 'reminder' } });
      const taskIds = notifications.map((n) => (n.data as { taskId: number }).taskId);
      expect(taskIds).toHaveLength(COUNT);
      expect(new Set(taskIds).size).toBe(COUNT);
      const mails = smtp.received.filter((m) => names.includes(String(m.subject).replace('Reminder: ', '')));
      expect(mails).toHaveLength(COUNT);
      expect(new Set(mails.map((m) => m.subject)).size).toBe(COUNT);
      await waitFor(
        () => new Set(live.received.filter((d: any) => d.notificationAdded?.action === 'reminder').map((d: any) => d.notificationAdded.rowId)).size === COUNT,
      );
      expect(live.errors).toEqual([]);
    },
    DELIVERY_TEST_TIMEOUT_MS,
  );

  it(
    'a reminder scheduled through an instance that stops before it is due is sent by the other',
    async () => {
      // the second instance uses the first one's database: stopping it (and dropping its own unused one) leaves the data in place
      const me = await signedInUser(two);
      const project = await makeProject(me.agent);
      const res = await me.agent.post('/api/tasks', {
        name: `Survivor ${me.username}`,
        priority: 5,
        duration: 5,
        projectId: project.id,
        reminders: [{ at: new Date(Date.now() + 1500).toISOString() }],
      });
      expect(res.status).toBe(201);
      for (const c of clients.splice(0)) await c.dispose();
      await two.stop();
      twoStopped = true;
      const db = one.app.deps.db;
      await waitFor(async () => (await db.notification.count({ where: { userId: me.user.id, action: 'reminder' } })) === 1, 10_000, 'the reminder');
      await waitFor(() => smtp.received.some((m) => m.subject === `Reminder: Survivor ${me.username}`), 10_000, 'the e-mail');
      await sleep(300);
      expect(await db.notification.count({ where: { userId: me.user.id, action: 'reminder' } })).toBe(1);
    },
    DELIVERY_TEST_TIMEOUT_MS,
  );
});
