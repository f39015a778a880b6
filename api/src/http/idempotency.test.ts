import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';
import { withMemberships } from '../modules/members/viewerMemberships.js';
import { answerOnce, IDEMPOTENCY_MESSAGES, type Answer } from '../modules/idempotency/service.js';

describeEachProvider('Idempotency-Key on REST writes', (server) => {
  async function userWithProject() {
    const { agent, user } = await signedInUser(server());
    const project = await agent.post('/api/projects', { name: 'Home', priority: 5 });
    expect(project.status).toBe(201);
    return { agent, user, projectId: project.body.id as number };
  }

  it('answers a repeated key with the first answer and creates the task once', async () => {
    const { agent, projectId } = await userWithProject();
    const body = { name: 'Pay rent', priority: 8, duration: 15, projectId };
    const key = { 'Idempotency-Key': 'offline-action-1' };
    const first = await agent.request('POST', '/api/tasks', body, key);
    const again = await agent.request('POST', '/api/tasks', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const list = await agent.get('/api/tasks');
    expect(list.body.filter((t: { name: string }) => t.name === 'Pay rent')).toHaveLength(1);
  });

  it('keeps keys per user: another user with the same key gets their own write', async () => {
    const a = await userWithProject();
    const b = await userWithProject();
    const key = { 'Idempotency-Key': 'shared-key' };
    const ra = await a.agent.request('POST', '/api/tasks', { name: 'A task', priority: 3, duration: 10, projectId: a.projectId }, key);
    const rb = await b.agent.request('POST', '/api/tasks', { name: 'B task', priority: 3, duration: 10, projectId: b.projectId }, key);
    expect(rb.status).toBe(201);
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(rb.body.name).toBe('B task');
  });

  it('refuses a key reused for a different request', async () => {
    const { agent, projectId } = await userWithProject();
    const key = { 'Idempotency-Key': 'reused' };
    await agent.request('POST', '/api/tasks', { name: 'One', priority: 3, duration: 10, projectId }, key);
    const other = await agent.request('PATCH', '/api/tasks/999999', { name: 'Two' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/different request/);
  });

  it('remembers failures too, so a replayed bad request stays a 400 without side effects', async () => {
    const { agent, projectId } = await userWithProject();
    const key = { 'Idempotency-Key': 'bad-one' };
    const first = await agent.request('POST', '/api/tasks', { name: '', priority: 3, duration: 10, projectId }, key);
    const again = await agent.request('POST', '/api/tasks', { name: '', priority: 3, duration: 10, projectId }, key);
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
  });

  it("stores an offline create's answer (a clientId with the key) where repeats, twins and the hourly sweep find it", async () => {
    const { agent, user, projectId } = await userWithProject();
    const { db } = server().app.deps;
    const before = Date.now();
    const body = { name: 'Queued offline', priority: 5, duration: 25, projectId, clientId: 'offline-client-1' };
    const first = await agent.request('POST', '/api/tasks', body, { 'Idempotency-Key': 'offline-key-1' });
    expect(first.status).toBe(201);
    const again = await agent.request('POST', '/api/tasks', body, { 'Idempotency-Key': 'offline-key-1' });
    expect([again.status, again.headers.get('idempotent-replayed'), again.text]).toEqual([201, 'true', first.text]);

    // twins sent at once (a replay whose first answer was lost): both get the one task, one answer is kept
    const twin = { ...body, name: 'Twin', clientId: 'offline-client-2' };
    const twins = await Promise.all([1, 2].map(() => agent.request('POST', '/api/tasks', twin, { 'Idempotency-Key': 'offline-key-2' })));
    expect(twins[0].body.id).toBe(twins[1].body.id);
    const bad = await agent.request('POST', '/api/tasks', { ...body, name: '', clientId: 'offline-client-3' }, { 'Idempotency-Key': 'offline-key-3' });
    const badAgain = await agent.request('POST', '/api/tasks', { ...body, name: '', clientId: 'offline-client-3' }, { 'Idempotency-Key': 'offline-key-3' });
    expect([bad.status, badAgain.status, badAgain.headers.get('idempotent-replayed'), badAgain.text]).toEqual([400, 400, 'true', bad.text]);

    const stored = await db.idempotencyKey.findMany({ where: { userId: user.id }, orderBy: { key: 'asc' } });
    expect(stored.map((k) => [k.key, k.method, k.path, k.status])).toEqual([
      ['offline-key-1', 'POST', '/api/tasks', 201],
      ['offline-key-2', 'POST', '/api/tasks', 201],
      ['offline-key-3', 'POST', '/api/tasks', 400],
    ]);
    expect(stored[0].body).toBe(first.text);
    expect(stored[0].createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(stored[0].createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    // the sweeper's filter (createdAt before the TTL's start) reads the stored dates right
    expect(await db.idempotencyKey.count({ where: { userId: user.id, createdAt: { lt: new Date(before - 1000) } } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { userId: user.id, createdAt: { lt: new Date(Date.now() + 1000) } } })).toBe(3);
  });

  it('refuses a key over 200 characters with a 400 and writes nothing', async () => {
    const { agent, projectId } = await userWithProject();
    const body = { name: 'Long key', priority: 3, duration: 10, projectId };
    const res = await agent.request('POST', '/api/tasks', body, { 'Idempotency-Key': 'k'.repeat(201) });
    expect([res.status, res.body]).toEqual([400, { message: 'Idempotency-Key is too long (200 characters at most)' }]);
    const fits = await agent.request('POST', '/api/tasks', body, { 'Idempotency-Key': 'k'.repeat(200) });
    expect(fits.status).toBe(201);
    expect((await agent.get('/api/tasks')).body).toHaveLength(1);
  });

  it('answerOnce: a repeat while the first still runs is a 409 with Retry-After, then gets the first answer', async () => {
    const { user } = await userWithProject();
    const { deps } = server().app;
    const viewer = await withMemberships(deps.db, await deps.db.user.findUniqueOrThrow({ where: { id: user.id } }));
    const request = { key: 'slow-one', method: 'PATCH', path: '/api/tasks/1' };
    let finish!: (a: Answer) => void;
    let runs = 0;
    const first = answerOnce(deps, viewer, request, () => {
      runs += 1;
      return new Promise<Answer>((resolve) => (finish = resolve));
    });
    await waitFor(() => runs === 1);
    const during = await answerOnce(deps, viewer, request, async () => ({ status: 200, body: 'ran twice' }));
    expect(during).toEqual({ status: 409, body: { message: IDEMPOTENCY_MESSAGES.inFlight }, headers: { 'Retry-After': '1' } });
    finish({ status: 200, body: { id: 1, name: 'Done' } });
    expect(await first).toEqual({ status: 200, body: { id: 1, name: 'Done' } });
    const after = await answerOnce(deps, viewer, request, async () => ({ status: 200, body: 'ran twice' }));
    expect(after).toEqual({ status: 200, body: { id: 1, name: 'Done' }, headers: { 'Idempotent-Replayed': 'true' } });
    expect(runs).toBe(1);
  });

  it('answerOnce: a 5xx or a failure is not remembered, so the retry runs', async () => {
    const { user } = await userWithProject();
    const { deps } = server().app;
    const viewer = await withMemberships(deps.db, await deps.db.user.findUniqueOrThrow({ where: { id: user.id } }));
    const request = { key: 'flaky', method: 'DELETE', path: '/api/tasks/7' };
    expect(await answerOnce(deps, viewer, request, async () => ({ status: 503, body: { message: 'Service temporarily unavailable' } }))).toEqual({
      status: 503,
      body: { message: 'Service temporarily unavailable' },
    });
    await expect(answerOnce(deps, viewer, request, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await answerOnce(deps, viewer, request, async () => ({ status: 200, body: { success: true, id: 7 } }))).toEqual({
      status: 200,
      body: { success: true, id: 7 },
    });
    expect(await deps.db.idempotencyKey.count({ where: { userId: user.id } })).toBe(1);
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error('condition never met');
}
