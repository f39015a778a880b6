import { describeEachProvider } from '../../test/testServer.js';
import { PASSWORD, signedInUser, uniqueName } from '../../test/factories.js';
import { makeProject, makeTask } from '../modules/tasks/testing.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const refused = (label: string) => `${label} must not contain line breaks or control characters`;

// One-line names and labels refuse line breaks and other control characters (shared/validation/singleLine.ts);
// multi-line text keeps its line breaks.
describeEachProvider('single-line names', (server) => {
  it.each([
    ['a line feed', 'Fix\nbolts'],
    ['a carriage return', 'Fix\r bolts'],
    ['a tab', 'Fix\tbolts'],
    ['a NUL', 'Fix\u0000bolts'],
    ['a C1 control', 'Fix\u0085bolts'],
    ['a line separator', 'Fix\u2028bolts'],
  ])('a task name with %s is a 400 that says so, and nothing is stored', async (_case, name) => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const res = await agent.post('/api/tasks', { name, priority: 5, duration: 25, projectId: project.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refused('Name'));
    expect((await agent.get('/api/tasks')).body).toEqual([]);
  });

  it('a task rename with a line break is refused and the name stays', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id, { name: 'Check bolts' });
    const res = await agent.patch(`/api/tasks/${task.id}`, { name: 'Check\r\nbolts' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refused('Name'));
    expect((await agent.get(`/api/tasks/${task.id}`)).body.name).toBe('Check bolts');
  });

  it('line breaks around a name are trimmed, and a description keeps its line breaks', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const res = await agent.post('/api/tasks', {
      name: '\r\nCheck bolts\n',
      description: 'Line one\nLine two',
      priority: 5,
      duration: 25,
      projectId: project.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Check bolts', description: 'Line one\nLine two' });
  });

  it('a project name or originator with a line break is a 400', async () => {
    const { agent } = await signedInUser(server());
    const created = await agent.post('/api/projects', { name: 'Launch\nnow', priority: 5 });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(refused('Name'));
    const originator = await agent.post('/api/projects', { name: 'Launch', originator: 'Ada\tLovelace', priority: 5 });
    expect(originator.status).toBe(400);
    expect(originator.body.message).toBe(refused('Originator'));
    const project = await makeProject(agent, { name: 'Launch' });
    const renamed = await agent.put(`/api/projects/${project.id}`, { name: 'Launch\u0007' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(refused('Name'));
    expect((await agent.get('/api/projects')).body.map((p: { name: string }) => p.name)).toEqual(['Inbox', 'Launch']);
  });

  it('an assignee name with a line break is a 400 (no e-mail, nothing stored); the custom message keeps its line breaks', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const res = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'bob@example.com', assigneeName: 'Bob\r\nBcc: eve@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refused('Assignee name'));
    const sender = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'bob@example.com', assigneeName: 'Bob', senderName: 'Ada\nX' });
    expect(sender.status).toBe(400);
    expect(sender.body.message).toBe(refused('Sender name'));
    expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ assigneeName: null, emailSent: false });
    const preview = await agent.post(`/api/tasks/${task.id}/assign`, {
      assigneeEmail: 'bob@example.com',
      assigneeName: 'Bob',
      customMessage: 'Hi,\nsee below.',
      previewOnly: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.body).toContain('Hi,\nsee below.');
  });

  it('registration refuses a username or a name with a control character, and creates no account', async () => {
    const agent = server().agent();
    const username = uniqueName();
    const withName = await agent.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD, name: 'Ada\nLovelace' });
    expect(withName.status).toBe(400);
    expect(withName.body.message).toBe(refused('Name'));
    const withUsername = await agent.post('/api/auth/register', { username: `${username}\t`, email: `${username}@example.com`, password: PASSWORD });
    expect(withUsername.status).toBe(201); // a tab at the end is trimmed away
    const inside = uniqueName();
    const res = await agent.post('/api/auth/register', {
      username: `${inside.slice(0, 3)}\r${inside.slice(3)}`,
      email: `${inside}@example.com`,
      password: PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refused('Username'));
    expect(await server().app.deps.db.user.count({ where: { email: `${inside}@example.com` } })).toBe(0);
  });

  it('a profile name with a line break is a 400 and the name stays', async () => {
    const { agent } = await signedInUser(server(), { name: 'Ada Lovelace' });
    const res = await agent.put('/api/settings/profile', { name: 'Ada\nLovelace' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refused('Name'));
    expect((await agent.get('/api/auth/check')).body.user.name).toBe('Ada Lovelace');
  });

  it('a link label with a line break is a 400, and a url with one too', async () => {
    const { agent } = await signedInUser(server());
    const label = await agent.post('/api/links', { label: 'Docs\nand more', url: 'https://docs.example.com' });
    expect(label.status).toBe(400);
    expect(label.body.message).toBe(refused('Label'));
    const url = await agent.post('/api/links', { label: 'Docs', url: 'https://docs.exam\nple.com' });
    expect(url.status).toBe(400);
    expect(url.body.message).toBe(refused('URL'));
    expect((await agent.get('/api/links')).body).toEqual([]);
  });

  it('a Jira URL or API token with a line break is a 400', async () => {
    const { agent } = await signedInUser(server());
    const body = { jiraUrl: 'https://acme.atlassian.net', email: 'ada@example.com', apiToken: 'secret-token', projectKey: 'ABC' };
    const url = await agent.put('/api/jira', { ...body, jiraUrl: 'https://acme.atlassian.net/\nx' });
    expect(url.status).toBe(400);
    expect(url.body.message).toBe(refused('Jira URL'));
    const token = await agent.put('/api/jira', { ...body, apiToken: 'secret\r\ntoken' });
    expect(token.status).toBe(400);
    expect(token.body.message).toBe(refused('API token'));
  });

  it('GraphQL: createProject and updateTask answer BAD_USER_INPUT with the same message', async () => {
    const { agent } = await signedInUser(server(), { name: 'Ada Lovelace' });
    const project = await agent.gql(`mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`, {
      input: { name: 'Launch\nnow', priority: 5 },
    });
    expect(project.errors?.[0]).toMatchObject({ message: refused('Name'), extensions: { code: 'BAD_USER_INPUT' } });
    expect(project.data?.createProject ?? null).toBeNull();
    const task = await makeTask(agent, (await makeProject(agent)).id, { name: 'Check bolts' });
    const rename = await agent.gql(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { name } } }`, {
      input: { id: gid('Task', task.id), name: 'Check\tbolts' },
    });
    expect(rename.errors?.[0]).toMatchObject({ message: refused('Name'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await agent.get(`/api/tasks/${task.id}`)).body.name).toBe('Check bolts');
  });
});
