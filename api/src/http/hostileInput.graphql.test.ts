import { describeEachProvider } from '../../test/testServer.js';
import { adminAgent, signedInUser } from '../../test/factories.js';

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id description } } }`;
const CREATE_FILTER = `mutation ($input: CreateSavedFilterInput!) { createSavedFilter(input: $input) { filter { id } } }`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id status } } }`;
const APPROVE = `mutation ($input: DecideUserApprovalInput!) { decideUserApproval(input: $input) { user { id status } } }`;

describeEachProvider('hostile input over GraphQL', (server) => {
  it.each([
    ['a NUL', 'a\u0000b', '"description" must not contain NUL characters'],
    ['a lone surrogate', 'a\ud800b', '"description" is not valid Unicode text (it holds half of a surrogate pair)'],
  ])('a project description with %s is a BAD_USER_INPUT naming the field, and nothing is stored', async (_case, description, message) => {
    const { agent } = await signedInUser(server());
    const res = await agent.gql(CREATE_PROJECT, { input: { name: 'Site', priority: 5, description } });
    expect(res.status).toBe(200);
    expect(res.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    const projects = (await agent.get('/api/projects')).body as Array<{ name: string }>;
    expect(projects.map((p) => p.name)).not.toContain('Site');
  });

  it('a saved filter naming a project id past the 32-bit range is a BAD_USER_INPUT', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.gql(CREATE_FILTER, { input: { name: 'Big', definition: { projectIds: [2 ** 31] } } });
    expect(res.errors).toEqual([
      expect.objectContaining({ message: 'projectIds must be a list of your project ids', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });

  it.each([
    ['not a global ID', 'abc', 'Invalid global ID: abc'],
    ["another type's ID", gid('Task', 1), `ID: ${gid('Task', 1)} is not of type: User`],
  ])('an admin change of a user by %s is a BAD_USER_INPUT, and no user changes', async (_case, userId, message) => {
    const admin = await adminAgent(server());
    const { user } = await signedInUser(server());
    for (const [query, input] of [
      [UPDATE_USER, { userId, role: 'admin' }],
      [APPROVE, { userId, approve: false }],
    ] as const) {
      const res = await admin.gql(query, { input });
      expect(res.status).toBe(200);
      expect(res.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    }
    const row = await server().app.deps.db.user.findUnique({ where: { id: user.id } });
    expect(row).toMatchObject({ role: 'user', status: 'approved' });
  });

  it('an alias named __proto__ or constructor is answered as an ordinary field of that name', async () => {
    const { agent, user } = await signedInUser(server());
    const res = await agent.request('POST', '/graphql', {
      query: '{ __proto__: viewer { constructor: username toString: rowId } hasOwnProperty: viewer { username } }',
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`"__proto__":{"constructor":"${user.username}","toString":${user.id}}`);
    expect(Object.keys(res.body.data)).toEqual(['__proto__', 'hasOwnProperty']);
    expect(res.body.data.hasOwnProperty).toEqual({ username: user.username });
  });

  it('a 100,000-character ID is refused with a message of readable length', async () => {
    const admin = await adminAgent(server());
    const res = await admin.gql(UPDATE_USER, { input: { userId: 'x'.repeat(100_000), role: 'admin' } });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/^Invalid global ID: x+…$/);
    expect(res.errors![0].message.length).toBeLessThanOrEqual(201);
  });

  it('a GET whose variables or extensions are not JSON is a 400 that says so, not a 500', async () => {
    const { agent } = await signedInUser(server());
    const query = encodeURIComponent('query ($n: Int) { viewer { id } }');
    for (const param of ['variables=%7Bbad', 'extensions=not-json']) {
      const res = await agent.get(`/graphql?query=${query}&${param}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: 'The "variables" and "extensions" parameters must be JSON objects',
          extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
        }),
      ]);
    }
  });
});
