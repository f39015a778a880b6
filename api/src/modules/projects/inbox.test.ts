import { describeEachProvider } from '../../../test/testServer.js';
import { adminAgent, PASSWORD, signedInUser, uniqueName } from '../../../test/factories.js';

describeEachProvider('Inbox', (server) => {
  it('a task added in the chat without a project lands in the Inbox, which cannot be deleted', async () => {
    const { agent } = await signedInUser(server());
    await agent.post('/api/projects', { name: 'Work', priority: 5 });
    const said = await agent.post('/api/chat', { message: 'add task "Water plants"' });
    expect(said.status).toBe(200);
    const projects = (await agent.get('/api/projects')).body as Array<{ id: number; name: string; inbox: boolean }>;
    const inbox = projects.find((p) => p.inbox)!;
    expect(inbox.name).toBe('Inbox');
    const [task] = (await agent.get('/api/tasks')).body;
    expect(task).toMatchObject({ name: 'Water plants', projectId: inbox.id });

    const res = await agent.delete(`/api/projects/${inbox.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Inbox cannot be deleted: tasks added without a project land there');
    const gql = await agent.gql(`{ projects(first: 10) { edges { node { name inbox } } } }`);
    expect(gql.data.projects.edges.map((e: { node: unknown }) => e.node)).toContainEqual({ name: 'Inbox', inbox: true });
  });

  it('a REST create still needs a project (the spec requires projectId)', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/tasks', { name: 'No project', priority: 5, duration: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Project is required');
  });

  it('the inbox query makes the Inbox when missing, once; it keeps its name but its other fields change', async () => {
    const { agent } = await signedInUser(server());
    const first = await agent.gql(`{ inbox { id rowId name inbox } }`);
    expect(first.data.inbox).toMatchObject({ name: 'Inbox', inbox: true });
    const again = await agent.gql(`{ inbox { rowId } }`);
    expect(again.data.inbox.rowId).toBe(first.data.inbox.rowId);
    const listed = (await agent.get('/api/projects')).body as Array<{ inbox: boolean }>;
    expect(listed.filter((p) => p.inbox)).toHaveLength(1);

    const renamed = await agent.put(`/api/projects/${first.data.inbox.rowId}`, { name: 'Stuff' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe("The Inbox's name cannot be changed");
    const gqlRename = await agent.gql(`mutation ($id: ID!) { updateProject(input: { id: $id, name: "Stuff" }) { project { name } } }`, {
      id: first.data.inbox.id,
    });
    expect(gqlRename.errors![0].message).toBe("The Inbox's name cannot be changed");
    const described = await agent.put(`/api/projects/${first.data.inbox.rowId}`, { name: 'Inbox', description: 'Loose ends', priority: 7 });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ name: 'Inbox', description: 'Loose ends', priority: 7, inbox: true });
  });

  const inboxesOf = (userId: number) =>
    server().app.deps.db.project.findMany({ where: { userId, inbox: true }, select: { name: true, members: { select: { userId: true, role: true } } } });

  it('a registered account has its Inbox at once, before anything asks for it, and a signed-in user reads it as the first project', async () => {
    const admin = await adminAgent(server());
    const username = uniqueName();
    const reg = await server()
      .agent()
      .post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
    expect(reg.status).toBe(201);
    // still waiting for approval, and already with its Inbox
    expect(await inboxesOf(reg.body.id)).toEqual([{ name: 'Inbox', members: [{ userId: reg.body.id, role: 'owner' }] }]);

    expect((await admin.post(`/api/users/${reg.body.id}/approval`, { approve: true })).status).toBe(200);
    expect(await inboxesOf(reg.body.id)).toHaveLength(1);
    const agent = server().agent();
    expect((await agent.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    const [first] = (await agent.get('/api/projects')).body as Array<{ name: string; inbox: boolean }>;
    expect(first).toMatchObject({ name: 'Inbox', inbox: true });
  });

  it('an account from before Inboxes came with it gets one when an admin approves it, and still through the lazy path', async () => {
    const admin = await adminAgent(server());
    const username = uniqueName();
    const reg = await server()
      .agent()
      .post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
    await server().app.deps.db.project.deleteMany({ where: { userId: reg.body.id } });
    expect(await inboxesOf(reg.body.id)).toEqual([]);
    expect((await admin.post(`/api/users/${reg.body.id}/approval`, { approve: true })).status).toBe(200);
    expect(await inboxesOf(reg.body.id)).toHaveLength(1);

    const old = await signedInUser(server());
    await server().app.deps.db.project.deleteMany({ where: { userId: old.user.id } });
    const made = await old.agent.gql(`{ inbox { name inbox } }`);
    expect(made.data.inbox).toEqual({ name: 'Inbox', inbox: true });
    expect(await inboxesOf(old.user.id)).toHaveLength(1);
  });

  it('an import into an account without an Inbox makes one; an account with one keeps just that one', async () => {
    const old = await signedInUser(server());
    await server().app.deps.db.project.deleteMany({ where: { userId: old.user.id } });
    const file = (await old.agent.get('/api/settings/export')).body;
    expect((await old.agent.post('/api/settings/import', file)).status).toBe(200);
    expect(await inboxesOf(old.user.id)).toHaveLength(1);

    const fresh = await signedInUser(server());
    const own = (await fresh.agent.get('/api/settings/export')).body;
    expect((await fresh.agent.post('/api/settings/import', own)).status).toBe(200);
    expect(await inboxesOf(fresh.user.id)).toHaveLength(1);
  });
});
