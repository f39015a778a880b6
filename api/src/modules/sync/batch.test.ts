import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from '../tasks/testing.js';
import { BATCH_MESSAGES, MAX_BATCH_ACTIONS } from './batch.js';

const create = (projectId: number, name: string, key: string) => ({
  method: 'POST',
  url: '/api/tasks',
  idempotencyKey: key,
  body: JSON.stringify({ name, priority: 5, duration: 25, projectId, clientId: `temp-${key}` }),
});

describeEachProvider('REST /api/sync/batch', (server) => {
  it('answers each action as its own request: the answers are what sending them one by one gives', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Batch' });
    const edited = await makeTask(agent, project.id, { name: 'Before' });
    const gone = await makeTask(agent, project.id, { name: 'Gone' });
    const res = await agent.post('/api/sync/batch', {
      actions: [
        create(project.id, 'Made offline', 'k-create'),
        { method: 'PATCH', url: `/api/tasks/${edited.id}`, idempotencyKey: 'k-edit', body: JSON.stringify({ name: 'After' }) },
        { method: 'DELETE', url: `/api/tasks/${gone.id}`, idempotencyKey: 'k-delete', body: null },
        create(project.id, '', 'k-bad'),
        { method: 'PATCH', url: '/api/tasks/999999999', idempotencyKey: 'k-missing', body: JSON.stringify({ name: 'x' }) },
      ],
    });
    expect(res.status).toBe(200);
    const [made, patched, deleted, bad, missing] = res.body.results;
    expect(made).toEqual({
      status: 201,
      body: expect.objectContaining({ id: expect.any(Number), name: 'Made offline', userId: user.id, projectId: project.id }),
    });
    expect(patched).toEqual({ status: 200, body: expect.objectContaining({ id: edited.id, name: 'After' }) });
    expect(deleted).toEqual({ status: 200, body: { success: true, id: gone.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect(missing).toEqual({ status: 404, body: { message: 'Task not found' }, refused: 'Your offline change to "x" was not saved: the task was deleted' });

    const list = (await agent.get('/api/tasks')).body as Array<{ id: number; name: string }>;
    expect(list.map((t) => t.name).sort()).toEqual(['After', 'Made offline']);
  });

  it('a repeated batch (its answer lost) writes nothing twice: every action gets its first answer again', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const edited = await makeTask(agent, project.id, { name: 'Once' });
    const batch = {
      actions: [
        create(project.id, 'Only once', 'r-create'),
        { method: 'PATCH', url: `/api/tasks/${edited.id}`, idempotencyKey: 'r-edit', body: JSON.stringify({ timeSpent: 5 }) },
      ],
    };
    const first = await agent.post('/api/sync/batch', batch);
    const again = await agent.post('/api/sync/batch', batch);
    expect(again.status).toBe(200);
    expect(again.body.results[0].body.id).toBe(first.body.results[0].body.id);
    expect(again.body.results[1]).toEqual(first.body.results[1]);
    const list = (await agent.get('/api/tasks')).body as Array<{ name: string; timeSpent: number }>;
    expect(list.filter((t) => t.name === 'Only once')).toHaveLength(1);
    expect(list.find((t) => t.name === 'Once')!.timeSpent).toBe(5);
  });

  it("acts as the batch's user only: another user's task answers 404 and is left alone", async () => {
    const owner = await signedInUser(server());
    const project = await makeProject(owner.agent);
    const theirs = await makeTask(owner.agent, project.id, { name: 'Not yours' });
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/sync/batch', { actions: [{ method: 'DELETE', url: `/api/tasks/${theirs.id}`, idempotencyKey: 'x-1', body: null }] });
    expect(res.body.results[0].status).toBe(404);
    expect((await owner.agent.get(`/api/tasks/${theirs.id}`)).body.name).toBe('Not yours');
  });

  it('refuses a signed-out batch, a cross-site one, and bad batches with a clear message', async () => {
    expect((await server().agent().post('/api/sync/batch', { actions: [] })).body).toEqual({ message: 'Not authenticated' });
    const { agent } = await signedInUser(server());
    const action = { method: 'DELETE', url: '/api/tasks/1', idempotencyKey: 'k', body: null };
    expect((await agent.request('POST', '/api/sync/batch', { actions: [action] }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{}, BATCH_MESSAGES.actions],
      [{ actions: [] }, BATCH_MESSAGES.actions],
      [{ actions: Array.from({ length: MAX_BATCH_ACTIONS + 1 }, (_, i) => ({ ...action, idempotencyKey: `k${i}` })) }, BATCH_MESSAGES.actions],
      [{ actions: [{ ...action, url: '/api/users/1' }] }, BATCH_MESSAGES.url],
      [{ actions: [{ ...action, url: '/api/sync/batch' }] }, BATCH_MESSAGES.url],
      [{ actions: [{ ...action, url: 'http://elsewhere.test/api/tasks' }] }, BATCH_MESSAGES.url],
      [{ actions: [{ ...action, url: '/api/tasks/../users' }] }, BATCH_MESSAGES.url],
      [{ actions: [{ ...action, method: 'GET' }] }, BATCH_MESSAGES.method],
      [{ actions: [{ ...action, idempotencyKey: '' }] }, BATCH_MESSAGES.key],
      [{ actions: [{ ...action, body: { name: 'x' } }] }, BATCH_MESSAGES.body],
      ['not json', 'Invalid JSON in request body'],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/sync/batch', body);
      expect([res.status, res.body?.message]).toEqual([400, message]);
    }
  });

  it('answers creates, edits, merges, deletes and failures exactly as the same requests sent alone', async () => {
    const stranger = await signedInUser(server());
    const theirs = await makeTask(stranger.agent, (await makeProject(stranger.agent)).id, { name: 'Theirs' });

    // two users with the same tasks: one sends the actions alone, the other in one batch
    async function userWithTasks(side: string) {
      const { agent, user } = await signedInUser(server());
      const project = await makeProject(agent, { name: 'Mirror' });
      const edit = await makeTask(agent, project.id, { name: 'Edit me' });
      const merge = await makeTask(agent, project.id, { name: 'Merge me' });
      const drop = await makeTask(agent, project.id, { name: 'Drop me' });
      const first = await makeTask(agent, project.id, { name: 'Made once', clientId: 'made-once' });
      await agent.patch(`/api/tasks/${merge.id}`, { name: 'Renamed online' }); // changed after the offline edit's base
      const ids: Ids = {
        userId: new Map([[user.id, 'user']]),
        projectId: new Map([[project.id, 'project']]),
        id: new Map<unknown, string>([
          [edit.id, 'edit'],
          [merge.id, 'merge'],
          [drop.id, 'drop'],
          [first.id, 'first'],
          [theirs.id, 'theirs'],
        ]),
      };
      const offlineEdit = { baseUpdatedAt: '2000-01-01T00:00:00.000Z', changedAt: { name: '2001-01-01T00:00:00.000Z', priority: '2001-01-01T00:00:00.000Z' } };
      const task = { priority: 5, duration: 25, projectId: project.id };
      const actions = [
        ['POST', '/api/tasks', { ...task, name: 'Fresh', priority: 7, clientId: 'fresh' }],
        ['POST', '/api/tasks', { ...task, name: 'Made once', clientId: 'made-once' }],
        ['PATCH', `/api/tasks/${edit.id}`, { name: 'Edited', timeSpent: 5, completed: true }],
        ['PUT', `/api/tasks/${merge.id}`, { name: 'Offline name', priority: 2, offlineEdit }],
        ['PATCH', `/api/tasks/${first.id}`, { duration: -1 }],
        ['PATCH', '/api/tasks/999999999', { name: 'Nobody' }],
        ['DELETE', `/api/tasks/${theirs.id}`, null],
        ['DELETE', `/api/tasks/${drop.id}`, null],
        ['POST', '/api/tasks', { ...task, name: 'Nowhere', projectId: 999999999 }],
        ['POST', '/api/tasks', 'not json'],
      ].map(([method, url, body], i) => ({
        method: method as string,
        url: url as string,
        idempotencyKey: `${side}-${i}`,
        body: body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
      }));
      return { agent, ids, actions };
    }
    // ids and times differ between the two users: each is named by what it stands for
    type Ids = Record<'id' | 'userId' | 'projectId', Map<unknown, string>>;
    const named = (value: unknown, ids: Ids): unknown => {
      if (Array.isArray(value)) return value.map((v) => named(v, ids));
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          k in ids ? (ids[k as keyof Ids].get(v) ?? 'new') : ['createdAt', 'updatedAt', 'completedAt'].includes(k) && v ? 'time' : named(v, ids),
        ]),
      );
    };

    const alone = await userWithTasks('alone');
    const aloneAnswers = [];
    for (const a of alone.actions) {
      const res = await alone.agent.request(a.method, a.url, a.body ?? undefined, { 'Idempotency-Key': a.idempotencyKey });
      aloneAnswers.push({ status: res.status, body: res.body });
    }
    const batched = await userWithTasks('batched');
    const res = await batched.agent.post('/api/sync/batch', { actions: batched.actions });
    expect(res.status).toBe(200);

    expect(aloneAnswers.map((a) => a.status)).toEqual([201, 200, 200, 200, 400, 404, 404, 200, 400, 400]);
    expect(aloneAnswers[3].body.offlineMerge).toEqual({ conflict: true, serverFields: ['name'], offlineFields: ['priority'] });
    // a refusal's report (refusal.test.ts) comes on top of the answer
    const answers = (res.body.results as Array<{ status: number; body: unknown }>).map(({ status, body }) => ({ status, body }));
    expect(named(answers, batched.ids)).toEqual(named(aloneAnswers, alone.ids));
    // and what they wrote is the same
    const [aloneList, batchedList] = await Promise.all([alone.agent.get('/api/tasks'), batched.agent.get('/api/tasks')]);
    expect(named(batchedList.body, batched.ids)).toEqual(named(aloneList.body, alone.ids));
    expect((await stranger.agent.get(`/api/tasks/${theirs.id}`)).status).toBe(200);
  });

  it('shares Idempotency-Keys with requests sent alone: a repeat gets the first answer, another request with the key a 422', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = await makeTask(agent, project.id, { name: 'Keyed' });
    const alone = await agent.request('PATCH', `/api/tasks/${task.id}`, { name: 'Once' }, { 'Idempotency-Key': 'shared-1' });
    await agent.patch(`/api/tasks/${task.id}`, { name: 'Changed since' });
    const res = await agent.post('/api/sync/batch', {
      actions: [
        { method: 'PATCH', url: `/api/tasks/${task.id}`, idempotencyKey: 'shared-1', body: JSON.stringify({ name: 'Once' }) },
        { method: 'DELETE', url: `/api/tasks/${task.id}`, idempotencyKey: 'shared-1', body: null },
      ],
    });
    expect(res.body.results).toEqual([
      { status: 200, body: alone.body },
      {
        status: 422,
        body: { message: 'This Idempotency-Key was already used for a different request' },
        refused: 'Your offline change to "Changed since" was not saved: the server refused it',
      },
    ]);
    expect((await agent.get(`/api/tasks/${task.id}`)).body.name).toBe('Changed since');
  });

  it('replays a skipped occurrence of a repeating task once, and tells why a skip is refused', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const weekly = await makeTask(agent, project.id, { name: 'Standup', dueDate: '2031-01-06', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    const once = await makeTask(agent, project.id, { name: 'One-off', dueDate: '2031-01-06' });
    const batch = {
      actions: [
        { method: 'POST', url: `/api/tasks/${weekly.id}/skip`, idempotencyKey: 'skip-1', body: '{}' },
        { method: 'POST', url: `/api/tasks/${once.id}/skip`, idempotencyKey: 'skip-2', body: null },
      ],
    };
    const first = await agent.post('/api/sync/batch', batch);
    expect(first.status).toBe(200);
    const [skipped, refused] = first.body.results;
    expect(skipped).toEqual({ status: 200, body: expect.objectContaining({ id: weekly.id, dueDate: '2031-01-13', completed: false }) });
    expect(refused.status).toBe(400);
    expect(refused.refused).toBe('Your offline change to "One-off" was not saved: recurrence: this task does not repeat, so there is no occurrence to skip');
    // a repeat of the batch (its answer lost) skips nothing more
    const again = await agent.post('/api/sync/batch', batch);
    expect(again.body.results[0]).toEqual(skipped);
    expect((await agent.get(`/api/tasks/${weekly.id}`)).body.dueDate).toBe('2031-01-13');
    // only the skip and snooze routes below a task: other sub-paths stay out of the batch
    const other = await agent.post('/api/sync/batch', {
      actions: [{ method: 'POST', url: `/api/tasks/${weekly.id}/snoozed`, idempotencyKey: 'k', body: null }],
    });
    expect([other.status, other.body.message]).toEqual([400, BATCH_MESSAGES.url]);
  });

  it("replays a task page's offline labels and reminders (the task's PATCH) once, and refuses another user's label", async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const task = await makeTask(agent, project.id, { name: 'Parcel', dueDate: '2031-03-03' });
    const label = (await agent.post('/api/labels', { name: 'Errand', color: '#dc2626' })).body as { id: number };
    const meta = {
      baseUpdatedAt: (task as unknown as { updatedAt: string }).updatedAt,
      changedAt: { labels: new Date().toISOString(), reminders: new Date().toISOString() },
    };
    const batch = {
      actions: [
        {
          method: 'PATCH',
          url: `/api/tasks/${task.id}`,
          idempotencyKey: 'lr-1',
          body: JSON.stringify({ labels: [label.id], reminders: [{ offsetMinutes: 60 }, { at: '2031-03-02T08:00:00.000Z' }], offlineEdit: meta }),
        },
      ],
    };
    const first = await agent.post('/api/sync/batch', batch);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toEqual({ status: 200, body: expect.objectContaining({ id: task.id, labels: [label.id] }) });
    const again = await agent.post('/api/sync/batch', batch);
    expect(again.body.results[0]).toEqual(first.body.results[0]);
    const saved = (await agent.get(`/api/tasks/${task.id}`)).body as { labels: number[]; reminders: Array<{ offsetMinutes?: number; at?: string }> };
    expect(saved.labels).toEqual([label.id]);
    expect(saved.reminders.map(({ offsetMinutes, at }) => offsetMinutes ?? at).sort()).toEqual([60, '2031-03-02T08:00:00.000Z'].sort());

    const other = await signedInUser(server());
    const theirs = (await other.agent.post('/api/labels', { name: 'Theirs', color: '#16a34a' })).body as { id: number };
    const refused = await agent.post('/api/sync/batch', {
      actions: [{ method: 'PATCH', url: `/api/tasks/${task.id}`, idempotencyKey: 'lr-2', body: JSON.stringify({ labels: [theirs.id] }) }],
    });
    expect(refused.body.results[0].status).toBeGreaterThanOrEqual(400);
    expect(refused.body.results[0].refused).toEqual(expect.stringContaining('Your offline change to "Parcel" was not saved'));
    expect((await agent.get(`/api/tasks/${task.id}`)).body.labels).toEqual([label.id]);
  });

  it("replays a reminder's snooze taken offline (a push notification's action) as the snooze route answers it, and a completion with it", async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const snoozed = await makeTask(agent, project.id, { name: 'Water the plants' });
    const completed = await makeTask(agent, project.id, { name: 'Feed the cat' });
    const before = Date.now();
    const res = await agent.post('/api/sync/batch', {
      actions: [
        { method: 'POST', url: `/api/tasks/${snoozed.id}/snooze`, idempotencyKey: 'snooze-1', body: JSON.stringify({ minutes: 10 }) },
        {
          method: 'PATCH',
          url: `/api/tasks/${completed.id}`,
          idempotencyKey: 'complete-1',
          body: JSON.stringify({ completed: true, offlineEdit: { baseUpdatedAt: null, changedAt: { completed: new Date().toISOString() } } }),
        },
      ],
    });
    expect(res.status).toBe(200);
    const [snooze, complete] = res.body.results;
    expect(snooze.status).toBe(200);
    const ats = (snooze.body.reminders as Array<{ at?: string }>).filter((r) => r.at).map((r) => Date.parse(r.at!));
    expect(ats).toHaveLength(1);
    expect(ats[0]).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000);
    expect(complete).toEqual({ status: 200, body: expect.objectContaining({ id: completed.id, completed: true }) });
    // a snooze of a task completed meanwhile is refused for good, and the user is told why
    const late = await agent.post('/api/sync/batch', {
      actions: [{ method: 'POST', url: `/api/tasks/${completed.id}/snooze`, idempotencyKey: 'snooze-2', body: JSON.stringify({ minutes: 10 }) }],
    });
    expect(late.body.results[0].status).toBe(400);
    expect(late.body.results[0].refused).toBe('Your offline change to "Feed the cat" was not saved: A completed task has no reminder to snooze');
  });
});
