import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

const task = async (agent: HttpAgent, projectId: number, name: string, extra: Record<string, unknown> = {}) => {
  const res = await agent.post('/api/tasks', { name, priority: 5, duration: 25, projectId, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number; parentId: number | null; completed: boolean };
};

describeEachProvider('subtasks', (server) => {
  it('nests tasks several levels deep and shows "2/5"-style progress on the parent', async () => {
    const { agent } = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Move', priority: 5 })).body;
    const parent = await task(agent, project.id, 'Move house');
    const kids = [];
    for (const name of ['Pack', 'Book van', 'Clean', 'Keys', 'Post']) kids.push(await task(agent, project.id, name, { parentId: parent.id }));
    expect(kids[0].parentId).toBe(parent.id);
    const grandchild = await task(agent, project.id, 'Buy boxes', { parentId: kids[0].id });
    expect(grandchild.parentId).toBe(kids[0].id);
    await agent.patch(`/api/tasks/${kids[1].id}/complete`, {});
    await agent.patch(`/api/tasks/${kids[2].id}/complete`, {});

    const res = await agent.gql(`{ tasks(first: 20) { edges { node { name parentRowId subtaskCount completedSubtaskCount } } } }`);
    const byName = Object.fromEntries(res.data.tasks.edges.map((e: { node: { name: string } }) => [e.node.name, e.node]));
    expect(byName['Move house']).toMatchObject({ subtaskCount: 5, completedSubtaskCount: 2, parentRowId: null });
    expect(byName['Pack']).toMatchObject({ subtaskCount: 1, completedSubtaskCount: 0, parentRowId: parent.id });
    expect((await agent.get(`/api/tasks/${grandchild.id}`)).body.parentId).toBe(kids[0].id);
  });

  it("refuses a cycle, a parent in another project and a stranger's parent with a 400 naming parentId", async () => {
    const { agent } = await signedInUser(server());
    const stranger = await signedInUser(server());
    const a = (await agent.post('/api/projects', { name: 'A', priority: 5 })).body;
    const b = (await agent.post('/api/projects', { name: 'B', priority: 5 })).body;
    const top = await task(agent, a.id, 'Top');
    const mid = await task(agent, a.id, 'Mid', { parentId: top.id });
    const low = await task(agent, a.id, 'Low', { parentId: mid.id });
    const other = await task(agent, b.id, 'Other');

    const message = async (p: Promise<{ status: number; body: { message: string } }>) => {
      const res = await p;
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await message(agent.patch(`/api/tasks/${top.id}`, { parentId: low.id }))).toMatch(/^parentId: a task cannot be a subtask of itself/);
    expect(await message(agent.patch(`/api/tasks/${top.id}`, { parentId: top.id }))).toMatch(/^parentId/);
    expect(await message(agent.post('/api/tasks', { name: 'X', priority: 5, duration: 5, projectId: b.id, parentId: top.id }))).toBe(
      'parentId: a subtask must be in the same project as its parent',
    );
    expect(await message(agent.patch(`/api/tasks/${other.id}`, { parentId: top.id }))).toMatch(/^parentId: a subtask must be in the same project/);
    // a subtask moved alone to another project would leave its parent behind
    expect(await message(agent.patch(`/api/tasks/${low.id}`, { projectId: b.id }))).toMatch(/^parentId/);
    const theirs = (await stranger.agent.post('/api/projects', { name: 'S', priority: 5 })).body;
    const theirTask = await task(stranger.agent, theirs.id, 'Theirs');
    expect(await message(agent.patch(`/api/tasks/${other.id}`, { parentId: theirTask.id }))).toMatch(/^parentId must be/);

    // the web's moves go through the GraphQL update: the same refusals, as typed errors
    const move = (id: number, parentId: string | null) =>
      agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { rowId parentRowId } } }`, { input: { id: String(id), parentId } });
    const cycle = await move(mid.id, String(low.id));
    expect(cycle.errors?.[0]).toMatchObject({
      message: 'parentId: a task cannot be a subtask of itself or of its own subtasks',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const elsewhere = await move(other.id, String(top.id));
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: 'parentId: a subtask must be in the same project as its parent',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await agent.get(`/api/tasks/${mid.id}`)).body.parentId).toBe(top.id);
    // naming the parent's project too moves the task there under it (the web's drop onto a task of another project)
    const across = await agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { parentRowId projectRowId } } }`, {
      input: { id: String(other.id), parentId: String(top.id), projectId: String(a.id) },
    });
    expect(across.data.updateTask.task).toEqual({ parentRowId: top.id, projectRowId: a.id });
    expect((await move(other.id, null)).data.updateTask.task).toEqual({ rowId: other.id, parentRowId: null });

    // moving a parent takes its subtasks along; null makes a task top-level again
    expect((await agent.patch(`/api/tasks/${mid.id}`, { projectId: b.id, parentId: null })).body).toMatchObject({ projectId: b.id, parentId: null });
    expect((await agent.get(`/api/tasks/${low.id}`)).body).toMatchObject({ projectId: b.id, parentId: mid.id });
  });

  it('completes a parent alone or with its open subtasks, and deletes a parent with its subtasks', async () => {
    const { agent } = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'P', priority: 5 })).body;
    const leave = await task(agent, project.id, 'Leave open');
    const leaveKid = await task(agent, project.id, 'Leave kid', { parentId: leave.id });
    expect((await agent.patch(`/api/tasks/${leave.id}/complete`, {})).body.completed).toBe(true);
    expect((await agent.get(`/api/tasks/${leaveKid.id}`)).body.completed).toBe(false);

    const all = await task(agent, project.id, 'All');
    const kid = await task(agent, project.id, 'Kid', { parentId: all.id });
    const grandkid = await task(agent, project.id, 'Grandkid', { parentId: kid.id });
    const gql = await agent.gql(
      `mutation($id: ID!) { completeTask(input: { id: $id, completeSubtasks: true }) { task { completed subtaskCount completedSubtaskCount } } }`,
      {
        id: String(all.id),
      },
    );
    expect(gql.data.completeTask.task).toEqual({ completed: true, subtaskCount: 1, completedSubtaskCount: 1 });
    expect((await agent.get(`/api/tasks/${grandkid.id}`)).body.completed).toBe(true);

    expect((await agent.delete(`/api/tasks/${all.id}`)).status).toBe(200);
    expect((await agent.get(`/api/tasks/${kid.id}`)).status).toBe(404);
    expect((await agent.get(`/api/tasks/${grandkid.id}`)).status).toBe(404);
  });

  it('carries parentId through the data export and import', async () => {
    const { agent } = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Trip', priority: 5 })).body;
    const parent = await task(agent, project.id, 'Trip');
    await task(agent, project.id, 'Passport', { parentId: parent.id });
    const file = (await agent.get('/api/settings/export')).body;
    const other = await signedInUser(server());
    expect((await other.agent.post('/api/settings/import', file)).status).toBe(200);
    const tasks = (await other.agent.get('/api/tasks')).body as Array<{ id: number; name: string; parentId: number | null }>;
    const trip = tasks.find((t) => t.name === 'Trip')!;
    expect(tasks.find((t) => t.name === 'Passport')!.parentId).toBe(trip.id);
  });

  it('a task shows its parent and its direct subtasks in list order', async () => {
    const { agent } = await signedInUser(server());
    const stranger = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Trip', priority: 5 })).body;
    const parent = await task(agent, project.id, 'Plan trip');
    const first = await task(agent, project.id, 'Book flights', { parentId: parent.id });
    await task(agent, project.id, 'Pack', { parentId: parent.id });
    await task(agent, project.id, 'Buy adapter', { parentId: first.id });
    await agent.put('/api/tasks/reorder', { taskIds: [(await agent.get('/api/tasks')).body.find((t: { name: string }) => t.name === 'Pack').id, first.id] });

    const query = `query ($id: ID!) { task(id: $id) { name parent { rowId name } subtasks { name parentRowId subtaskCount } } }`;
    const top = await agent.gql(query, { id: String(parent.id) });
    expect(top.data.task).toEqual({
      name: 'Plan trip',
      parent: null,
      subtasks: [
        { name: 'Pack', parentRowId: parent.id, subtaskCount: 0 },
        { name: 'Book flights', parentRowId: parent.id, subtaskCount: 1 },
      ],
    });
    const child = await agent.gql(query, { id: String(first.id) });
    expect(child.data.task).toMatchObject({ parent: { rowId: parent.id, name: 'Plan trip' }, subtasks: [{ name: 'Buy adapter' }] });
    const theirs = await stranger.agent.gql(query, { id: String(first.id) });
    expect(theirs.data.task).toBeNull();
  });
});
