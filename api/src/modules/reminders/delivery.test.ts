import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, sleep, subscribe, unique, wsClient } from '../tasks/testing.js';
import { DELIVERY_TEST_TIMEOUT_MS, startPushService, startSmtp, waitFor } from './testing.js';

const NOTIFICATION_ADDED = `subscription { notificationAdded { rowId type action title message } }`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

for (const provider of PROVIDERS) {
  describe(`reminder delivery [${provider}]`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let push: Awaited<ReturnType<typeof startPushService>>;
    const clients: Client[] = [];
    beforeAll(async () => {
      smtp = await startSmtp();
      push = await startPushService();
      server = await startTestServer(provider, { SMTP_URL: smtp.url, REMINDER_POLL_MS: '100', PUSH_ALLOW_PRIVATE_URLS: '1' });
    });
    afterAll(async () => {
      for (const c of clients) await c.dispose();
      await server?.stop();
      await smtp?.close();
      await push?.close();
    });

    /** A signed-in user with a project and, unless `browsers` is 0, that many subscribed browsers. */
    async function user(browsers = 1) {
      const me = await signedInUser(server);
      const project = await makeProject(me.agent);
      const { publicKey } = (await me.agent.get('/api/push/public-key')).body;
      const hashes: string[] = [];
      for (let i = 0; i < browsers; i++) {
        const sub = await push.subscribe(publicKey);
        expect((await me.agent.post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys })).status).toBe(201);
        hashes.push(sub.clientHash);
      }
      return { ...me, project, hashes };
    }
    const db = () => server.app.deps.db;
    const mailsFor = (name: string) => smtp.received.filter((m) => m.subject === `Reminder: ${name}`);
    const remindersOf = async (userId: number) =>
      (await db().notification.findMany({ where: { userId, action: 'reminder' } })).map((n) => (n.data as { taskId: number }).taskId);
    async function task(agent: Awaited<ReturnType<typeof user>>, body: Record<string, unknown>) {
      const res = await agent.agent.post('/api/tasks', { name: unique('Remind me'), priority: 5, duration: 10, projectId: agent.project.id, ...body });
      expect(res.status).toBe(201);
      return res.body as { id: number; name: string; reminders: Array<{ id: number }> };
    }

    it(
      'a reminder due in two seconds reaches a notificationAdded subscriber, the SMTP server and the Web Push service, exactly once',
      async () => {
        const me = await user();
        const client = wsClient(server.url, me.agent);
        clients.push(client);
        const live = subscribe(client, NOTIFICATION_ADDED);
        expect(await live.next()).toEqual({ notificationAdded: null });
        const at = inSeconds(2);
        const t = await task(me, { reminders: [{ at }] });

        const event = await live.next((d: any) => d.notificationAdded?.action === 'reminder', 10_000);
        expect(event.notificationAdded).toMatchObject({ type: 'task', title: `Reminder: ${t.name}`, message: 'You asked to be reminded of this task.' });
        expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
        await waitFor(() => mailsFor(t.name).length, 10_000, 'the e-mail');
        await waitFor(() => push.messages(me.hashes[0]).length, 10_000, 'the push message');
        await sleep(1000); // ten polls later: still once
        expect(live.received.filter((d: any) => d.notificationAdded?.action === 'reminder')).toHaveLength(1);
        expect(await remindersOf(me.user.id)).toEqual([t.id]);
        const [mail] = mailsFor(t.name);
        expect(mailsFor(t.name)).toHaveLength(1);
        expect(mail.to && 'value' in mail.to ? mail.to.value[0].address : null).toBe(me.email);
        expect(mail.text).toContain(`/tasks/${t.id}`);
        expect(push.messages(me.hashes[0])).toEqual([
          {
            title: `Reminder: ${t.name}`,
            body: 'You asked to be reminded of this task.',
            tag: `reminder-${t.id}`,
            taskId: t.id,
            url: `/tasks/${t.id}`,
            userId: me.user.id,
          },
        ]);
        const row = await db().reminder.findUniqueOrThrow({ where: { id: t.reminders[0].id } });
        expect(row).toMatchObject({ fireAt: null, firedAt: new Date(at), claimedBy: null, attempts: 0 });
        expect(live.errors).toEqual([]);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it(
      'reminders of completed or deleted tasks never fire',
      async () => {
        const me = await user(0);
        const done = await task(me, { reminders: [{ at: inSeconds(1.5) }] });
        const gone = await task(me, { reminders: [{ at: inSeconds(1.5) }] });
        const control = await task(me, { reminders: [{ at: inSeconds(1.5) }] });
        expect((await me.agent.patch(`/api/tasks/${done.id}/complete`, {})).status).toBe(200);
        expect((await me.agent.delete(`/api/tasks/${gone.id}`)).status).toBe(200);
        await waitFor(async () => (await remindersOf(me.user.id)).includes(control.id), 10_000, 'the control reminder');
        await sleep(500);
        expect(await remindersOf(me.user.id)).toEqual([control.id]);
        expect(mailsFor(done.name)).toEqual([]);
        expect(mailsFor(gone.name)).toEqual([]);
        // reopened more than a minute after its instant: a missed reminder is not sent late
        await db().reminder.update({ where: { id: done.reminders[0].id }, data: { at: new Date(Date.now() - 120_000) } });
        await me.agent.patch(`/api/tasks/${done.id}/complete`, { completed: false });
        await sleep(500);
        expect(await remindersOf(me.user.id)).toEqual([control.id]);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it(
      'a failing channel is retried later and sends only what is left; channels turned off stay quiet',
      async () => {
        const me = await user(0);
        smtp.state.failing = true;
        try {
          const t = await task(me, { reminders: [{ at: inSeconds(1) }] });
          const id = t.reminders[0].id;
          const failed = await waitFor(async () => {
            const row = await db().reminder.findUniqueOrThrow({ where: { id } });
            return row.attempts === 1 ? row : null;
          }).then((row) => row!);
          expect(failed.appSentAt).not.toBeNull();
          expect(failed.emailSentAt).toBeNull();
          expect(failed.fireAt).not.toBeNull();
          expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000); // backoff: not at the next poll
          smtp.state.failing = false;
          await sleep(300);
          expect(mailsFor(t.name)).toEqual([]);
          // the backoff is over
          await db().reminder.update({ where: { id }, data: { nextAttemptAt: new Date() } });
          await waitFor(() => mailsFor(t.name).length, 10_000, 'the retried e-mail');
          await waitFor(async () => (await db().reminder.findUniqueOrThrow({ where: { id } })).fireAt === null);
          expect(await remindersOf(me.user.id)).toEqual([t.id]);
          expect(mailsFor(t.name)).toHaveLength(1);
        } finally {
          smtp.state.failing = false;
        }

        await me.agent.put('/api/reminders/settings', { inApp: false, push: false });
        const quiet = await task(me, { reminders: [{ at: inSeconds(1) }] });
        await waitFor(() => mailsFor(quiet.name).length, 10_000, 'the e-mail');
        expect(await remindersOf(me.user.id)).not.toContain(quiet.id);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it(
      'a dead push subscription (410) is removed; the live one still gets the reminder and nothing is retried',
      async () => {
        const me = await user(2);
        const [dead, alive] = me.hashes;
        push.expire(dead);
        const t = await task(me, { reminders: [{ at: inSeconds(1) }] });
        await waitFor(() => push.messages(alive).length, 10_000, 'the push message');
        await waitFor(async () => (await db().reminder.findUniqueOrThrow({ where: { id: t.reminders[0].id } })).fireAt === null);
        const left = await db().pushSubscription.findMany({ where: { userId: me.user.id } });
        expect(left.map((s) => s.endpoint)).toEqual([expect.stringContaining(alive)]);
        expect((await db().reminder.findUniqueOrThrow({ where: { id: t.reminders[0].id } })).attempts).toBe(0);
        expect(push.messages(alive)).toHaveLength(1);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it(
      'a claim another instance holds is left alone until its lease runs out, then taken over (an instance that died)',
      async () => {
        const me = await user(0);
        await me.agent.put('/api/reminders/settings', { email: false });
        const t = await task(me, { reminders: [{ at: inSeconds(60) }] });
        const id = t.reminders[0].id;
        await db().reminder.update({ where: { id }, data: { fireAt: new Date(), claimedBy: 'crashed-instance', leaseUntil: new Date(Date.now() + 1500) } });
        await sleep(800);
        expect(await remindersOf(me.user.id)).toEqual([]);
        await waitFor(async () => (await remindersOf(me.user.id)).length, 10_000, 'the taken-over reminder');
        await sleep(300);
        expect(await remindersOf(me.user.id)).toEqual([t.id]);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );
  });
}
