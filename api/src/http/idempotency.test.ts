import { describeEachProvider } from '../../test/testServer.js';
import { signedInUser } from '../../test/factories.js';

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
});
