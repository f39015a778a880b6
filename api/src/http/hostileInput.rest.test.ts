import { describeEachProvider } from '../../test/testServer.js';
import { PASSWORD, signedInUser } from '../../test/factories.js';
import { makeProject, makeTask } from '../modules/tasks/testing.js';

const NUL = 'Fix\u0000bolts';
const LONE = 'Fix\ud800bolts';
const nulMessage = (field: string) => `"${field}" must not contain NUL characters`;
const loneMessage = (field: string) => `"${field}" is not valid Unicode text (it holds half of a surrogate pair)`;

// Text neither database stores (a NUL: PostgreSQL refuses it; half a surrogate pair: not Unicode) is the
// client's mistake: a 400 naming the field, on both databases, and nothing is written.
describeEachProvider('hostile input over REST', (server) => {
  it.each([
    ['a NUL', NUL, nulMessage],
    ['a lone surrogate', LONE, loneMessage],
  ])('a project, link, filter or comment with %s is a 400 that names the field, and nothing is stored', async (_case, text, message) => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Launch', description: 'before' });
    const task = await makeTask(agent, project.id);

    const created = await agent.post('/api/projects', { name: 'Site', description: text, priority: 5 });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message('description'));
    const renamed = await agent.patch(`/api/projects/${project.id}`, { description: text });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(message('description'));
    const projects = (await agent.get('/api/projects')).body as Array<{ id: number; description: string; inbox?: boolean }>;
    expect(projects.filter((p) => !p.inbox)).toEqual([expect.objectContaining({ id: project.id, description: 'before' })]);

    const link = await agent.post('/api/links', { label: text, url: 'https://example.com/' });
    expect(link.status).toBe(400);
    expect((await agent.get('/api/links')).body).toEqual([]);

    const filter = await agent.post('/api/filters', { name: 'Mine', definition: { text } });
    expect(filter.status).toBe(400);
    expect((await agent.get('/api/filters')).body).toEqual([]);

    const comment = await agent.post(`/api/tasks/${task.id}/comments`, { body: text });
    expect(comment.status).toBe(400);
    expect(comment.body.message).toBe(message('body'));
    expect((await agent.get(`/api/tasks/${task.id}/comments`)).body).toEqual([]);

    const chat = await agent.post('/api/chat', { message: text });
    expect(chat.status).toBe(400);
    expect(chat.body.message).toBe(message('message'));
  });

  it('a sign-in or an assignment e-mail with a lone surrogate is a 400, not a 500', async () => {
    const { agent, username } = await signedInUser(server());
    const signIn = await server()
      .agent()
      .post('/api/auth/login', { username: `${username}\udc00`, password: PASSWORD });
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).toBe(loneMessage('username'));
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const assign = await agent.post(`/api/tasks/${task.id}/assign`, { taskId: task.id, assigneeEmail: 'b@example.com', assigneeName: 'B\ud800' });
    expect(assign.status).toBe(400);
    expect(assign.body.message).toBe(loneMessage('assigneeName'));
  });

  it('an imported file holding a NUL is a 400, and nothing is imported', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.request('POST', '/api/import/csv', 'name,description\nSite,Fix\u0000bolts\n', { 'content-type': 'text/csv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file must not contain NUL characters');
    expect((await agent.get('/api/tasks')).body).toEqual([]);
  });

  it('user ids past the 32-bit range in a task list query or a saved filter are a 400, not a 500', async () => {
    const { agent } = await signedInUser(server());
    const list = await agent.get('/api/tasks?assigneeId=99999999999');
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('assigneeId must be a user id');
    for (const [field, message] of [
      ['projectIds', 'projectIds must be a list of your project ids'],
      ['labelIds', 'labelIds must be a list of your label ids'],
    ] as const) {
      const res = await agent.post('/api/filters', { name: 'Big', definition: { [field]: [2 ** 31] } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const assignee = await agent.post('/api/filters', { name: 'Big', definition: { assigneeId: 2 ** 31 } });
    expect(assignee.status).toBe(400);
    expect(assignee.body.message).toBe('assigneeId must be a user id');
    expect((await agent.get('/api/filters')).body).toEqual([]);
  });

  it('a body that is not JSON, or lacks a field, gets a message that says what to send', async () => {
    const { agent } = await signedInUser(server());
    const plain = await agent.request('POST', '/api/projects', JSON.stringify({ name: 'Site', priority: 5 }), { 'content-type': 'text/plain' });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('The input must be a JSON object (sent as Content-Type: application/json)');
    expect(((await agent.get('/api/projects')).body as Array<{ inbox?: boolean }>).filter((p) => !p.inbox)).toEqual([]);

    const twice = await agent.get('/api/tasks?projectId=1&projectId=2');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('projectId must be one project id');

    const task = await makeTask(agent, (await makeProject(agent)).id);
    const empty = await agent.post('/api/pomodoro', { taskId: task.id, duration: 25, startTime: '', type: 'work' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('startTime must not be empty');
    const far = await agent.patch(`/api/tasks/${task.id}`, { position: 2 ** 31 });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Position must be at most 1,000,000,000');
  });

  it('deletes of one task at once: one succeeds, the others are 404s, never a 500', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    for (let round = 0; round < 5; round++) {
      const task = await makeTask(agent, project.id);
      const answers = await Promise.all(Array.from({ length: 6 }, () => agent.delete(`/api/tasks/${task.id}`)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 404, 404, 404, 404, 404]);
      expect(new Set(answers.filter((r) => r.status === 404).map((r) => r.body.message))).toEqual(new Set(['Task not found']));
    }
    const task = await makeTask(agent, project.id);
    const mixed = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? agent.patch(`/api/tasks/${task.id}/complete`, { completed: true }) : agent.delete(`/api/tasks/${task.id}`))),
    );
    for (const res of mixed) {
      expect([200, 404]).toContain(res.status);
      if (res.status === 404) expect(res.body.message).toBe('Task not found');
    }
    expect((await agent.get(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});
