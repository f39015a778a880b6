import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from './testing.js';

// Exactly-once creates: a create carries the id the client made up for it; a repeat with the
// same clientId (its first answer was lost) gets the first task, never a second row.
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { rowId name } } }`;

describeEachProvider('task clientId', (server) => {
  it('REST: a repeated clientId answers 200 with the first task and makes no second row', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const body = { name: 'Once', priority: 5, duration: 25, projectId: project.id, clientId: 'temp-1700000000000-abc123' };
    const first = await agent.post('/api/tasks', body);
    expect(first.status).toBe(201);
    const repeat = await agent.post('/api/tasks', { ...body, name: 'Once, edited before the replay' });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ id: first.body.id, name: 'Once' });
    const all = (await agent.get('/api/tasks')).body as Array<{ name: string }>;
    expect(all.filter((t) => t.name.startsWith('Once'))).toHaveLength(1);
  });

  it('a GraphQL create whose answer was lost, replayed over REST with another Idempotency-Key, stays one task', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const clientId = '5b0f3a52-6a43-4c59-9a0e-0c1b9d0f0a11';
    const online = await agent.gql(CREATE, { input: { projectId: gid('Project', project.id), name: 'Lost answer', priority: 5, duration: 25, clientId } });
    expect(online.errors).toBeUndefined();
    const replay = await agent.request(
      'POST',
      '/api/tasks',
      { name: 'Lost answer', priority: 5, duration: 25, projectId: project.id, clientId },
      { 'Idempotency-Key': 'offline-action-1' },
    );
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(online.data.createTask.task.rowId);
    const again = await agent.gql(CREATE, { input: { projectId: gid('Project', project.id), name: 'Lost answer', priority: 5, duration: 25, clientId } });
    expect(again.data.createTask.task.rowId).toBe(online.data.createTask.task.rowId);
    const all = (await agent.get('/api/tasks')).body as Array<{ name: string }>;
    expect(all.filter((t) => t.name === 'Lost answer')).toHaveLength(1);
  });

  it('ten concurrent creates with one clientId make one row, all answered with it', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const body = { name: 'Race', priority: 5, duration: 25, projectId: project.id, clientId: 'race-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/tasks', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const all = (await agent.get('/api/tasks')).body as Array<{ name: string }>;
    expect(all.filter((t) => t.name === 'Race')).toHaveLength(1);
  });

  it('clientIds are per user, and creates without one are never merged', async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const pa = await makeProject(a.agent);
    const pb = await makeProject(b.agent);
    const mine = await a.agent.post('/api/tasks', { name: 'A', priority: 5, duration: 25, projectId: pa.id, clientId: 'shared-id' });
    const theirs = await b.agent.post('/api/tasks', { name: 'B', priority: 5, duration: 25, projectId: pb.id, clientId: 'shared-id' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.name).toBe('B');
    const plain = { name: 'Plain', priority: 5, duration: 25, projectId: pa.id };
    expect((await a.agent.post('/api/tasks', plain)).status).toBe(201);
    expect((await a.agent.post('/api/tasks', plain)).status).toBe(201);
  });

  it('refuses a clientId that is not text of 1 to 100 characters', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    for (const clientId of ['', 'x'.repeat(101), 42]) {
      const res = await agent.post('/api/tasks', { name: 'Bad', priority: 5, duration: 25, projectId: project.id, clientId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('clientId must be text of 1 to 100 characters');
    }
  });

  it('a create with clientId and Idempotency-Key: a repeat gets the first answer, even once the task was deleted', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const body = { name: 'Keyed', priority: 5, duration: 25, projectId: project.id, clientId: 'temp-1700000000001-keyed' };
    const key = { 'Idempotency-Key': 'offline-action-keyed' };
    const first = await agent.request('POST', '/api/tasks', body, key);
    expect(first.status).toBe(201);
    const again = await agent.request('POST', '/api/tasks', body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await agent.delete(`/api/tasks/${first.body.id}`)).status).toBe(200);
    // deleted elsewhere meanwhile: the late replay does not bring the task back
    const late = await agent.request('POST', '/api/tasks', body, key);
    expect(late.body.id).toBe(first.body.id);
    const all = (await agent.get('/api/tasks')).body as Array<{ name: string }>;
    expect(all.filter((t) => t.name === 'Keyed')).toHaveLength(0);
  });

  it('concurrent repeats with one Idempotency-Key and clientId make one task', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const body = { name: 'Twin', priority: 5, duration: 25, projectId: project.id, clientId: 'temp-1700000000002-twin' };
    const key = { 'Idempotency-Key': 'offline-action-twin' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => agent.request('POST', '/api/tasks', body, key)));
    for (const a of answers) expect([200, 201]).toContain(a.status);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const all = (await agent.get('/api/tasks')).body as Array<{ name: string }>;
    expect(all.filter((t) => t.name === 'Twin')).toHaveLength(1);
  });
});
