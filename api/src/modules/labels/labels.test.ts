import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

async function projectOf(agent: HttpAgent, name = 'Work') {
  const res = await agent.post('/api/projects', { name, priority: 5 });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const newTask = (projectId: number, name: string, extra: Record<string, unknown> = {}) => ({ name, priority: 5, duration: 25, projectId, ...extra });

describeEachProvider('labels', (server) => {
  it('creates, lists by name, renames, recolours and deletes a label', async () => {
    const { agent } = await signedInUser(server());
    const urgent = await agent.post('/api/labels', { name: ' Urgent ', color: '#DC2626' });
    expect(urgent.status).toBe(201);
    expect(urgent.body).toMatchObject({ name: 'Urgent', color: '#dc2626' });
    const errand = await agent.post('/api/labels', { name: 'errand' });
    expect(errand.body.color).toBe('#64748b');

    expect((await agent.get('/api/labels')).body.map((l: { name: string }) => l.name)).toEqual(['errand', 'Urgent']);

    const renamed = await agent.patch(`/api/labels/${urgent.body.id}`, { name: 'Now', color: '#16a34a' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: urgent.body.id, name: 'Now', color: '#16a34a' });

    expect((await agent.delete(`/api/labels/${errand.body.id}`)).body).toEqual({ success: true, id: errand.body.id });
    expect((await agent.get('/api/labels')).body.map((l: { name: string }) => l.name)).toEqual(['Now']);
    expect((await agent.delete(`/api/labels/${errand.body.id}`)).status).toBe(404);
  });

  it('refuses a bad name or colour with a 400 naming it, and a taken name in any case with a 409', async () => {
    const { agent } = await signedInUser(server());
    expect(await agent.post('/api/labels', { name: '  ' })).toMatchObject({ status: 400, body: { message: 'Label name is required' } });
    expect(await agent.post('/api/labels', { name: 'x'.repeat(51) })).toMatchObject({
      status: 400,
      body: { message: 'Label name must be at most 50 characters' },
    });
    expect(await agent.post('/api/labels', { name: 'Red', color: 'red' })).toMatchObject({
      status: 400,
      body: { message: 'color must be a colour as #rrggbb' },
    });
    expect((await agent.post('/api/labels', { name: 'Home' })).status).toBe(201);
    const again = await agent.post('/api/labels', { name: 'HOME' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^name: /);
    const other = await agent.post('/api/labels', { name: 'Other' });
    expect((await agent.patch(`/api/labels/${other.body.id}`, { name: 'home' })).status).toBe(409);
  });

  it("keeps a stranger's labels apart: 404 on theirs, 400 naming labels on a task, never listed", async () => {
    const owner = await signedInUser(server());
    const stranger = await signedInUser(server());
    const theirs = await owner.agent.post('/api/labels', { name: 'Secret' });
    expect((await stranger.agent.get('/api/labels')).body).toEqual([]);
    expect((await stranger.agent.patch(`/api/labels/${theirs.body.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.agent.delete(`/api/labels/${theirs.body.id}`)).status).toBe(404);
    // the same name is free for another user
    expect((await stranger.agent.post('/api/labels', { name: 'secret' })).status).toBe(201);

    const projectId = await projectOf(stranger.agent);
    const create = await stranger.agent.post('/api/tasks', newTask(projectId, 'Peek', { labels: [theirs.body.id] }));
    expect(create.status).toBe(400);
    expect(create.body.message).toMatch(/^labels /);
    const task = await stranger.agent.post('/api/tasks', newTask(projectId, 'Mine'));
    const update = await stranger.agent.patch(`/api/tasks/${task.body.id}`, { labels: [theirs.body.id] });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/^labels /);
    expect((await stranger.agent.patch(`/api/tasks/${task.body.id}`, { labels: 'x' })).status).toBe(400);

    const gql = await stranger.agent.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(`Label:${theirs.body.id}`).toString('base64') });
    expect(gql.data.node).toBeNull();
  });

  it('puts labels on tasks (REST and GraphQL), filters the task list by them and takes a deleted label off', async () => {
    const { agent } = await signedInUser(server());
    const projectId = await projectOf(agent);
    const home = (await agent.post('/api/labels', { name: 'Home', color: '#2563eb' })).body;
    const calls = (await agent.post('/api/labels', { name: 'Calls' })).body;
    const a = await agent.post('/api/tasks', newTask(projectId, 'Ring mum', { labels: [home.id, calls.id, home.id] }));
    expect(a.status).toBe(201);
    expect(a.body.labels).toEqual([calls.id, home.id]);
    const b = (await agent.post('/api/tasks', newTask(projectId, 'Fix tap', { labels: [home.id] }))).body;
    const c = (await agent.post('/api/tasks', newTask(projectId, 'Report'))).body;
    expect(c.labels).toEqual([]);

    const names = (res: { body: Array<{ name: string }> }) => res.body.map((t) => t.name).sort();
    expect(names(await agent.get(`/api/tasks?label=${home.id}`))).toEqual(['Fix tap', 'Ring mum']);
    expect(names(await agent.get(`/api/tasks?label=${calls.id}`))).toEqual(['Ring mum']);
    expect(names(await agent.get(`/api/tasks?label=${calls.id},${home.id}`))).toEqual(['Fix tap', 'Ring mum']);
    expect((await agent.get(`/api/tasks/${b.id}`)).body.labels).toEqual([home.id]);

    const patched = await agent.patch(`/api/tasks/${c.id}`, { labels: [calls.id] });
    expect(patched.body.labels).toEqual([calls.id]);
    expect((await agent.patch(`/api/tasks/${c.id}`, { name: 'Report 2' })).body.labels).toEqual([calls.id]);

    const gql = await agent.gql(
      `query($label: [ID!]) { tasks(first: 10, label: $label) { totalCount edges { node { name subtaskCount completedSubtaskCount labels { name color } } } } }`,
      { label: [String(calls.id)] },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.tasks.totalCount).toBe(2);
    expect(gql.data.tasks.edges.find((e: { node: { name: string } }) => e.node.name === 'Ring mum').node.labels).toEqual([
      { name: 'Calls', color: '#64748b' },
      { name: 'Home', color: '#2563eb' },
    ]);

    const viaGql = await agent.gql(`mutation($input: CreateTaskInput!) { createTask(input: $input) { task { name labels { rowId } } } }`, {
      input: { projectId: String(projectId), name: 'Dial in', priority: 3, duration: 10, labels: [String(calls.id)] },
    });
    expect(viaGql.data.createTask.task.labels).toEqual([{ rowId: calls.id }]);
    const created = await agent.gql(`mutation { createLabel(input: { name: "Errand", color: "#ea580c" }) { label { rowId name color } } }`);
    expect(created.data.createLabel.label).toMatchObject({ name: 'Errand', color: '#ea580c' });
    const bad = await agent.gql(`mutation { createLabel(input: { name: "errand" }) { label { rowId } } }`);
    expect(bad.errors?.[0].extensions.code).toBe('CONFLICT');
    const listed = await agent.gql(`{ labels { name } }`);
    expect(listed.data.labels.map((l: { name: string }) => l.name)).toEqual(['Calls', 'Errand', 'Home']);

    await agent.delete(`/api/labels/${calls.id}`);
    expect((await agent.get(`/api/tasks/${a.body.id}`)).body.labels).toEqual([home.id]);
    expect((await agent.get(`/api/tasks?label=${calls.id}`)).body).toEqual([]);
  });

  it("reads @label in the quick add against the viewer's labels; an unknown one stays in the name", async () => {
    const { agent } = await signedInUser(server());
    const calls = (await agent.post('/api/labels', { name: 'Calls' })).body;
    const parsed = await agent.post('/api/tasks/parse', { text: 'Ring bob@example.com @calls @someday tomorrow' });
    expect(parsed.status).toBe(200);
    expect(parsed.body.labels).toEqual([{ id: calls.id, name: 'Calls' }]);
    expect(parsed.body.name).toBe('Ring bob@example.com @someday');
  });

  it('carries labels through the offline batch and the data export and import', async () => {
    const { agent } = await signedInUser(server());
    const projectId = await projectOf(agent);
    const home = (await agent.post('/api/labels', { name: 'Home' })).body;
    const sync = await agent.post('/api/sync/batch', {
      actions: [{ method: 'POST', url: '/api/tasks', idempotencyKey: 'k-labels', body: JSON.stringify(newTask(projectId, 'Offline', { labels: [home.id] })) }],
    });
    expect(sync.status).toBe(200);
    expect(sync.body.results[0].body.labels).toEqual([home.id]);
    const listed = (await agent.get(`/api/tasks?label=${home.id}`)).body;
    expect(listed.map((t: { name: string }) => t.name)).toEqual(['Offline']);

    const file = (await agent.get('/api/settings/export')).body;
    expect(file.labels).toEqual([expect.objectContaining({ id: home.id, name: 'Home' })]);
    expect(file.tasks[0].labels).toEqual([home.id]);

    const other = await signedInUser(server());
    await other.agent.post('/api/labels', { name: 'HOME' });
    const imported = await other.agent.post('/api/settings/import', file);
    expect(imported.status).toBe(200);
    const labels = (await other.agent.get('/api/labels')).body;
    // the file's "Home" joins the account's "HOME"
    expect(labels.map((l: { name: string }) => l.name)).toEqual(['HOME']);
    const tasks = (await other.agent.get('/api/tasks')).body;
    expect(tasks.find((t: { name: string }) => t.name === 'Offline').labels).toEqual([labels[0].id]);
  });
});
