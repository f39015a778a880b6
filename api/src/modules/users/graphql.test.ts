import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { adminAgent, PASSWORD, signedInUser, uniqueName } from '../../../test/factories.js';

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

const USERS = /* GraphQL */ `
  query Users($status: UserStatus, $first: Int) {
    users(status: $status, first: $first) {
      edges {
        node {
          id
          rowId
          username
          email
          name
          role
          status
          twoFactorEnabled
          createdAt
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation Decide($input: DecideUserApprovalInput!) {
    decideUserApproval(input: $input) {
      user {
        id
        rowId
        status
        role
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        rowId
        status
        role
      }
    }
  }
`;
const VIEWER = /* GraphQL */ `
  query {
    viewer {
      id
      rowId
      username
      role
      status
    }
  }
`;

async function pendingUser(server: TestServer) {
  const username = uniqueName('gqlp');
  const res = await server.agent().post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, username };
}

/** No error of a bad request may be an internal one. */
function expectClientError(res: { status: number; errors?: any[] }, message?: string | RegExp) {
  expect(res.status).toBeLessThan(500);
  expect(res.errors?.length).toBeGreaterThan(0);
  const error = res.errors![0];
  expect(error.message).not.toMatch(/unexpected error/i);
  expect(error.extensions?.code).not.toBe('ERROR');
  expect(error.extensions?.http?.status ?? 400).toBeLessThan(500);
  if (message) expect(error.message).toEqual(message instanceof RegExp ? expect.stringMatching(message) : message);
}

describeEachProvider('GraphQL users (admin)', (server) => {
  it('lists every user to an admin, with global ids, and filters by status', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    const { user } = await signedInUser(server());
    const all = await admin.gql(USERS);
    expect(all.errors).toBeUndefined();
    const nodes = all.data.users.edges.map((e: any) => e.node);
    expect(nodes.length).toBe(await server().app.deps.db.user.count());
    const mine = nodes.find((n: any) => n.rowId === user.id);
    expect(mine).toMatchObject({ id: globalId('User', user.id), username: user.username, role: 'user', status: 'approved' });
    expect(nodes.find((n: any) => n.rowId === p.id).status).toBe('pending');

    const pending = await admin.gql(USERS, { status: 'pending' });
    const pendingNodes = pending.data.users.edges.map((e: any) => e.node);
    expect(pendingNodes.every((n: any) => n.status === 'pending')).toBe(true);
    expect(pendingNodes.map((n: any) => n.rowId)).toContain(p.id);

    const page = await admin.gql(USERS, { first: 1 });
    expect(page.data.users.edges).toHaveLength(1);
    expect(page.data.users.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses the list to a non-admin (403) and to a signed-out caller (401)', async () => {
    const { agent } = await signedInUser(server());
    const forbidden = await agent.gql(USERS);
    expect(forbidden.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
    expect(forbidden.data?.users ?? null).toBeNull();
    const anonymous = await server().agent().gql(USERS);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('shows a signed-in user themselves as viewer, and null when signed out', async () => {
    const { agent, user } = await signedInUser(server());
    const me = await agent.gql(VIEWER);
    expect(me.errors).toBeUndefined();
    expect(me.data.viewer).toMatchObject({ id: globalId('User', user.id), rowId: user.id, role: 'user', status: 'approved' });
    const anonymous = await server().agent().gql(VIEWER);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data.viewer).toBeNull();
  });

  it('lets node() show a user to themselves and to admins, but not to another user', async () => {
    const { user } = await signedInUser(server());
    const { agent: stranger } = await signedInUser(server());
    const admin = await adminAgent(server());
    const query = `query($id: ID!) { node(id: $id) { ... on User { rowId email } } }`;
    const byAdmin = await admin.gql(query, { id: globalId('User', user.id) });
    expect(byAdmin.data.node).toMatchObject({ rowId: user.id });
    const byStranger = await stranger.gql(query, { id: globalId('User', user.id) });
    expect(byStranger.data?.node ?? null).toBeNull();
    expect(JSON.stringify(byStranger)).not.toContain(user.email);
  });

  it('approves and rejects with decideUserApproval; a rejected user is signed out', async () => {
    const admin = await adminAgent(server());
    const p = await pendingUser(server());
    const approved = await admin.gql(DECIDE, { input: { userId: globalId('User', p.id), approve: true } });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.decideUserApproval.user).toMatchObject({ rowId: p.id, status: 'approved', role: 'user' });

    const agent = server().agent();
    expect((await agent.post('/api/auth/login', { username: p.username, password: PASSWORD })).status).toBe(200);
    const rejected = await admin.gql(DECIDE, { input: { userId: globalId('User', p.id), approve: false } });
    expect(rejected.data.decideUserApproval.user.status).toBe('rejected');
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
    expect(await server().app.deps.db.session.count({ where: { userId: p.id } })).toBe(0);
  });

  it('sets role and status with updateUser', async () => {
    const admin = await adminAgent(server());
    const { agent, user } = await signedInUser(server());
    const promoted = await admin.gql(UPDATE, { input: { userId: globalId('User', user.id), role: 'admin' } });
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data.updateUser.user).toMatchObject({ rowId: user.id, role: 'admin', status: 'approved' });
    expect((await agent.gql(USERS)).errors).toBeUndefined();

    const pending = await admin.gql(UPDATE, { input: { userId: globalId('User', user.id), status: 'pending', role: 'user' } });
    expect(pending.data.updateUser.user).toMatchObject({ status: 'pending', role: 'user' });
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses the mutations to a non-admin (403) and to a signed-out caller (401), changing nothing', async () => {
    const { agent, user } = await signedInUser(server());
    const p = await pendingUser(server());
    const decide = await agent.gql(DECIDE, { input: { userId: globalId('User', p.id), approve: true } });
    expect(decide.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const self = await agent.gql(UPDATE, { input: { userId: globalId('User', user.id), role: 'admin' } });
    expect(self.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await server()
      .agent()
      .gql(DECIDE, { input: { userId: globalId('User', p.id), approve: true } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const db = server().app.deps.db;
    expect((await db.user.findUniqueOrThrow({ where: { id: p.id } })).status).toBe('pending');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('user');
  });

  it('answers 404 for a user id that does not exist', async () => {
    const admin = await adminAgent(server());
    const res = await admin.gql(DECIDE, { input: { userId: globalId('User', 999999), approve: true } });
    expectClientError(res, 'User not found');
  });

  it.each([
    ['a global id that is not base64 of Type:id', 'not-a-global-id', undefined],
    ['a global id of another type', globalId('Task', 1), undefined],
    ['a global id with a non-numeric row id', globalId('User', 'abc'), 'Invalid user id'],
    ['a global id beyond the integer range', globalId('User', '99999999999'), 'Invalid user id'],
    ['an empty id', '', undefined],
  ])('answers %s with a client error, never a 500', async (_what, userId, message) => {
    const admin = await adminAgent(server());
    expectClientError(await admin.gql(DECIDE, { input: { userId, approve: true } }), message);
    expectClientError(await admin.gql(UPDATE, { input: { userId, status: 'approved' } }), message);
  });

  it('answers wrong input types and missing fields with a client error', async () => {
    const admin = await adminAgent(server());
    const { user } = await signedInUser(server());
    const id = globalId('User', user.id);
    expectClientError(await admin.gql(DECIDE, { input: { userId: id, approve: 'yes' } }));
    expectClientError(await admin.gql(DECIDE, { input: { userId: id } }));
    expectClientError(await admin.gql(UPDATE, { input: { userId: id, status: 'banned' } }));
    expectClientError(await admin.gql(UPDATE, { input: { userId: id, role: 'root' } }));
    expectClientError(await admin.gql(UPDATE, { input: { userId: id } }), 'Nothing to update: give a status or a role');
    expectClientError(await admin.gql(USERS, { status: 'banned' }));
    expectClientError(await admin.gql(USERS, { first: -1 }));
    expectClientError(await admin.gql(USERS, { first: 'ten' }));
    const broken = await admin.request('POST', '/graphql', '{"query": "query {');
    expect(broken.status).toBe(400);
    expect((await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('approved');
  });
});

describeEachProvider('GraphQL users: the last admin', (server) => {
  it('cannot remove their own admin role or reject themselves', async () => {
    const admin = await adminAgent(server());
    const me = (await admin.get('/api/auth/check')).body.user;
    const id = globalId('User', me.id);
    const message = 'You are the last admin: you cannot remove your own admin role or reject yourself';
    expectClientError(await admin.gql(UPDATE, { input: { userId: id, role: 'user' } }), message);
    expectClientError(await admin.gql(UPDATE, { input: { userId: id, status: 'rejected' } }), message);
    expectClientError(await admin.gql(DECIDE, { input: { userId: id, approve: false } }), message);
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: me.id } });
    expect(row).toMatchObject({ role: 'admin', status: 'approved' });
  });
});
