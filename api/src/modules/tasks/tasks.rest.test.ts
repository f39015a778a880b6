import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';

describeEachProvider('REST /api/tasks', (server) => {
  it('answers 401 on every route when signed out', async () => {
    const agent = server().agent();
    const calls = [
      agent.get('/api/tasks'),
      agent.post('/api/tasks', { name: 'x', priority: 5, duration: 25, projectId: 1 }),
      agent.get('/api/tasks/1'),
      agent.put('/api/tasks/1', { name: 'x' }),
      agent.patch('/api/tasks/1', { name: 'x' }),
      agent.delete('/api/tasks/1'),
      agent.patch('/api/tasks/1/complete', {}),
      agent.patch('/api/tasks/1/time', { timeSpent: 5 }),
      agent.put('/api/tasks/reorder', { taskIds: [1] }),
      agent.post('/api/tasks/1/assign', { assigneeEmail: 'a@example.com', assigneeName: 'A' }),
      agent.get('/api/projects'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not authenticated' });
    }
  });

  it('creates a task in the client shape of spec section 3, owned by the session user whatever the body says', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Home' });
    const res = await agent.post('/api/tasks', {
      name: '  Write report  ',
      description: 'Quarterly',
      priority: 8,
      duration: 50,
      projectId: project.id,
      userId: 999999,
      timeSpent: 400,
      completed: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Write report',
      description: 'Quarterly',
      completed: false,
      completedAt: null,
      timeSpent: 0,
      userId: user.id,
      priority: 8,
      duration: 50,
      projectId: project.id,
      projectName: 'Home',
      position: expect.any(Number),
      dueDate: null,
      dueTime: null,
      plannedDate: null,
      recurrence: null,
      recurFrom: 'due',
      seriesId: null,
      assigneeId: null,
      parentId: null,
      labels: [],
      assigneeEmail: null,
      assigneeName: null,
      emailSent: false,
      emailSentAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      reminders: [],
    });
    const list = await agent.get('/api/tasks');
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: number }) => t.id)).toEqual([res.body.id]);
    expect((await agent.get(`/api/tasks/${res.body.id}`)).body).toEqual(res.body);
  });

  it('appends new tasks at the end of the list', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const a = await makeTask(agent, project.id);
    const b = await makeTask(agent, project.id);
    expect(a.position).toBe(0);
    expect(b.position).toBe(1);
  });

  it.each([
    { override: { name: '' }, message: 'Name is required' },
    { override: { name: '   ' }, message: 'Name is required' },
    { override: { name: undefined }, message: 'Name is required' },
    { override: { name: 'x'.repeat(201) }, message: 'Name must be at most 200 characters' },
    { override: { name: 42 }, message: 'Name is required' },
    { override: { priority: 0 }, message: 'Priority must be a whole number from 1 to 10' },
    { override: { priority: 11 }, message: 'Priority must be a whole number from 1 to 10' },
    { override: { priority: 4.5 }, message: 'Priority must be a whole number from 1 to 10' },
    { override: { priority: 'high' }, message: 'Priority must be a whole number from 1 to 10' },
    { override: { priority: undefined }, message: 'Priority must be a whole number from 1 to 10' },
    { override: { duration: 0 }, message: 'Duration must be a positive whole number of minutes' },
    { override: { duration: -5 }, message: 'Duration must be a positive whole number of minutes' },
    { override: { duration: 2.5 }, message: 'Duration must be a positive whole number of minutes' },
    { override: { duration: null }, message: 'Duration must be a positive whole number of minutes' },
    { override: { duration: 1e12 }, message: 'Duration must be at most 525600 minutes (one year)' },
    { override: { projectId: undefined }, message: 'Project is required' },
    { override: { projectId: 987654 }, message: 'Project not found: choose one of your projects' },
    { override: { projectId: 'abc' }, message: 'Project not found: choose one of your projects' },
    { override: { dueDate: 'not a date' }, message: 'dueDate must be a date as YYYY-MM-DD' },
    { override: { description: 'x'.repeat(5001) }, message: 'Description must be at most 5000 characters' },
  ] as Array<{ override: Record<string, unknown>; message: string }>)('rejects bad input with a clear 400: $message', async ({ override, message }) => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const res = await agent.post('/api/tasks', { name: 'Valid', priority: 5, duration: 25, projectId: project.id, ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await agent.get('/api/tasks')).body).toEqual([]);
  });

  it('accepts numeric strings from forms and rejects a malformed JSON body with 400', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const ok = await agent.post('/api/tasks', { name: 'Form', priority: '7', duration: '30', projectId: String(project.id) });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ priority: 7, duration: 30, projectId: project.id });
    const bad = await agent.request('POST', '/api/tasks', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    const arr = await agent.post('/api/tasks', [1, 2]);
    expect(arr.status).toBe(400);
  });

  it('PUT and PATCH change only the fields sent and keep the rest', async () => {
    const { agent, user } = await signedInUser(server());
    const p1 = await makeProject(agent, { name: 'One' });
    const p2 = await makeProject(agent, { name: 'Two' });
    const task = await makeTask(agent, p1.id, { description: 'keep me', priority: 3 });
    const put = await agent.put(`/api/tasks/${task.id}`, { name: 'Renamed', userId: 12345, projectName: 'ignored', id: 777 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: task.id, name: 'Renamed', description: 'keep me', priority: 3, userId: user.id, projectName: 'One' });
    const patch = await agent.patch(`/api/tasks/${task.id}`, { projectId: p2.id, priority: 9, description: null, dueDate: '2030-01-02T03:04:05.000Z' });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({
      name: 'Renamed',
      projectId: p2.id,
      projectName: 'Two',
      priority: 9,
      description: null,
      dueDate: '2030-01-02',
    });
    const done = await agent.patch(`/api/tasks/${task.id}`, { completed: true });
    expect(done.body.completed).toBe(true);
    expect(done.body.completedAt).toEqual(expect.any(String));
    const bad = await agent.patch(`/api/tasks/${task.id}`, { priority: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Priority must be a whole number from 1 to 10');
    const badName = await agent.put(`/api/tasks/${task.id}`, { name: '' });
    expect(badName.status).toBe(400);
    expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ name: 'Renamed', priority: 9 });
  });

  it('completes with completed defaulting to true, reopens with false, and rejects a non-boolean', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const done = await agent.patch(`/api/tasks/${task.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, completedAt: expect.any(String) });
    const open = await agent.patch(`/api/tasks/${task.id}/complete`, { completed: false });
    expect(open.body).toMatchObject({ completed: false, completedAt: null });
    const bad = await agent.patch(`/api/tasks/${task.id}/complete`, { completed: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('completed must be true or false');
  });

  it('PATCH /time adds minutes to the time spent, and concurrent adds all count', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const first = await agent.patch(`/api/tasks/${task.id}/time`, { timeSpent: 25 });
    expect(first.status).toBe(200);
    expect(first.body.timeSpent).toBe(25);
    await Promise.all(Array.from({ length: 6 }, () => agent.patch(`/api/tasks/${task.id}/time`, { timeSpent: 5 })));
    expect((await agent.get(`/api/tasks/${task.id}`)).body.timeSpent).toBe(55);
    for (const bad of [{ timeSpent: -1 }, { timeSpent: 'lots' }, {}, { timeSpent: 5000 }]) {
      const res = await agent.patch(`/api/tasks/${task.id}/time`, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('timeSpent must be a number of minutes from 0 to 1440');
    }
    expect((await agent.get(`/api/tasks/${task.id}`)).body.timeSpent).toBe(55);
  });

  it('deletes a task', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const res = await agent.delete(`/api/tasks/${task.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: task.id });
    expect((await agent.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });

  it('reorders tasks and the order persists; tasks left out keep their place', async () => {
    const { agent } = await signedInUser(server());
    const p = await makeProject(agent);
    const [a, b, c, d] = [await makeTask(agent, p.id), await makeTask(agent, p.id), await makeTask(agent, p.id), await makeTask(agent, p.id)];
    const res = await agent.put('/api/tasks/reorder', { taskIds: [d.id, a.id, c.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([d.id, a.id, c.id, b.id]);
    const list = await agent.get('/api/tasks');
    expect(list.body.map((t: { id: number }) => t.id)).toEqual([d.id, a.id, c.id, b.id]);
    // a partial list (one filtered view) moves only those tasks among their own slots
    await agent.put('/api/tasks/reorder', { taskIds: [b.id, a.id] });
    expect((await agent.get('/api/tasks')).body.map((t: { id: number }) => t.id)).toEqual([d.id, b.id, c.id, a.id]);
    for (const [body, message] of [
      [{ taskIds: [] }, 'taskIds must list at least one id'],
      [{ taskIds: [a.id, a.id] }, 'taskIds must not repeat an id'],
      [{ taskIds: 'x' }, 'taskIds must be a list of ids'],
      [{}, 'taskIds must be a list of ids'],
    ] as const) {
      const bad = await agent.put('/api/tasks/reorder', body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect((await agent.put('/api/tasks/reorder', { taskIds: [a.id, 99999999] })).status).toBe(404);
    expect((await agent.get('/api/tasks')).body.map((t: { id: number }) => t.id)).toEqual([d.id, b.id, c.id, a.id]);
  });

  it('filters by project, completion, search (any case, name or description) and priority band, and orders', async () => {
    const { agent } = await signedInUser(server());
    const p1 = await makeProject(agent);
    const p2 = await makeProject(agent);
    const high = await makeTask(agent, p1.id, { name: 'Ship RELEASE', priority: 8 });
    const medium = await makeTask(agent, p1.id, { name: 'Plan', description: 'the release notes', priority: 4 });
    const low = await makeTask(agent, p2.id, { name: 'Tidy desk', priority: 3 });
    const seven = await makeTask(agent, p2.id, { name: 'Über Café', priority: 7 });
    await agent.patch(`/api/tasks/${low.id}/complete`);
    const ids = async (q: string) => {
      const res = await agent.get(`/api/tasks${q}`);
      expect(res.status).toBe(200);
      return res.body.map((t: { id: number }) => t.id);
    };
    expect(await ids(`?projectId=${p1.id}`)).toEqual([high.id, medium.id]);
    expect(await ids('?completed=true')).toEqual([low.id]);
    expect(await ids('?completed=false')).toEqual([high.id, medium.id, seven.id]);
    expect(await ids('?search=release')).toEqual([high.id, medium.id]);
    expect(await ids('?search=%C3%BCBER%20caf%C3%89')).toEqual([seven.id]);
    expect(await ids('?search=50%25')).toEqual([]);
    expect(await ids('?priority=high')).toEqual([high.id]);
    expect(await ids('?priority=medium')).toEqual([medium.id, seven.id]);
    expect(await ids('?priority=low')).toEqual([low.id]);
    expect(await ids('?orderBy=priority')).toEqual([high.id, seven.id, medium.id, low.id]);
    expect(await ids('?orderBy=priority&direction=asc')).toEqual([low.id, medium.id, seven.id, high.id]);
    expect(await ids('?orderBy=createdAt&direction=asc')).toEqual([high.id, medium.id, low.id, seven.id]);
    for (const q of ['?priority=urgent', '?orderBy=name', '?completed=maybe', '?direction=up']) {
      expect((await agent.get(`/api/tasks${q}`)).status).toBe(400);
    }
  });

  it('limit answers the first N tasks of the filtered, ordered list', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await makeTask(agent, project.id, { priority: i + 1 }));
    const ids = async (q: string) => {
      const res = await agent.get(`/api/tasks${q}`);
      expect(res.status).toBe(200);
      return res.body.map((t: { id: number }) => t.id);
    };
    expect(await ids('?limit=2')).toEqual([made[0].id, made[1].id]);
    expect(await ids('?limit=3&orderBy=priority')).toEqual([made[3].id, made[2].id, made[1].id]);
    expect(await ids('?limit=1000')).toEqual(made.map((t) => t.id));
    expect(await ids('')).toEqual(made.map((t) => t.id));
    const first = (await agent.get('/api/tasks?limit=1')).body[0];
    expect(first).toMatchObject({ id: made[0].id, projectName: project.name });
    for (const q of ['?limit=0', '?limit=1001', '?limit=2.5', '?limit=many', '?limit=-1']) {
      const res = await agent.get(`/api/tasks${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('limit must be a whole number from 1 to 1000');
    }
  });

  it("never shows or changes another user's tasks: 404 as for an unknown id, and the body's userId is ignored", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const bProject = await makeProject(b.agent);
    const bTask = await makeTask(b.agent, bProject.id, { name: 'secret' });
    const aProject = await makeProject(a.agent);
    for (const res of [
      await a.agent.get(`/api/tasks/${bTask.id}`),
      await a.agent.put(`/api/tasks/${bTask.id}`, { name: 'pwned' }),
      await a.agent.patch(`/api/tasks/${bTask.id}`, { name: 'pwned' }),
      await a.agent.patch(`/api/tasks/${bTask.id}/complete`, { completed: true }),
      await a.agent.patch(`/api/tasks/${bTask.id}/time`, { timeSpent: 10 }),
      await a.agent.post(`/api/tasks/${bTask.id}/assign`, { assigneeEmail: 'x@example.com', assigneeName: 'X', previewOnly: true }),
      await a.agent.put('/api/tasks/reorder', { taskIds: [bTask.id] }),
      await a.agent.delete(`/api/tasks/${bTask.id}`),
      await a.agent.get('/api/tasks/99999999'),
      await a.agent.get('/api/tasks/temp-123'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
    }
    // A's task cannot be moved into B's project, nor created there
    const aTask = await makeTask(a.agent, aProject.id);
    const move = await a.agent.patch(`/api/tasks/${aTask.id}`, { projectId: bProject.id });
    expect(move.status).toBe(400);
    expect(move.body.message).toBe('Project not found: choose one of your projects');
    const create = await a.agent.post('/api/tasks', { name: 'x', priority: 5, duration: 5, projectId: bProject.id });
    expect(create.status).toBe(400);
    expect((await a.agent.get(`/api/tasks?projectId=${bProject.id}`)).body).toEqual([]);
    expect((await a.agent.get('/api/tasks?search=secret')).body).toEqual([]);
    expect((await b.agent.get(`/api/tasks/${bTask.id}`)).body).toMatchObject({ name: 'secret', completed: false, timeSpent: 0 });
  });
});
