import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { makeProject, makeTask, randomizeIds, subscribe, unique, wsClient } from '../tasks/testing.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const NOTIFICATION_ADDED = `subscription { notificationAdded { id rowId type action title message read } }`;
const TASK_CHANGED = `subscription { taskChanged { kind taskId rowId task { rowId name completed } } }`;

for (const provider of PROVIDERS) {
  describe(`live events across two server instances through Redis [${provider}]`, () => {
    let one: TestServer;
    let two: TestServer;
    const clients: Client[] = [];
    beforeAll(async () => {
      one = await startTestServer(provider, { REDIS_URL });
      await randomizeIds(one);
      two = await startTestServer(provider, { REDIS_URL, DATABASE_URL: one.databaseUrl });
    });
    afterAll(async () => {
      for (const c of clients) await c.dispose();
      await two?.stop();
      await one?.stop();
    });
    const client = (server: TestServer, agent: Parameters<typeof wsClient>[1]) => {
      const c = wsClient(server.url, agent);
      clients.push(c);
      return c;
    };

    it('both instances report Redis up', async () => {
      for (const s of [one, two]) expect((await s.agent().get('/api/health')).body).toMatchObject({ redis: 'up' });
    });

    it('a notification created on instance one reaches its recipient subscribed on instance two, and nobody else', async () => {
      const owner = await signedInUser(one, { name: 'Owner One' });
      const assignee = await signedInUser(one);
      const bystander = await signedInUser(one);
      await assignee.agent.post('/api/auth/login', { username: assignee.username, password: 'correct-horse-9' });
      const assigneeOnTwo = two.agent();
      expect((await assigneeOnTwo.post('/api/auth/login', { username: assignee.username, password: 'correct-horse-9' })).status).toBe(200);
      const bystanderOnTwo = two.agent();
      expect((await bystanderOnTwo.post('/api/auth/login', { username: bystander.username, password: 'correct-horse-9' })).status).toBe(200);

      const mine = subscribe(client(two, assigneeOnTwo), NOTIFICATION_ADDED);
      const theirs = subscribe(client(two, bystanderOnTwo), NOTIFICATION_ADDED);
      const project = await makeProject(owner.agent);
      const taskName = unique('Live task');
      const task = await makeTask(owner.agent, project.id, { name: taskName });

      // the first value (null) says the subscription listens: the one assignment after it must arrive
      for (const live of [mine, theirs]) expect(await live.next()).toEqual({ notificationAdded: null });
      // an assignee is a member of the project (someone else is invited instead)
      await join(owner, assignee, project.id, 'editor');
      const assigned = await owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: assignee.email, assigneeName: 'Assignee' });
      expect(assigned.status).toBe(200);
      const event = await mine.next((d: any) => d.notificationAdded?.message === `Owner One assigned you "${taskName}".`);
      expect(event.notificationAdded).toMatchObject({ type: 'task', action: 'assigned', title: 'New task assigned', read: false });
      const stored = (await assigneeOnTwo.get('/api/notifications')).body;
      expect(stored.map((n: { id: number }) => n.id)).toContain(event.notificationAdded.rowId);
      await new Promise((r) => setTimeout(r, 300));
      expect(theirs.received.filter((d: any) => d.notificationAdded !== null)).toEqual([]);
      expect(mine.errors).toEqual([]);
    });

    it('taskChanged reaches a second subscriber of the same user on the other instance, and not another user', async () => {
      const me = await signedInUser(one);
      const meOnTwo = two.agent();
      expect((await meOnTwo.post('/api/auth/login', { username: me.username, password: 'correct-horse-9' })).status).toBe(200);
      const other = await signedInUser(two);

      const onOne = subscribe(client(one, me.agent), TASK_CHANGED);
      const onTwo = subscribe(client(two, meOnTwo), TASK_CHANGED);
      const stranger = subscribe(client(two, other.agent), TASK_CHANGED);
      // the first value (null) says the subscription listens, on Redis too: no retry is needed after it
      for (const live of [onOne, onTwo, stranger]) expect(await live.next()).toEqual({ taskChanged: null });
      const project = await makeProject(me.agent);

      const task = await makeTask(me.agent, project.id, { name: unique('Watched') });
      const createdEvent = await onTwo.next((d: any) => d.taskChanged?.rowId === task.id && d.taskChanged.kind === 'created');
      expect(createdEvent.taskChanged).toEqual({
        kind: 'created',
        taskId: Buffer.from(`Task:${task.id}`).toString('base64'),
        rowId: task.id,
        task: { rowId: task.id, name: task.name, completed: false },
      });

      await me.agent.patch(`/api/tasks/${task.id}/complete`);
      const updated = await onTwo.next((d: any) => d.taskChanged?.rowId === task.id && d.taskChanged.kind === 'updated');
      expect(updated.taskChanged.task).toMatchObject({ completed: true });

      await me.agent.delete(`/api/tasks/${task.id}`);
      const deleted = await onTwo.next((d: any) => d.taskChanged?.rowId === task.id && d.taskChanged.kind === 'deleted');
      expect(deleted.taskChanged).toMatchObject({ kind: 'deleted', task: null });
      await onOne.next((d: any) => d.taskChanged?.rowId === task.id && d.taskChanged.kind === 'deleted');
      expect(onOne.received.map((d: any) => d.taskChanged?.kind ?? null)).toEqual([null, 'created', 'updated', 'deleted']);

      await new Promise((r) => setTimeout(r, 300));
      expect(stranger.received).toEqual([{ taskChanged: null }]);
      expect(stranger.errors).toEqual([]);
    });

    it('a signed-out socket cannot subscribe', async () => {
      for (const query of [TASK_CHANGED, NOTIFICATION_ADDED]) {
        const anon = subscribe(client(one, one.agent()), query);
        await expect(anon.next(() => true, 3000)).rejects.toThrow('Not authenticated');
      }
    });
  });
}
