import { createServer, type Server } from 'node:http';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from '../tasks/testing.js';
import { BATCH_MESSAGES, MAX_BATCH_ACTIONS, runBatch } from './batch.js';

const create = (projectId: number, name: string, key: string) => ({
  method: 'POST',
  url: '/api/tasks',
  idempotencyKey: key,
  body: JSON.stringify({ name, priority: 5, duration: 25, projectId, clientId: `temp-${key}` }),
});

describeEachProvider('REST /api/sync/batch', (server) => {
  it('runs each action as its own request: the answers are what sending them one by one gives', async () => {
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
    expect(missing).toEqual({ status: 404, body: { message: 'Task not found' } });

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
});

describe('runBatch against a server that stops answering', () => {
  let hung: Server;
  let answered = 0;
  beforeAll(async () => {
    // answers the first action's path at once and never the second's
    hung = createServer((req, res) => {
      if (req.url === '/api/tasks/1') {
        answered += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":1}');
      }
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    hung.closeAllConnections();
    await new Promise((resolve) => hung.close(resolve));
  });

  it('gives an unanswered action back as "retry later" within its time limit; the others keep their answers', async () => {
    const port = (hung.address() as { port: number }).port;
    const actions = [
      { method: 'PATCH', url: '/api/tasks/1', idempotencyKey: 'a', body: '{}' },
      { method: 'PATCH', url: '/api/tasks/2', idempotencyKey: 'b', body: '{}' },
    ];
    const started = Date.now();
    const results = await runBatch({ host: '127.0.0.1', port }, {}, true, { actions }, 300);
    expect(results).toEqual([
      { status: 200, body: { id: 1 } },
      { status: 503, body: { message: 'Please retry the request' } },
    ]);
    expect(answered).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
