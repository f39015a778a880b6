import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';
import { join } from '../../../test/team.js';
import { makeProject, makeTask } from '../tasks/testing.js';

/** The projects of an account besides the Inbox every account has. */
const ownProjects = async (agent: HttpAgent) => ((await agent.get('/api/projects')).body as Array<{ id: number; inbox: boolean }>).filter((p) => !p.inbox);

describeEachProvider('REST /api/projects', (server) => {
  it('creates, lists (with progress), reads and updates a project owned by the session user', async () => {
    const { agent, user } = await signedInUser(server());
    const res = await agent.post('/api/projects', { name: ' Garden ', description: 'Spring', priority: '6', originator: 'me', userId: 424242 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Garden',
      description: 'Spring',
      priority: 6,
      originator: 'me',
      userId: user.id,
      // after the account's Inbox
      position: 1,
      inbox: false,
      taskCount: 0,
      completedTaskCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const t1 = await makeTask(agent, res.body.id);
    await makeTask(agent, res.body.id);
    await agent.patch(`/api/tasks/${t1.id}/complete`);
    const list = await agent.get('/api/projects');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ name: 'Inbox', inbox: true, position: 0 }),
      expect.objectContaining({ id: res.body.id, taskCount: 2, completedTaskCount: 1 }),
    ]);
    const upd = await agent.put(`/api/projects/${res.body.id}`, { name: 'Garden 2', userId: 1 });
    expect(upd.body).toMatchObject({ name: 'Garden 2', description: 'Spring', priority: 6, userId: user.id });
    const patch = await agent.patch(`/api/projects/${res.body.id}`, { description: null, priority: 9 });
    expect(patch.body).toMatchObject({ name: 'Garden 2', description: null, priority: 9 });
    expect((await agent.get(`/api/projects/${res.body.id}`)).body).toMatchObject({ name: 'Garden 2', taskCount: 2 });
  });

  it.each([
    { body: { priority: 5 }, message: 'Name is required' },
    { body: { name: '  ', priority: 5 }, message: 'Name is required' },
    { body: { name: 'x'.repeat(201), priority: 5 }, message: 'Name must be at most 200 characters' },
    { body: { name: 'P' }, message: 'Priority must be a whole number from 1 to 10' },
    { body: { name: 'P', priority: 0 }, message: 'Priority must be a whole number from 1 to 10' },
    { body: { name: 'P', priority: 10.5 }, message: 'Priority must be a whole number from 1 to 10' },
    { body: { name: 'P', priority: 5, description: 7 }, message: 'Description must be at most 5000 characters' },
  ])('rejects bad input with a clear 400: $message', async ({ body, message }) => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/projects', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await ownProjects(agent)).toEqual([]);
  });

  it('deletes an empty project; a project with tasks only with deleteTasks=true, and its tasks go with it', async () => {
    const { agent } = await signedInUser(server());
    const empty = await makeProject(agent);
    expect((await agent.delete(`/api/projects/${empty.id}`)).body).toEqual({ success: true, id: empty.id, deletedTaskIds: [] });
    const full = await makeProject(agent);
    const t1 = await makeTask(agent, full.id);
    const t2 = await makeTask(agent, full.id);
    const refused = await agent.delete(`/api/projects/${full.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This project has 2 tasks. Deleting it deletes them too: send deleteTasks: true to confirm.');
    expect((await agent.get('/api/tasks')).body).toHaveLength(2);
    const bad = await agent.delete(`/api/projects/${full.id}?deleteTasks=sure`);
    expect(bad.status).toBe(400);
    const done = await agent.delete(`/api/projects/${full.id}?deleteTasks=true`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, id: full.id, deletedTaskIds: [t1.id, t2.id] });
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    expect(await ownProjects(agent)).toEqual([]);
  });

  it('reorders projects and the order persists', async () => {
    const { agent } = await signedInUser(server());
    const [a, b, c] = [await makeProject(agent), await makeProject(agent), await makeProject(agent)];
    const res = await agent.put('/api/projects/reorder', { projectIds: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([c.id, a.id, b.id]);
    expect((await ownProjects(agent)).map((p: { id: number }) => p.id)).toEqual([c.id, a.id, b.id]);
    expect((await agent.put('/api/projects/reorder', { projectIds: [a.id, a.id] })).status).toBe(400);
    expect((await agent.put('/api/projects/reorder', { projectIds: [] })).status).toBe(400);
  });

  it("never shows or changes another user's projects", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const secret = await makeProject(b.agent, { name: 'secret plans' });
    await makeTask(b.agent, secret.id);
    for (const res of [
      await a.agent.get(`/api/projects/${secret.id}`),
      await a.agent.put(`/api/projects/${secret.id}`, { name: 'x' }),
      await a.agent.patch(`/api/projects/${secret.id}`, { name: 'x' }),
      await a.agent.delete(`/api/projects/${secret.id}?deleteTasks=true`),
      await a.agent.put('/api/projects/reorder', { projectIds: [secret.id] }),
      await a.agent.get('/api/projects/abc'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Project not found' });
    }
    expect(await ownProjects(a.agent)).toEqual([]);
    expect((await b.agent.get(`/api/projects/${secret.id}`)).body).toMatchObject({ name: 'secret plans', taskCount: 1 });
  });
});

describeEachProvider('GraphQL projects', (server) => {
  const PROJECT = 'id rowId name description priority originator position taskCount completedTaskCount';

  it('creates, updates, reorders and deletes projects through mutations, with Relay payloads', async () => {
    const { agent } = await signedInUser(server());
    const created = await agent.gql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { project { ${PROJECT} } projectEdge { cursor node { id taskCount } } } }`,
      { input: { name: 'Work', priority: 7 } },
    );
    expect(created.errors).toBeUndefined();
    const p = created.data.createProject.project;
    expect(p).toMatchObject({ name: 'Work', priority: 7, taskCount: 0, completedTaskCount: 0 });
    expect(created.data.createProject.projectEdge).toEqual({ cursor: expect.any(String), node: { id: p.id, taskCount: 0 } });

    const bad = await agent.gql(`mutation { createProject(input: { name: "", priority: 5 }) { project { id } } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });

    const updated = await agent.gql(`mutation($id: ID!) { updateProject(input: { id: $id, name: "Work!" }) { project { name priority } } }`, { id: p.id });
    expect(updated.data.updateProject.project).toEqual({ name: 'Work!', priority: 7 });

    const second = (await agent.gql(`mutation { createProject(input: { name: "Home", priority: 2 }) { project { id rowId } } }`)).data.createProject.project;
    const reordered = await agent.gql(`mutation($ids: [ID!]!) { reorderProjects(input: { projectIds: $ids }) { projects { id position } } }`, {
      ids: [second.id, p.id],
    });
    // the Inbox keeps position 0
    expect(reordered.data.reorderProjects.projects).toEqual([
      { id: second.id, position: 1 },
      { id: p.id, position: 2 },
    ]);
    const list = await agent.gql(`{ projects(first: 10) { totalCount edges { node { id inbox } } } }`);
    expect(list.data.projects.edges.map((e: { node: { id: string; inbox: boolean } }) => (e.node.inbox ? 'Inbox' : e.node.id))).toEqual([
      'Inbox',
      second.id,
      p.id,
    ]);
    expect(list.data.projects.totalCount).toBe(3);

    const task = await makeTask(agent, second.rowId);
    const refused = await agent.gql(`mutation($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }`, { id: second.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const deleted = await agent.gql(`mutation($id: ID!) { deleteProject(input: { id: $id, deleteTasks: true }) { deletedProjectId deletedTaskIds } }`, {
      id: second.id,
    });
    expect(deleted.data.deleteProject.deletedProjectId).toBe(second.id);
    expect(deleted.data.deleteProject.deletedTaskIds).toEqual([Buffer.from(`Task:${task.id}`).toString('base64')]);
  });

  it('searches and orders the projects connection', async () => {
    const { agent } = await signedInUser(server());
    await makeProject(agent, { name: 'Alpha', priority: 2 });
    await makeProject(agent, { name: 'beta', description: 'The ALPHA follow-up', priority: 9 });
    await makeProject(agent, { name: 'Gamma', priority: 6 });
    const names = async (args: string) =>
      (await agent.gql(`{ projects(first: 10${args}) { edges { node { name } } } }`)).data.projects.edges.map((e: any) => e.node.name);
    expect(await names(', search: "alpha"')).toEqual(['Alpha', 'beta']);
    // the account's Inbox is of priority 5
    expect(await names(', orderBy: PRIORITY')).toEqual(['beta', 'Gamma', 'Inbox', 'Alpha']);
    expect(await names(', orderBy: PRIORITY, direction: ASC')).toEqual(['Alpha', 'Inbox', 'Gamma', 'beta']);
  });

  it("hides another user's projects from node, project and mutations", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const secret = (await b.agent.gql(`mutation { createProject(input: { name: "secret", priority: 5 }) { project { id rowId } } }`)).data.createProject
      .project;
    const node = await a.agent.gql(`query($id: ID!) { node(id: $id) { id ... on Project { name } } }`, { id: secret.id });
    expect(node.errors).toBeUndefined();
    expect(node.data.node).toBeNull();
    const byRow = await a.agent.gql(`query($id: ID!) { project(id: $id) { name } }`, { id: String(secret.rowId) });
    expect(byRow.data.project).toBeNull();
    for (const m of [
      `mutation($id: ID!) { updateProject(input: { id: $id, name: "x" }) { project { id } } }`,
      `mutation($id: ID!) { deleteProject(input: { id: $id, deleteTasks: true }) { deletedProjectId } }`,
      `mutation($id: ID!) { reorderProjects(input: { projectIds: [$id] }) { projects { id } } }`,
    ]) {
      const res = await a.agent.gql(m, { id: secret.id });
      expect(res.errors?.[0]).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
    }
    const anon = await server().agent().gql(`{ projects(first: 5) { edges { node { id } } } }`);
    expect(anon.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await b.agent.gql(`query($id: ID!) { node(id: $id) { ... on Project { name } } }`, { id: secret.id })).data.node).toEqual({ name: 'secret' });
  });

  it("counts and lists the project's tasks for every member, whoever made them, on REST and GraphQL alike; a non-member reads none", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const c = await signedInUser(server());
    const project = await makeProject(a.agent);
    const mine = await makeTask(a.agent, project.id);
    await a.agent.patch(`/api/tasks/${mine.id}/complete`);
    await makeTask(a.agent, project.id);
    await join(a, b, project.id, 'editor');
    const theirs = await makeTask(b.agent, project.id, { name: 'made by a member' });
    await b.agent.patch(`/api/tasks/${theirs.id}/complete`);

    for (const who of [a, b]) {
      expect((await who.agent.get(`/api/projects/${project.id}`)).body).toMatchObject({ taskCount: 3, completedTaskCount: 2 });
      expect((await who.agent.get('/api/projects')).body.filter((p: { id: number }) => p.id === project.id)).toEqual([
        expect.objectContaining({ taskCount: 3, completedTaskCount: 2 }),
      ]);
    }
    const fields = 'taskCount completedTaskCount tasks(first: 10) { totalCount } done: tasks(first: 10, completed: true) { totalCount }';
    const counts = { taskCount: 3, completedTaskCount: 2, tasks: { totalCount: 3 }, done: { totalCount: 2 } };
    const listed = await a.agent.gql(`{ projects(first: 5) { edges { node { inbox ${fields} } } } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.projects.edges.filter((e: { node: { inbox: boolean } }) => !e.node.inbox)).toEqual([{ node: { inbox: false, ...counts } }]);
    const one = await a.agent.gql(`query($id: ID!) { project(id: $id) { ${fields} } }`, { id: String(project.id) });
    expect(one.data.project).toEqual(counts);
    expect((await c.agent.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await c.agent.gql(`query($id: ID!) { project(id: $id) { ${fields} } }`, { id: String(project.id) })).data.project).toBeNull();
    expect(JSON.stringify((await c.agent.get('/api/tasks')).body)).not.toContain('made by a member');
  });
});
