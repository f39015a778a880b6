import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from '../tasks/testing.js';

const DUE = '2030-01-15T00:00:00.000Z';

describeEachProvider('task reminders field', (server) => {
  async function owner() {
    const me = await signedInUser(server());
    const project = await makeProject(me.agent);
    return { ...me, project };
  }
  const fireAtOf = async (id: number) => (await server().app.deps.db.reminder.findUniqueOrThrow({ where: { id } })).fireAt?.toISOString() ?? null;

  it('POST, GET, PATCH and PUT carry reminders; writing the list replaces it and keeps listed ids', async () => {
    const { agent, project } = await owner();
    const created = await agent.post('/api/tasks', {
      name: 'Pay rent',
      priority: 5,
      duration: 10,
      projectId: project.id,
      dueDate: DUE,
      reminders: [{ offsetMinutes: 10 }, { at: '2030-01-14T12:00:00Z' }],
    });
    expect(created.status).toBe(201);
    const [relative, absolute] = created.body.reminders;
    expect(created.body.reminders).toEqual([
      { id: expect.any(Number), offsetMinutes: 10 },
      { id: expect.any(Number), at: '2030-01-14T12:00:00.000Z' },
    ]);
    expect((await agent.get(`/api/tasks/${created.body.id}`)).body.reminders).toEqual(created.body.reminders);
    const listed = (await agent.get('/api/tasks')).body.find((t: { id: number }) => t.id === created.body.id);
    expect(listed.reminders).toEqual(created.body.reminders);

    const patched = await agent.patch(`/api/tasks/${created.body.id}`, { reminders: [{ id: relative.id, offsetMinutes: 10 }, { offsetMinutes: 1440 }] });
    expect(patched.status).toBe(200);
    expect(patched.body.reminders).toEqual([
      { id: relative.id, offsetMinutes: 10 },
      { id: expect.any(Number), offsetMinutes: 1440 },
    ]);
    expect(patched.body.reminders[1].id).not.toBe(absolute.id);
    expect(await server().app.deps.db.reminder.count({ where: { id: absolute.id } })).toBe(0);

    const cleared = await agent.put(`/api/tasks/${created.body.id}`, { reminders: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.reminders).toEqual([]);
    // a write without `reminders` leaves them alone
    await agent.patch(`/api/tasks/${created.body.id}`, { reminders: [{ offsetMinutes: 60 }] });
    expect((await agent.patch(`/api/tasks/${created.body.id}`, { name: 'Pay the rent' })).body.reminders).toEqual([
      { id: expect.any(Number), offsetMinutes: 60 },
    ]);
  });

  it('fireAt counts from the deadline at 09:00 in the owner time zone (or dueTime), follows dueDate, and is null while completed', async () => {
    const { agent, project, user } = await owner();
    await server().app.deps.db.user.update({ where: { id: user.id }, data: { timeZone: 'Europe/Paris' } });
    const task = (
      await agent.post('/api/tasks', { name: 'Dentist', priority: 5, duration: 30, projectId: project.id, dueDate: DUE, reminders: [{ offsetMinutes: 60 }] })
    ).body;
    const id = task.reminders[0].id;
    // 09:00 in Paris (UTC+1 in January) is 08:00Z; an hour before: 07:00Z
    expect(await fireAtOf(id)).toBe('2030-01-15T07:00:00.000Z');
    await agent.patch(`/api/tasks/${task.id}`, { dueDate: '2030-07-15T00:00:00.000Z' });
    // summer time (UTC+2): 09:00 is 07:00Z
    expect(await fireAtOf(id)).toBe('2030-07-15T06:00:00.000Z');
    // a deadline with a time of day (dueTime is written by the deadline fields; the reminder follows it once rescheduled)
    await server().app.deps.db.task.update({ where: { id: task.id }, data: { dueTime: '17:30' } });
    const { rescheduleTaskReminders } = await import('./service.js');
    await rescheduleTaskReminders(server().app.deps.db, task.id);
    expect(await fireAtOf(id)).toBe('2030-07-15T14:30:00.000Z');
    await agent.patch(`/api/tasks/${task.id}/complete`, {});
    expect(await fireAtOf(id)).toBeNull();
    await agent.patch(`/api/tasks/${task.id}/complete`, { completed: false });
    expect(await fireAtOf(id)).toBe('2030-07-15T14:30:00.000Z');
    await agent.patch(`/api/tasks/${task.id}`, { dueDate: null });
    expect(await fireAtOf(id)).toBeNull();
  });

  it('a new task with a deadline and no reminders gets the default reminder (at the deadline unless changed in settings)', async () => {
    const { agent, project } = await owner();
    const make = (body: Record<string, unknown>) => agent.post('/api/tasks', { name: 'T', priority: 5, duration: 10, projectId: project.id, ...body });
    expect((await make({ dueDate: DUE })).body.reminders).toEqual([{ id: expect.any(Number), offsetMinutes: 0 }]);
    expect((await make({})).body.reminders).toEqual([]);
    expect((await make({ dueDate: DUE, reminders: [] })).body.reminders).toEqual([]);

    expect((await agent.get('/api/reminders/settings')).body).toEqual({ inApp: true, email: true, push: true, defaultOffsetMinutes: 0 });
    const saved = await agent.put('/api/reminders/settings', { defaultOffsetMinutes: 1440, email: false });
    expect(saved.body).toEqual({ inApp: true, email: false, push: true, defaultOffsetMinutes: 1440 });
    expect((await make({ dueDate: DUE })).body.reminders).toEqual([{ id: expect.any(Number), offsetMinutes: 1440 }]);
    await agent.put('/api/reminders/settings', { defaultOffsetMinutes: null });
    expect((await make({ dueDate: DUE })).body.reminders).toEqual([]);
    expect((await agent.get('/api/reminders/settings')).body).toEqual({ inApp: true, email: false, push: true, defaultOffsetMinutes: null });

    for (const bad of [{ inApp: 'yes' }, { defaultOffsetMinutes: -5 }, { defaultOffsetMinutes: 'soon' }]) {
      const res = await agent.put('/api/reminders/settings', bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/inApp|defaultOffsetMinutes/);
    }
    expect((await server().agent().get('/api/reminders/settings')).status).toBe(401);

    // GraphQL mirrors it
    const read = await agent.gql(`{ reminderSettings { id inApp email push defaultOffsetMinutes } }`);
    expect(read.data.reminderSettings).toEqual({ id: expect.any(String), inApp: true, email: false, push: true, defaultOffsetMinutes: null });
    const changed = await agent.gql(
      `mutation { updateReminderSettings(input: { push: false, defaultOffsetMinutes: 60 }) { reminderSettings { inApp email push defaultOffsetMinutes } } }`,
    );
    expect(changed.data.updateReminderSettings.reminderSettings).toEqual({ inApp: true, email: false, push: false, defaultOffsetMinutes: 60 });
    const bad = await agent.gql(`mutation { updateReminderSettings(input: { defaultOffsetMinutes: -1 }) { reminderSettings { push } } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('defaultOffsetMinutes'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await server().agent().gql(`{ reminderSettings { push } }`)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a task that gets its first deadline gets the default reminder, unless it has reminders or the write sends its own', async () => {
    const { agent, project } = await owner();
    await agent.put('/api/reminders/settings', { defaultOffsetMinutes: 60 });
    const make = async (body: Record<string, unknown> = {}) =>
      (await agent.post('/api/tasks', { name: 'Later', priority: 5, duration: 10, projectId: project.id, ...body })).body as { id: number };
    const reminders = async (id: number) => (await agent.get(`/api/tasks/${id}`)).body.reminders;

    const plain = await make();
    expect(await reminders(plain.id)).toEqual([]);
    const dated = await agent.patch(`/api/tasks/${plain.id}`, { dueDate: DUE, dueTime: '15:00' });
    expect(dated.body.reminders).toEqual([{ id: expect.any(Number), offsetMinutes: 60 }]);
    expect(await fireAtOf(dated.body.reminders[0].id)).toBe('2030-01-15T14:00:00.000Z');
    // moving the deadline is not a first deadline: still the one reminder
    expect((await agent.patch(`/api/tasks/${plain.id}`, { dueDate: '2030-01-16' })).body.reminders).toHaveLength(1);

    const own = await make();
    expect((await agent.patch(`/api/tasks/${own.id}`, { dueDate: DUE, reminders: [] })).body.reminders).toEqual([]);
    const absolute = await make({ reminders: [{ at: '2030-01-10T08:00:00Z' }] });
    expect((await agent.patch(`/api/tasks/${absolute.id}`, { dueDate: DUE })).body.reminders).toEqual([
      { id: expect.any(Number), at: '2030-01-10T08:00:00.000Z' },
    ]);

    await agent.put('/api/reminders/settings', { defaultOffsetMinutes: null });
    const none = await make();
    expect((await agent.patch(`/api/tasks/${none.id}`, { dueDate: DUE })).body.reminders).toEqual([]);

    // GraphQL's updateTask is the same write
    await agent.put('/api/reminders/settings', { defaultOffsetMinutes: 1440 });
    const viaGraphql = await make();
    const answer = await agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { reminders { offsetMinutes } } } }`, {
      input: { id: String(viaGraphql.id), dueDate: '2030-01-15' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateTask.task.reminders).toEqual([{ offsetMinutes: 1440 }]);
  });

  it('a bad reminder is a 400 naming reminders, and nothing is written', async () => {
    const { agent, project } = await owner();
    const task = (await agent.post('/api/tasks', { name: 'Keep', priority: 5, duration: 10, projectId: project.id, reminders: [{ offsetMinutes: 5 }] })).body;
    const bads = [
      'soon',
      [{}],
      [{ offsetMinutes: -1 }],
      [{ offsetMinutes: 2.5 }],
      [{ offsetMinutes: 600_000 }],
      [{ offsetMinutes: 5, at: '2030-01-01T00:00:00Z' }],
      [{ at: 'tomorrow' }],
      [{ at: '2030-01-01' }],
      [5],
      Array.from({ length: 21 }, () => ({ offsetMinutes: 5 })),
    ];
    for (const reminders of bads) {
      const before = await server().app.deps.db.task.count();
      const created = await agent.post('/api/tasks', { name: 'New', priority: 5, duration: 10, projectId: project.id, reminders });
      expect([created.status, created.body.message]).toEqual([400, expect.stringContaining('reminders')]);
      expect(await server().app.deps.db.task.count()).toBe(before);
      const patched = await agent.patch(`/api/tasks/${task.id}`, { reminders });
      expect([patched.status, patched.body.message]).toEqual([400, expect.stringContaining('reminders')]);
    }
    expect((await agent.get(`/api/tasks/${task.id}`)).body.reminders).toEqual([{ id: task.reminders[0].id, offsetMinutes: 5 }]);
  });

  it('GraphQL: Task.reminders and the task mutations take and return them; a bad one is BAD_USER_INPUT naming reminders', async () => {
    const { agent, project } = await owner();
    const projectId = (await agent.gql(`{ projects(first: 50) { edges { node { id rowId } } } }`)).data.projects.edges.find(
      (e: { node: { rowId: number } }) => e.node.rowId === project.id,
    ).node.id;
    const created = await agent.gql(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id rowId reminders { id rowId offsetMinutes at fireAt } } } }`,
      { input: { projectId, name: 'Gql', priority: 5, duration: 10, dueDate: DUE, reminders: [{ offsetMinutes: 30 }, { at: '2030-01-10T08:00:00Z' }] } },
    );
    expect(created.errors).toBeUndefined();
    const task = created.data.createTask.task;
    expect(task.reminders).toEqual([
      { id: expect.any(String), rowId: expect.any(Number), offsetMinutes: 30, at: null, fireAt: '2030-01-15T08:30:00.000Z' },
      { id: expect.any(String), rowId: expect.any(Number), offsetMinutes: null, at: '2030-01-10T08:00:00.000Z', fireAt: '2030-01-10T08:00:00.000Z' },
    ]);
    const updated = await agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { reminders { id offsetMinutes at } } } }`, {
      input: { id: task.id, reminders: [{ id: task.reminders[1].id, at: '2030-01-10T08:00:00Z' }] },
    });
    expect(updated.data.updateTask.task.reminders).toEqual([{ id: task.reminders[1].id, offsetMinutes: null, at: '2030-01-10T08:00:00.000Z' }]);
    const rest = (await agent.get(`/api/tasks/${task.rowId}`)).body.reminders;
    expect(rest).toEqual([{ id: task.reminders[1].rowId, at: '2030-01-10T08:00:00.000Z' }]);

    const bad = await agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, {
      input: { id: task.id, reminders: [{ offsetMinutes: -3 }] },
    });
    expect(bad.status).toBe(200);
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('reminders'), extensions: { code: 'BAD_USER_INPUT' } });

    // a stranger sees neither the reminders nor the task
    const stranger = await signedInUser(server());
    expect((await stranger.agent.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: task.reminders[1].id })).data.node).toBeNull();
  });

  it('snooze adds a reminder ten minutes out in place of spent absolute ones; push subscriptions are checked', async () => {
    const { agent, project } = await owner();
    const task = (
      await agent.post('/api/tasks', { name: 'Call', priority: 5, duration: 10, projectId: project.id, reminders: [{ at: '2020-01-01T00:00:00Z' }] })
    ).body;
    const before = Date.now();
    const snoozed = await agent.post(`/api/tasks/${task.id}/snooze`, {});
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.reminders).toHaveLength(1);
    const at = Date.parse(snoozed.body.reminders[0].at);
    expect(at).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    expect(await fireAtOf(snoozed.body.reminders[0].id)).toBe(new Date(at).toISOString());
    expect((await agent.post(`/api/tasks/${task.id}/snooze`, { minutes: 0 })).status).toBe(400);
    expect((await (await signedInUser(server())).agent.post(`/api/tasks/${task.id}/snooze`, {})).status).toBe(404);

    const key = await agent.get('/api/push/public-key');
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    expect((await agent.post('/api/push/subscriptions', { endpoint: 'http://127.0.0.1:9/push', keys })).status).toBe(400);
    expect((await agent.post('/api/push/subscriptions', { endpoint: 'https://push.example.com/x', keys: { p256dh: '!' } })).status).toBe(400);
    const added = await agent.post('/api/push/subscriptions', { endpoint: 'https://push.example.com/abc', keys });
    expect(added.status).toBe(201);
    expect(await server().app.deps.db.pushSubscription.count({ where: { endpoint: 'https://push.example.com/abc' } })).toBe(1);
    expect((await agent.request('DELETE', '/api/push/subscriptions', { endpoint: 'https://push.example.com/abc' })).body).toEqual({
      success: true,
      removed: 1,
    });
    expect(await server().app.deps.db.pushSubscription.count({ where: { endpoint: 'https://push.example.com/abc' } })).toBe(0);
  });
});
