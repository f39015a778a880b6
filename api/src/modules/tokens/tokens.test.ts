import { describeEachProvider } from '../../../test/testServer.js';
import { adminAgent, signedInUser } from '../../../test/factories.js';
import { HttpAgent } from '../../../test/http.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A client that sends only the token (a fresh agent: no cookie); its REST answers are checked against the OpenAPI document. */
function bearer(baseUrl: string, token: string) {
  const agent = new HttpAgent(baseUrl);
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: json } = await agent.request(method, path, body, { authorization: `Bearer ${token}` });
    return { status, body: json };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    patch: (path: string, body: unknown = {}) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
    gql: (query: string, variables?: Record<string, unknown>) => call('POST', '/graphql', { query, variables }),
  };
}

async function makeToken(agent: HttpAgent, scopes: string[], expiresAt = inDays(30), name = 'script') {
  const res = await agent.post('/api/tokens', { name, scopes, expiresAt });
  expect(res.status).toBe(201);
  return res.body as { id: number; token: string; prefix: string };
}

async function makeProject(agent: HttpAgent, name = 'Inbox') {
  const res = await agent.post('/api/projects', { name, priority: 5 });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

describeEachProvider('personal API tokens', (server) => {
  it('creates a token shown once, lists it without its text, and reads and writes tasks through REST', async () => {
    const { agent, user } = await signedInUser(server());
    await makeProject(agent);
    const created = await makeToken(agent, ['tasks:read', 'tasks:write', 'projects:read']);
    expect(created.token).toMatch(/^stl_[\w-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);

    const list = await agent.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: created.id,
      name: 'script',
      scopes: ['tasks:read', 'tasks:write', 'projects:read'],
      state: 'active',
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.token);

    const api = bearer(server().url, created.token);
    const check = await api.get('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: true, user: { id: user.id } });
    const projects = await api.get('/api/projects');
    expect(projects.status).toBe(200);
    const projectId = projects.body[0].id;
    const task = await api.post('/api/tasks', { name: 'From a script', projectId, priority: 5, duration: 30 });
    expect(task.status).toBe(201);
    const seen = await agent.get(`/api/tasks/${task.body.id}`);
    expect(seen.body).toMatchObject({ name: 'From a script' });
    const completed = await api.patch(`/api/tasks/${task.body.id}/complete`);
    expect(completed.status).toBe(200);
    expect((await agent.get(`/api/tasks/${task.body.id}`)).body.completed).toBe(true);

    const used = await agent.get('/api/tokens');
    expect(used.body[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a route outside its scopes with 403, and session-only routes whatever its scopes', async () => {
    const { agent } = await signedInUser(server());
    const { token } = await makeToken(agent, ['tasks:read']);
    const api = bearer(server().url, token);
    expect((await api.get('/api/tasks')).status).toBe(200);
    const projectId = (await makeProject(agent)).id;
    const write = await api.post('/api/tasks', { name: 'No', projectId, priority: 5, duration: 30 });
    expect(write).toMatchObject({ status: 403, body: { message: 'This API token lacks the tasks:write scope' } });
    expect((await api.get('/api/projects')).status).toBe(403);
    expect((await api.get('/api/timer')).status).toBe(403);
    // tokens cannot manage tokens nor change the password or two-factor
    expect((await api.get('/api/tokens')).status).toBe(403);
    expect((await api.post('/api/tokens', { name: 'x', scopes: ['tasks:read'], expiresAt: inDays(1) })).status).toBe(403);
    expect((await api.post('/api/auth/enable-2fa', { code: '000000' })).status).toBe(403);
    expect((await api.get('/api/settings')).status).toBe(403);
    expect((await agent.get('/api/tasks?search=No')).body).toEqual([]);
  });

  it('reaches labels, saved filters, search and comments with the tasks scopes, invitations with the projects scopes, the API description with any', async () => {
    const { agent } = await signedInUser(server());
    const projectId = (await makeProject(agent, 'Garden')).id;
    const task = await agent.post('/api/tasks', { name: 'Plant tulips', projectId, priority: 5, duration: 30 });
    const reader = bearer(server().url, (await makeToken(agent, ['tasks:read'])).token);
    const writer = bearer(server().url, (await makeToken(agent, ['tasks:read', 'tasks:write'])).token);
    const projects = bearer(server().url, (await makeToken(agent, ['projects:read'])).token);

    expect((await reader.get('/api/labels')).status).toBe(200);
    expect((await reader.get('/api/filters')).status).toBe(200);
    expect((await reader.get('/api/search?q=tulips')).body.tasks).toEqual([expect.objectContaining({ name: 'Plant tulips' })]);
    expect((await reader.post('/api/labels', { name: 'garden', color: '#16a34a' })).body).toEqual({ message: 'This API token lacks the tasks:write scope' });
    expect((await writer.post('/api/labels', { name: 'garden', color: '#16a34a' })).status).toBe(201);
    const comment = await writer.post(`/api/tasks/${task.body.id}/comments`, { body: 'Before the frost' });
    expect(comment.status).toBe(201);
    expect((await writer.patch(`/api/comments/${comment.body.id}`, { body: 'Before the first frost' })).status).toBe(200);
    expect((await projects.get('/api/invitations')).status).toBe(200);
    expect((await reader.get('/api/invitations')).body).toEqual({ message: 'This API token lacks the projects:read scope' });
    expect((await projects.get('/api/openapi.json')).status).toBe(200);

    const gql = await reader.gql('{ labels { name } search(q: "tulips") { tasks { name } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.labels).toEqual([{ name: 'garden' }]);
    const refused = await reader.gql('mutation { createLabel(input: { name: "x", color: "#000000" }) { label { id } } }');
    expect(refused.body.errors[0]).toMatchObject({ message: 'This API token lacks the tasks:write scope' });
  });

  it('reads and writes through GraphQL within its scopes, FORBIDDEN outside them', async () => {
    const { agent } = await signedInUser(server());
    await makeProject(agent);
    const { token } = await makeToken(agent, ['tasks:read', 'tasks:write', 'projects:read']);
    const api = bearer(server().url, token);
    const projects = await api.gql('{ viewer { username } projects(first: 5) { edges { node { id name } } } }');
    expect(projects.status).toBe(200);
    const projectId = projects.body.data.projects.edges[0].node.id;
    const created = await api.gql('mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id name } } }', {
      input: { projectId, name: 'Via GraphQL', priority: 3, duration: 15 },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createTask.task.name).toBe('Via GraphQL');
    const tasks = await api.gql('{ tasks(first: 10) { edges { node { name } } } }');
    expect(tasks.body.data.tasks.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Via GraphQL');

    const timer = await api.gql('mutation { pauseTimer { __typename } }');
    expect(timer.body.errors[0]).toMatchObject({ message: 'This API token lacks the timer:write scope', extensions: { code: 'FORBIDDEN' } });
    const tokens = await api.gql('{ apiTokens { id } }');
    expect(tokens.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(tokens.body.data).toBeNull();
    const revoke = await api.gql('mutation { createApiToken(input: { name: "x", scopes: ["tasks:read"], expiresAt: "2099-01-01" }) { token } }');
    expect(revoke.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('mirrors the REST calls in GraphQL: apiTokens, createApiToken, revokeApiToken', async () => {
    const { agent } = await signedInUser(server());
    const made = await agent.gql(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id rowId name scopes state } } }',
      { input: { name: 'GraphQL token', scopes: ['projects:read'], expiresAt: inDays(7) } },
    );
    expect(made.errors).toBeUndefined();
    const { token, apiToken } = made.data.createApiToken;
    expect(apiToken).toMatchObject({ name: 'GraphQL token', scopes: ['projects:read'], state: 'active' });
    expect((await bearer(server().url, token).get('/api/projects')).status).toBe(200);
    const listed = await agent.gql('{ apiTokens { rowId name } }');
    expect(listed.data.apiTokens).toEqual([{ rowId: apiToken.rowId, name: 'GraphQL token' }]);
    const revoked = await agent.gql('mutation ($id: ID!) { revokeApiToken(input: { apiTokenId: $id }) { apiToken { state revokedAt } } }', { id: apiToken.id });
    expect(revoked.data.revokeApiToken.apiToken.state).toBe('revoked');
    expect((await bearer(server().url, token).get('/api/projects')).status).toBe(401);
  });

  it('answers 401 after revocation and after expiry, on REST and GraphQL', async () => {
    const { agent } = await signedInUser(server());
    const revoked = await makeToken(agent, ['tasks:read']);
    const api = bearer(server().url, revoked.token);
    expect((await api.get('/api/tasks')).status).toBe(200);
    expect((await agent.delete(`/api/tokens/${revoked.id}`)).body.state).toBe('revoked');
    expect((await api.get('/api/tasks')).status).toBe(401);
    const gql = await api.gql('{ tasks(first: 1) { edges { node { id } } } }');
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const expiring = await makeToken(agent, ['tasks:read']);
    const soon = bearer(server().url, expiring.token);
    expect((await soon.get('/api/tasks')).status).toBe(200);
    await server().app.deps.db.apiToken.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await soon.get('/api/tasks')).status).toBe(401);
    expect((await agent.get('/api/tokens')).body.find((t: { id: number }) => t.id === expiring.id).state).toBe('expired');
    expect((await bearer(server().url, 'stl_not-a-token').get('/api/tasks')).status).toBe(401);
  });

  it('checks the name, scopes and an expiry of at most one year, naming the field', async () => {
    const { agent } = await signedInUser(server());
    const bad = async (body: unknown) => (await agent.post('/api/tokens', body)).body?.message;
    expect(await bad({ name: '', scopes: ['tasks:read'], expiresAt: inDays(1) })).toBe('Name is required');
    expect(await bad({ name: 'a', scopes: [], expiresAt: inDays(1) })).toBe('Choose at least one scope');
    expect(await bad({ name: 'a', scopes: ['users:write'], expiresAt: inDays(1) })).toMatch(/^Scopes must be among/);
    expect(await bad({ name: 'a', scopes: ['tasks:read'] })).toBe('Expiry date is required');
    expect(await bad({ name: 'a', scopes: ['tasks:read'], expiresAt: inDays(-1) })).toBe('Expiry date must be in the future');
    expect(await bad({ name: 'a', scopes: ['tasks:read'], expiresAt: inDays(367) })).toBe('Expiry date must be at most one year from now');
    expect((await agent.post('/api/tokens', { name: 'a', scopes: ['tasks:read'], expiresAt: inDays(365) })).status).toBe(201);
  });

  it("keeps a user's tokens from others (404) and lets an admin list and revoke any", async () => {
    const owner = await signedInUser(server());
    const other = await signedInUser(server());
    const { id, token } = await makeToken(owner.agent, ['tasks:read'], inDays(3), 'owner token');
    expect((await other.agent.delete(`/api/tokens/${id}`)).status).toBe(404);
    expect((await other.agent.get('/api/admin/tokens')).status).toBe(403);
    expect((await other.agent.delete(`/api/admin/tokens/${id}`)).status).toBe(403);

    const admin = await adminAgent(server());
    const all = await admin.get('/api/admin/tokens');
    expect(all.status).toBe(200);
    expect(all.body.find((t: { id: number }) => t.id === id)).toMatchObject({ name: 'owner token', user: { id: owner.user.id } });
    expect(JSON.stringify(all.body)).not.toContain(token);
    expect((await admin.delete(`/api/tokens/${id}`)).status).toBe(404); // the personal route is the owner's
    expect((await admin.delete(`/api/admin/tokens/${id}`)).body.state).toBe('revoked');
    expect((await bearer(server().url, token).get('/api/tasks')).status).toBe(401);
  });
});
