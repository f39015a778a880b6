import { createHash } from 'node:crypto';
import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { adminAgent, PASSWORD, signedInUser, uniqueName } from '../../../test/factories.js';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** Registers an account that waits for approval. */
async function pendingUser(server: TestServer) {
  const username = uniqueName('pend');
  const res = await server.agent().post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('pending');
  return { id: res.body.id as number, username };
}

const login = (server: TestServer, username: string) => server.agent().post('/api/auth/login', { username, password: PASSWORD });

describeEachProvider('Admin REST: who may call', (server) => {
  it('answers 401 to a signed-out caller on every admin route, whatever the body', async () => {
    const agent = server().agent();
    await adminAgent(server()); // an admin exists, so these are real ids
    expect((await agent.get('/api/users')).status).toBe(401);
    expect((await agent.get('/api/users/pending')).status).toBe(401);
    const approval = await agent.post('/api/users/1/approval', { approve: true });
    expect(approval.status).toBe(401);
    expect(approval.body.message).toBe('Not authenticated');
    expect((await agent.post('/api/users/1/approval', { approve: 'nope' })).status).toBe(401);
    expect((await agent.post('/api/users/abc/approval', {})).status).toBe(401);
    expect((await agent.patch('/api/users/1', { role: 'user' })).status).toBe(401);
    expect((await agent.patch('/api/users/abc', {})).status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not an admin, and changes nothing', async () => {
    const { agent, user } = await signedInUser(server());
    const target = await pendingUser(server());
    expect((await agent.get('/api/users')).status).toBe(403);
    expect((await agent.get('/api/users/pending')).status).toBe(403);
    const approval = await agent.post(`/api/users/${target.id}/approval`, { approve: true });
    expect(approval.status).toBe(403);
    expect(approval.body.message).toBe('Only administrators can do this');
    expect((await agent.post(`/api/users/${target.id}/approval`, { approve: 'x' })).status).toBe(403);
    // not even on their own row
    const selfPromote = await agent.patch(`/api/users/${user.id}`, { role: 'admin' });
    expect(selfPromote.status).toBe(403);
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.role).toBe('user');
    expect((await server().app.deps.db.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe('pending');
  });
});

describeEachProvider('Admin REST: lists and decisions', (server) => {
  it('lists every user, oldest first, without passwords or secrets', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    const { user } = await signedInUser(server());
    const res = await admin.get('/api/users');
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([p.id, user.id]));
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(res.body.length).toBe(await server().app.deps.db.user.count());
    for (const u of res.body) {
      expect(Object.keys(u).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'role', 'status', 'twoFactorEnabled', 'username']);
    }
  });

  it('lists only pending users at /pending', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    const { user } = await signedInUser(server());
    const res = await admin.get('/api/users/pending');
    expect(res.status).toBe(200);
    expect(res.body.every((u: { status: string }) => u.status === 'pending')).toBe(true);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(p.id);
    expect(ids).not.toContain(user.id);
  });

  it('approves a pending user, who can then log in and leaves the pending list', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    expect((await login(server(), p.username)).status).toBe(403);
    const res = await admin.post(`/api/users/${p.id}/approval`, { approve: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, username: p.username, status: 'approved', role: 'user' });
    expect(res.body).not.toHaveProperty('password');
    expect((await login(server(), p.username)).status).toBe(200);
    const pending = await admin.get('/api/users/pending');
    expect(pending.body.map((u: { id: number }) => u.id)).not.toContain(p.id);
  });

  it('rejects a pending user, who then sees the rejected message at login', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    const res = await admin.post(`/api/users/${p.id}/approval`, { approve: false });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    const attempt = await login(server(), p.username);
    expect(attempt.status).toBe(403);
    expect(attempt.body.message).toBe('Your account has been rejected');
  });

  it('sets status and role with PATCH; a promoted user can use the admin routes', async () => {
    const admin = await adminAgent(server());
    const { agent, user } = await signedInUser(server());
    expect((await agent.get('/api/users')).status).toBe(403);
    const promoted = await admin.patch(`/api/users/${user.id}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: user.id, role: 'admin', status: 'approved' });
    // the same session now has admin rights: roles are read at every request
    expect((await agent.get('/api/users')).status).toBe(200);

    const demoted = await admin.patch(`/api/users/${user.id}`, { role: 'user' });
    expect(demoted.body.role).toBe('user');
    expect((await agent.get('/api/users')).status).toBe(403);

    const both = await admin.patch(`/api/users/${user.id}`, { status: 'pending', role: 'admin' });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ status: 'pending', role: 'admin' });
  });

  it('changes only status and role, whatever else the body carries', async () => {
    const admin = await adminAgent(server());
    const { user, username } = await signedInUser(server());
    const res = await admin.patch(`/api/users/${user.id}`, {
      role: 'user',
      username: 'hijacked',
      email: 'hijacked@example.com',
      password: 'x',
      twoFactorEnabled: true,
      id: 1,
    });
    expect(res.status).toBe(200);
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ username, email: `${username}@example.com`, twoFactorEnabled: false });
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  type Call = (id: number) => [method: string, path: string, body: unknown];
  it.each<[string, Call]>([
    ['rejected by approval', (id) => ['POST', `/api/users/${id}/approval`, { approve: false }]],
    ['set to rejected', (id) => ['PATCH', `/api/users/${id}`, { status: 'rejected' }]],
    ['set back to pending', (id) => ['PATCH', `/api/users/${id}`, { status: 'pending' }]],
  ])('signs a user out everywhere when %s', async (_what, call) => {
    const admin = await adminAgent(server());
    const { agent, user, username } = await signedInUser(server());
    const other = server().agent();
    expect((await other.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    expect(await server().app.deps.db.session.count({ where: { userId: user.id } })).toBe(2);

    const [method, path, body] = call(user.id);
    const res = await admin.request(method, path, body);
    expect(res.status).toBe(200);

    expect(await server().app.deps.db.session.count({ where: { userId: user.id } })).toBe(0);
    for (const a of [agent, other]) {
      expect((await a.get('/api/auth/check')).body).toMatchObject({ authenticated: false, user: null });
    }
    // the admin is untouched
    expect((await admin.get('/api/users')).status).toBe(200);
  });

  it('keeps the sessions of a user whose status stays approved', async () => {
    const admin = await adminAgent(server());
    const { agent, user } = await signedInUser(server());
    expect((await admin.post(`/api/users/${user.id}/approval`, { approve: true })).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}`, { role: 'user' })).status).toBe(200);
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(true);
  });

  it('answers 404 for a user that does not exist', async () => {
    const admin = await adminAgent(server());
    const a = await admin.post('/api/users/999999/approval', { approve: true });
    expect(a.status).toBe(404);
    expect(a.body.message).toBe('User not found');
    const b = await admin.patch('/api/users/999999', { status: 'approved' });
    expect(b.status).toBe(404);
  });

  it.each([
    ['a non-numeric id', 'abc', { approve: true }, 'Invalid user id'],
    ['a fractional id', '1.5', { approve: true }, 'Invalid user id'],
    ['a negative id', '-3', { approve: true }, 'Invalid user id'],
    ['a zero id', '0', { approve: true }, 'Invalid user id'],
    ['an id beyond the integer range', '99999999999999999999', { approve: true }, 'Invalid user id'],
    ['an id of 2^31', '2147483648', { approve: true }, 'Invalid user id'],
    ['a string approve', '1', { approve: 'true' }, 'approve must be true or false'],
    ['a numeric approve', '1', { approve: 1 }, 'approve must be true or false'],
    ['no approve', '1', {}, 'approve must be true or false'],
  ])('answers approval with %s with 400 and a clear message', async (_what, id, body, message) => {
    const admin = await adminAgent(server());
    const res = await admin.post(`/api/users/${id}/approval`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['a non-numeric id', 'abc', { status: 'approved' }, 'Invalid user id'],
    ['an id beyond the integer range', '1e30', { status: 'approved' }, 'Invalid user id'],
    ['an unknown status', '1', { status: 'banned' }, 'status must be approved, rejected or pending'],
    ['an unknown role', '1', { role: 'superuser' }, 'role must be admin or user'],
    ['a numeric role', '1', { role: 1 }, 'role must be admin or user'],
    ['nothing to change', '1', {}, 'Nothing to update: give a status or a role'],
    ['null values only', '1', { status: null, role: null }, 'status must be approved, rejected or pending'],
  ])('answers PATCH with %s with 400 and a clear message', async (_what, id, body, message) => {
    const admin = await adminAgent(server());
    const res = await admin.patch(`/api/users/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers malformed JSON, a non-object body and no body with 400, never 500', async () => {
    const admin = await adminAgent(server());
    const { user } = await signedInUser(server());
    for (const [method, path] of [
      ['POST', `/api/users/${user.id}/approval`],
      ['PATCH', `/api/users/${user.id}`],
    ]) {
      const broken = await admin.request(method, path, '{"approve": tru');
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('Invalid JSON in request body');
      const array = await admin.request(method, path, '[true]');
      expect(array.status).toBe(400);
      expect(typeof array.body.message).toBe('string');
      const none = await admin.request(method, path);
      expect(none.status).toBe(400);
      expect(typeof none.body.message).toBe('string');
    }
    expect((await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('approved');
  });
});

describeEachProvider('Admin REST: the last admin', (server) => {
  it('cannot remove their own admin role, reject themselves or set themselves pending', async () => {
    const admin = await adminAgent(server());
    const me = (await admin.get('/api/auth/check')).body.user;
    expect(me.role).toBe('admin');
    const message = 'You are the last admin: you cannot remove your own admin role or reject yourself';
    for (const [method, path, body] of [
      ['PATCH', `/api/users/${me.id}`, { role: 'user' }],
      ['PATCH', `/api/users/${me.id}`, { status: 'rejected' }],
      ['PATCH', `/api/users/${me.id}`, { status: 'pending' }],
      ['POST', `/api/users/${me.id}/approval`, { approve: false }],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: me.id } });
    expect(row).toMatchObject({ role: 'admin', status: 'approved' });
    expect((await admin.get('/api/users')).status).toBe(200);
  });

  it('may step down once another approved admin exists, and is not signed out by a role change', async () => {
    const admin = await adminAgent(server());
    const me = (await admin.get('/api/auth/check')).body.user;
    const { user: other } = await signedInUser(server());
    // a pending admin does not count
    expect((await admin.patch(`/api/users/${other.id}`, { role: 'admin', status: 'pending' })).status).toBe(200);
    expect((await admin.patch(`/api/users/${me.id}`, { role: 'user' })).status).toBe(400);

    expect((await admin.patch(`/api/users/${other.id}`, { status: 'approved' })).status).toBe(200);
    const stepDown = await admin.patch(`/api/users/${me.id}`, { role: 'user' });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.role).toBe('user');
    expect((await admin.get('/api/auth/check')).body).toMatchObject({ authenticated: true, user: { role: 'user' } });
    expect((await admin.get('/api/users')).status).toBe(403);

    // now the other admin is the last one
    const otherAgent = server().agent();
    expect((await otherAgent.post('/api/auth/login', { username: other.username, password: PASSWORD })).status).toBe(200);
    const self = await otherAgent.patch(`/api/users/${other.id}`, { status: 'rejected' });
    expect(self.status).toBe(400);
    // and restoring the first admin works
    expect((await otherAgent.patch(`/api/users/${me.id}`, { role: 'admin' })).status).toBe(200);
  });

  it('leaves exactly one admin when the only two admins demote each other at once', async () => {
    const db = server().app.deps.db;
    const a = await adminAgent(server());
    const aId = (await a.get('/api/auth/check')).body.user.id as number;
    for (let round = 0; round < 5; round++) {
      const { agent: b, user: bUser } = await signedInUser(server());
      await db.user.update({ where: { id: bUser.id }, data: { role: 'admin' } });
      await db.user.updateMany({ where: { role: 'admin', id: { notIn: [aId, bUser.id] } }, data: { role: 'user' } });
      await db.user.update({ where: { id: aId }, data: { role: 'admin' } });

      const results = await Promise.all([a.patch(`/api/users/${bUser.id}`, { role: 'user' }), b.patch(`/api/users/${aId}`, { role: 'user' })]);
      // one wins; the other is refused as the last admin (400) or, if it came second, as no longer an admin (403)
      const statuses = results.map((r) => r.status).sort();
      expect([
        [200, 400],
        [200, 403],
      ]).toContainEqual(statuses);
      expect(await db.user.count({ where: { role: 'admin', status: 'approved' } })).toBe(1);
    }
    await db.user.update({ where: { id: aId }, data: { role: 'admin' } });
  });

  it('does not destroy the sessions of a user when the update is refused', async () => {
    const admin = await adminAgent(server());
    const me = (await admin.get('/api/auth/check')).body.user;
    await server().app.deps.db.user.updateMany({ where: { role: 'admin', id: { not: me.id } }, data: { role: 'user' } });
    const token = decodeURIComponent(admin.cookie('streamline_sid')!);
    expect((await admin.patch(`/api/users/${me.id}`, { status: 'rejected' })).status).toBe(400);
    expect(await server().app.deps.db.session.findUnique({ where: { id: sha256(token) } })).not.toBeNull();
  });
});
