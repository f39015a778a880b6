import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { adminAgent, signedInUser, uniqueName, PASSWORD } from '../../../test/factories.js';
import { notify } from './service.js';
import { subscribe, wsClient } from '../tasks/testing.js';

const gid = (id: number) => Buffer.from(`Notification:${id}`).toString('base64');

async function seed(server: TestServer, userId: number, titles: string[]) {
  const rows = [];
  for (const title of titles) {
    rows.push(await notify(server.app.deps, userId, { type: 'project', action: 'updated', title, message: `${title} message`, data: { n: title } }));
    await new Promise((r) => setTimeout(r, 5));
  }
  return rows.map((r) => r!);
}

describeEachProvider('notifications', (server) => {
  it('REST: lists newest first, marks one read, marks all read and clears all', async () => {
    const { agent, user } = await signedInUser(server());
    const [first, , third] = await seed(server(), user.id, ['one', 'two', 'three']);
    const list = await agent.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.map((n: { title: string }) => n.title)).toEqual(['three', 'two', 'one']);
    expect(list.body[0]).toEqual({
      id: third.id,
      type: 'project',
      action: 'updated',
      title: 'three',
      message: 'three message',
      timestamp: expect.any(String),
      read: false,
      data: { n: 'three' },
    });
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 3 });

    const read = await agent.patch(`/api/notifications/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, read: true });
    expect((await agent.get('/api/notifications?unreadOnly=true')).body.map((n: { title: string }) => n.title)).toEqual(['three', 'two']);
    expect((await agent.get('/api/notifications?limit=1')).body).toHaveLength(1);
    expect((await agent.get('/api/notifications?limit=0')).status).toBe(400);

    expect((await agent.post('/api/notifications/read-all')).body).toEqual({ success: true, updated: 2 });
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 0 });

    expect((await agent.delete('/api/notifications')).body).toEqual({ success: true, deleted: 3 });
    expect((await agent.get('/api/notifications')).body).toEqual([]);
  });

  it("REST: a stranger's notification is 404 and is neither read nor cleared; signed out is 401", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const [bNote] = await seed(server(), b.user.id, ['for b only']);
    expect((await a.agent.get('/api/notifications')).body).toEqual([]);
    const res = await a.agent.patch(`/api/notifications/${bNote.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Notification not found' });
    expect((await a.agent.patch('/api/notifications/nope/read')).status).toBe(404);
    await a.agent.post('/api/notifications/read-all');
    await a.agent.delete('/api/notifications');
    expect((await b.agent.get('/api/notifications')).body).toEqual([expect.objectContaining({ title: 'for b only', read: false })]);
    const anon = server().agent();
    for (const r of [await anon.get('/api/notifications'), await anon.post('/api/notifications/read-all'), await anon.delete('/api/notifications')]) {
      expect(r.status).toBe(401);
    }
  });

  it('GraphQL: the connection (newest first, unreadCount) and the mutations', async () => {
    const { agent, user } = await signedInUser(server());
    const [one, two] = await seed(server(), user.id, ['one', 'two']);
    const q = `{ notifications(first: 10) { unreadCount totalCount edges { node { id rowId type action title message read timestamp data } } } }`;
    const list = await agent.gql(q);
    expect(list.errors).toBeUndefined();
    expect(list.data.notifications.unreadCount).toBe(2);
    expect(list.data.notifications.totalCount).toBe(2);
    expect(list.data.notifications.edges.map((e: any) => e.node.title)).toEqual(['two', 'one']);
    expect(list.data.notifications.edges[0].node).toMatchObject({ id: gid(two.id), rowId: two.id, type: 'project', read: false, data: { n: 'two' } });

    const read = await agent.gql(`mutation($id: ID!) { markNotificationRead(input: { id: $id }) { notification { id read } unreadCount } }`, {
      id: gid(one.id),
    });
    expect(read.data.markNotificationRead).toEqual({ notification: { id: gid(one.id), read: true }, unreadCount: 1 });

    const all = await agent.gql(`mutation { markAllNotificationsRead(input: {}) { updatedNotifications { id read } unreadCount } }`);
    expect(all.data.markAllNotificationsRead).toEqual({ updatedNotifications: [{ id: gid(two.id), read: true }], unreadCount: 0 });

    const cleared = await agent.gql(`mutation { clearNotifications(input: {}) { deletedNotificationIds } }`);
    expect(cleared.data.clearNotifications.deletedNotificationIds.sort()).toEqual([gid(one.id), gid(two.id)].sort());
    expect((await agent.gql(q)).data.notifications).toEqual({ unreadCount: 0, totalCount: 0, edges: [] });
  });

  it("GraphQL: another user's notification is invisible to node and cannot be marked read", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const [bNote] = await seed(server(), b.user.id, ['private']);
    const node = await a.agent.gql(`query($id: ID!) { node(id: $id) { ... on Notification { title } } }`, { id: gid(bNote.id) });
    expect(node.data.node).toBeNull();
    const res = await a.agent.gql(`mutation($id: ID!) { markNotificationRead(input: { id: $id }) { notification { id } } }`, { id: gid(bNote.id) });
    expect(res.errors?.[0]).toMatchObject({ message: 'Notification not found', extensions: { code: 'NOT_FOUND' } });
    const anon = await server().agent().gql(`{ notifications(first: 1) { unreadCount } }`);
    expect(anon.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('notificationAdded delivers only notifications the viewer may read: not one cleared since (replayed), not a stranger’s', async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const [cleared] = await seed(server(), a.user.id, ['cleared before subscribing']);
    expect((await a.agent.delete('/api/notifications')).body).toMatchObject({ deleted: 1 });
    const [strangers] = await seed(server(), b.user.id, ['for b only']);
    const client = wsClient(server().url, a.agent);
    try {
      const live = subscribe(client, `subscription { notificationAdded { rowId title } }`);
      // first the cue that it listens, then the last minute's events: the cleared one is not among them
      expect(await live.next()).toEqual({ notificationAdded: null });
      // an event naming a row the viewer may not read (the channel is the viewer's: only a bug or a race would send it)
      server().app.deps.pubsub.publish('notifications:added', a.user.id, { notificationId: strangers.id });
      const [fresh] = await seed(server(), a.user.id, ['fresh']);
      expect(await live.next()).toEqual({ notificationAdded: { rowId: fresh.id, title: 'fresh' } });
      expect(live.received).toEqual([{ notificationAdded: null }, { notificationAdded: { rowId: fresh.id, title: 'fresh' } }]);
      expect(live.errors).toEqual([]);
      expect(cleared.id).not.toBe(fresh.id);
    } finally {
      await client.dispose();
    }
  });

  it('an approved account finds an "Account approved" notification', async () => {
    const admin = await adminAgent(server());
    const agent = server().agent();
    const username = uniqueName('pending');
    const reg = await agent.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
    expect(reg.status).toBe(201);
    const pending = await server().app.deps.db.user.findUniqueOrThrow({ where: { username } });
    expect(pending.status).toBe('pending');
    const approve = await admin.post(`/api/users/${pending.id}/approval`, { approve: true });
    expect(approve.status).toBe(200);
    // approving again (already approved) does not notify twice
    await admin.patch(`/api/users/${pending.id}`, { status: 'approved' });
    expect((await agent.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    expect((await agent.get('/api/notifications')).body).toEqual([
      expect.objectContaining({
        type: 'system',
        action: 'approved',
        title: 'Account approved',
        message: 'Your account has been approved. Welcome to Streamline!',
        read: false,
      }),
    ]);
  });
});
