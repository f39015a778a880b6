import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { makeTask, userWithTask } from './testTasks.js';

const START = '2025-03-03T09:00:00.000Z';

describeEachProvider('pomodoro sessions over REST', (server) => {
  it('POST /api/pomodoro creates a session (201) with an id, as the client sends it', async () => {
    const { agent, task } = await userWithTask(server());
    const res = await agent.post('/api/pomodoro', { taskId: task.id, startTime: START, duration: 25, type: 'work', completed: false });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), taskId: task.id, startTime: START, endTime: null, duration: 25, type: 'work', completed: false });
  });

  it('PATCH /api/pomodoro/{id}/complete with an empty body completes it and sets endTime, once', async () => {
    const { agent, task } = await userWithTask(server());
    const created = await agent.post('/api/pomodoro', { taskId: task.id, startTime: START, duration: 5, type: 'break', completed: false });
    const done = await agent.request('PATCH', `/api/pomodoro/${created.body.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: created.body.id, completed: true, type: 'break' });
    expect(Date.now() - Date.parse(done.body.endTime)).toBeLessThan(10_000);
    const again = await agent.patch(`/api/pomodoro/${created.body.id}/complete`);
    expect(again.body.endTime).toBe(done.body.endTime);
  });

  it('GET /api/pomodoro?taskId= lists the task history, newest first', async () => {
    const { agent, task, user } = await userWithTask(server());
    const other = await makeTask(server(), user.id, { name: 'Other' });
    await agent.post('/api/pomodoro', { taskId: task.id, startTime: '2025-03-03T09:00:00Z', duration: 25, type: 'work' });
    await agent.post('/api/pomodoro', { taskId: task.id, startTime: '2025-03-03T10:00:00Z', duration: 25, type: 'work' });
    await agent.post('/api/pomodoro', { taskId: other.id, startTime: '2025-03-03T11:00:00Z', duration: 25, type: 'work' });
    const res = await agent.get(`/api/pomodoro?taskId=${task.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { startTime: string }) => s.startTime)).toEqual(['2025-03-03T10:00:00.000Z', '2025-03-03T09:00:00.000Z']);
    expect((await agent.get('/api/pomodoro')).body).toHaveLength(3);
  });

  it("a stranger cannot create sessions on another user's task, complete their session or read the history (404)", async () => {
    const a = await userWithTask(server());
    const b = await userWithTask(server());
    const session = await a.agent.post('/api/pomodoro', { taskId: a.task.id, startTime: START, duration: 25, type: 'work' });
    const create = await b.agent.post('/api/pomodoro', { taskId: a.task.id, startTime: START, duration: 25, type: 'work' });
    expect(create).toMatchObject({ status: 404, body: { message: 'Task not found' } });
    const complete = await b.agent.patch(`/api/pomodoro/${session.body.id}/complete`);
    expect(complete).toMatchObject({ status: 404, body: { message: 'Pomodoro session not found' } });
    expect((await b.agent.get(`/api/pomodoro?taskId=${a.task.id}`)).status).toBe(404);
    expect((await b.agent.get('/api/pomodoro')).body).toEqual([]);
    const row = await server().app.deps.db.pomodoroSession.findUniqueOrThrow({ where: { id: session.body.id } });
    expect(row.completed).toBe(false);
  });

  it('bad input answers 400 with a clear message, never 500', async () => {
    const { agent, task } = await userWithTask(server());
    const good = { taskId: task.id, startTime: START, duration: 25, type: 'work', completed: false };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ taskId: 'temp-123' }, 'taskId must be the number of one of your tasks'],
      [{ taskId: 1.5 }, 'taskId must be the number of one of your tasks'],
      [{ taskId: undefined }, 'taskId must be the number of one of your tasks'],
      [{ startTime: 'yesterday-ish' }, 'startTime must be a valid date, e.g. 2025-01-31T09:00:00.000Z'],
      [{ startTime: 12 }, 'startTime must be a valid date, e.g. 2025-01-31T09:00:00.000Z'],
      [{ duration: 0 }, 'duration must be a whole number of minutes from 1 to 1440'],
      [{ duration: -5 }, 'duration must be a whole number of minutes from 1 to 1440'],
      [{ duration: 24 * 60 + 1 }, 'duration must be a whole number of minutes from 1 to 1440'],
      [{ duration: '25' }, 'duration must be a whole number of minutes from 1 to 1440'],
      [{ type: 'nap' }, 'type must be work or break'],
      [{ completed: 'yes' }, 'completed must be true or false'],
    ];
    for (const [change, message] of cases) {
      const res = await agent.post('/api/pomodoro', { ...good, ...change });
      expect({ change, status: res.status, message: res.body?.message }).toEqual({ change, status: 400, message });
    }
    expect((await agent.request('POST', '/api/pomodoro', '{"taskId":')).status).toBe(400);
    expect((await agent.patch('/api/pomodoro/abc/complete')).status).toBe(404);
    expect((await agent.get('/api/pomodoro?taskId=x')).status).toBe(400);
  });

  it('a session created completed gets its endTime; signed out is 401', async () => {
    const { agent, task } = await userWithTask(server());
    const res = await agent.post('/api/pomodoro', { taskId: String(task.id), startTime: START, duration: 24 * 60, type: 'work', completed: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ completed: true, duration: 1440, endTime: expect.any(String) });
    expect((await server().agent().post('/api/pomodoro', { taskId: task.id, startTime: START, duration: 25, type: 'work' })).status).toBe(401);
  });
});

const SESSION_FIELDS = 'id rowId taskRowId startTime endTime duration type completed';

describeEachProvider('pomodoro sessions over GraphQL', (server) => {
  const create = `mutation($input: CreatePomodoroSessionInput!) { createPomodoroSession(input: $input) { pomodoroSession { ${SESSION_FIELDS} } } }`;
  const complete = `mutation($id: ID!) { completePomodoroSession(input: { id: $id }) { pomodoroSession { ${SESSION_FIELDS} } } }`;

  it('creates with a Task global id (or its rowId) and completes by global id', async () => {
    const { agent, task } = await userWithTask(server());
    const taskGid = encodeGlobalID('Task', task.id);
    const made = await agent.gql(create, { input: { taskId: taskGid, startTime: START, duration: 25, type: 'work' } });
    expect(made.errors).toBeUndefined();
    const s = made.data.createPomodoroSession.pomodoroSession;
    expect(s).toMatchObject({ taskRowId: task.id, startTime: START, endTime: null, duration: 25, type: 'work', completed: false });
    const byRow = await agent.gql(create, { input: { taskId: String(task.id), startTime: START, duration: 5, type: 'break', completed: true } });
    expect(byRow.data.createPomodoroSession.pomodoroSession).toMatchObject({ type: 'break', completed: true });

    const done = await agent.gql(complete, { id: s.id });
    expect(done.errors).toBeUndefined();
    expect(done.data.completePomodoroSession.pomodoroSession).toMatchObject({ rowId: s.rowId, completed: true, endTime: expect.any(String) });

    const list = await agent.gql(`query($t: ID) { pomodoroSessions(taskId: $t, first: 10) { edges { node { rowId type } } } }`, { t: taskGid });
    expect(list.data.pomodoroSessions.edges).toHaveLength(2);
    const node = await agent.gql(`query($id: ID!) { node(id: $id) { ... on PomodoroSession { rowId completed } } }`, { id: s.id });
    expect(node.data.node).toEqual({ rowId: s.rowId, completed: true });
  });

  it("a stranger gets NOT_FOUND for another user's task and session, and node() finds nothing", async () => {
    const a = await userWithTask(server());
    const b = await userWithTask(server());
    const made = await a.agent.gql(create, { input: { taskId: encodeGlobalID('Task', a.task.id), startTime: START, duration: 25, type: 'work' } });
    const id = made.data.createPomodoroSession.pomodoroSession.id;
    const onA = await b.agent.gql(create, { input: { taskId: encodeGlobalID('Task', a.task.id), startTime: START, duration: 25, type: 'work' } });
    expect(onA.errors?.[0]).toMatchObject({ message: 'Task not found', extensions: { code: 'NOT_FOUND' } });
    const done = await b.agent.gql(complete, { id });
    expect(done.errors?.[0]).toMatchObject({ message: 'Pomodoro session not found', extensions: { code: 'NOT_FOUND' } });
    const node = await b.agent.gql(`query($id: ID!) { node(id: $id) { id } }`, { id });
    expect(node.data.node).toBeNull();
    const list = await b.agent.gql(`query { pomodoroSessions(first: 10) { edges { node { rowId } } } }`);
    expect(list.data.pomodoroSessions.edges).toEqual([]);
  });

  it('bad input is a BAD_USER_INPUT error with the message, never an internal error', async () => {
    const { agent, task } = await userWithTask(server());
    const taskId = encodeGlobalID('Task', task.id);
    const dur = await agent.gql(create, { input: { taskId, startTime: START, duration: 0, type: 'work' } });
    expect(dur.errors?.[0]).toMatchObject({ message: 'duration must be a whole number of minutes from 1 to 1440', extensions: { code: 'BAD_USER_INPUT' } });
    const date = await agent.gql(create, { input: { taskId, startTime: 'not a date', duration: 25, type: 'work' } });
    expect(date.errors?.[0].message).toMatch(/Invalid date/);
    const type = await agent.gql(create, { input: { taskId, startTime: START, duration: 25, type: 'nap' } });
    expect(type.errors?.length).toBe(1);
    const badId = await agent.gql(create, { input: { taskId: 'garbage!!', startTime: START, duration: 25, type: 'work' } });
    expect(badId.errors?.[0]).toMatchObject({ message: 'Task not found' });
    const otherType = await agent.gql(complete, { id: encodeGlobalID('User', 1) });
    expect(otherType.errors?.[0]).toMatchObject({ message: 'Pomodoro session not found' });
  });
});
