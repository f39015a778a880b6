import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function tokenOf(agent: HttpAgent, scopes: string[]) {
  const res = await agent.post('/api/tokens', { name: 'agent', scopes, expiresAt: inDays(30) });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

async function connect(url: string, token: string) {
  const client = new Client({ name: 'streamline-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}

type ToolResult = { isError?: boolean; content: Array<{ type: string; text: string }> };
const textOf = (result: unknown) => (result as ToolResult).content[0].text;
const jsonOf = (result: unknown) => JSON.parse(textOf(result));

describeEachProvider('MCP endpoint', (server) => {
  it('lists the tools, creates and completes a task that REST then shows, and runs the timer', async () => {
    const { agent } = await signedInUser(server());
    const project = await agent.post('/api/projects', { name: 'Agent work', priority: 5 });
    const token = await tokenOf(agent, ['tasks:read', 'tasks:write', 'projects:read', 'timer:read', 'timer:write', 'schedule:read']);
    const client = await connect(server().url, token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        [
          'add_comment',
          'complete_task',
          'create_project',
          'create_task',
          'delete_task',
          'get_task',
          'get_timer',
          'list_comments',
          'list_labels',
          'list_projects',
          'pause_timer',
          'quick_add_task',
          'resume_timer',
          'search_tasks',
          'start_timer',
          'stop_timer',
          'todays_plan',
          'update_task',
        ].sort(),
      );
      expect(tools.find((t) => t.name === 'create_task')?.inputSchema.required).toEqual(['name']);

      const projects = jsonOf(await client.callTool({ name: 'list_projects', arguments: {} }));
      expect(projects).toEqual([expect.objectContaining({ name: 'Inbox' }), expect.objectContaining({ id: project.body.id, name: 'Agent work' })]);
      const created = jsonOf(await client.callTool({ name: 'create_task', arguments: { name: 'Write the report', projectId: project.body.id, priority: 8 } }));
      expect(created).toMatchObject({ name: 'Write the report', priority: 8, completed: false });
      const renamed = jsonOf(await client.callTool({ name: 'update_task', arguments: { taskId: created.id, name: 'Write the final report' } }));
      expect(renamed.name).toBe('Write the final report');
      const found = jsonOf(await client.callTool({ name: 'search_tasks', arguments: { query: 'final report' } }));
      expect(found.map((t: { id: number }) => t.id)).toEqual([created.id]);

      const started = jsonOf(await client.callTool({ name: 'start_timer', arguments: { taskIds: [created.id] } }));
      expect(started.status).toBe('running');
      expect(jsonOf(await client.callTool({ name: 'pause_timer', arguments: {} })).status).toBe('paused');
      expect(jsonOf(await client.callTool({ name: 'stop_timer', arguments: {} })).status).toBe('idle');

      const done = jsonOf(await client.callTool({ name: 'complete_task', arguments: { taskId: created.id } }));
      expect(done.completed).toBe(true);
      const rest = await agent.get(`/api/tasks/${created.id}`);
      expect(rest.body).toMatchObject({ name: 'Write the final report', completed: true });

      const plan = jsonOf(await client.callTool({ name: 'todays_plan', arguments: {} }));
      expect(plan).toMatchObject({ plan: null, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

      // without a project, a task goes to the Inbox; a quick-add line carries its own fields
      const inbox = projects.find((p: { name: string }) => p.name === 'Inbox');
      const loose = jsonOf(await client.callTool({ name: 'create_task', arguments: { name: 'Buy stamps' } }));
      expect(loose).toMatchObject({ name: 'Buy stamps', projectId: inbox.id });
      const quick = jsonOf(await client.callTool({ name: 'quick_add_task', arguments: { text: 'Review the draft at 4pm p1 #agent work for 45 min' } }));
      expect(quick).toMatchObject({ name: 'Review the draft', projectId: project.body.id, priority: 10, duration: 45, dueTime: '16:00' });
      expect((await agent.get(`/api/tasks/${quick.id}`)).body).toMatchObject({ name: 'Review the draft', projectName: 'Agent work' });
      const nameless = (await client.callTool({ name: 'quick_add_task', arguments: { text: 'tomorrow p2' } })) as ToolResult;
      expect(nameless.isError).toBe(true);
      expect(textOf(nameless)).toBe('Add a name besides the date, priority or project.');

      const missing = (await client.callTool({ name: 'update_task', arguments: { taskId: 999999, name: 'x' } })) as ToolResult;
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toBe('Task not found');
    } finally {
      await client.close();
    }
  });

  it('reads one task in full, comments on it, moves it to another project and deletes it', async () => {
    const { agent } = await signedInUser(server());
    const home = await agent.post('/api/projects', { name: 'Home', priority: 5 });
    const label = await agent.post('/api/labels', { name: 'errands' });
    const parent = await agent.post('/api/tasks', {
      name: 'Plan the move',
      projectId: home.body.id,
      priority: 6,
      duration: 30,
      dueDate: '2031-05-02',
      dueTime: '10:00',
      labels: [label.body.id],
      reminders: [{ offsetMinutes: 60 }],
    });
    expect(parent.status).toBe(201);
    const child = await agent.post('/api/tasks', { name: 'Book the van', projectId: home.body.id, priority: 5, duration: 30, parentId: parent.body.id });
    expect(child.status).toBe(201);
    const grandchild = await agent.post('/api/tasks', { name: 'Find boxes', projectId: home.body.id, priority: 5, duration: 30, parentId: child.body.id });
    expect(grandchild.status).toBe(201);
    for (const body of ['first note', 'second note']) expect((await agent.post(`/api/tasks/${parent.body.id}/comments`, { body })).status).toBe(201);
    const token = await tokenOf(agent, ['tasks:read', 'tasks:write', 'projects:read', 'projects:write']);
    const client = await connect(server().url, token);
    try {
      const full = jsonOf(await client.callTool({ name: 'get_task', arguments: { taskId: parent.body.id } }));
      expect(full).toMatchObject({
        id: parent.body.id,
        name: 'Plan the move',
        projectName: 'Home',
        labels: [{ id: label.body.id, name: 'errands' }],
        subtasks: [{ id: child.body.id, name: 'Book the van', completed: false }],
        commentCount: 2,
        latestComments: [expect.objectContaining({ body: 'first note' }), expect.objectContaining({ body: 'second note' })],
      });
      expect(full.reminders).toEqual(expect.arrayContaining([expect.objectContaining({ offsetMinutes: 60 })]));

      const comment = jsonOf(await client.callTool({ name: 'add_comment', arguments: { taskId: parent.body.id, body: 'Van booked for **9am**' } }));
      expect(comment).toMatchObject({ taskId: parent.body.id, body: 'Van booked for **9am**' });
      const listed = jsonOf(await client.callTool({ name: 'list_comments', arguments: { taskId: parent.body.id } }));
      expect(listed.map((c: { body: string }) => c.body)).toEqual(['first note', 'second note', 'Van booked for **9am**']);
      expect((await agent.get(`/api/tasks/${parent.body.id}/comments`)).body.map((c: { body: string }) => c.body)).toContain('Van booked for **9am**');
      const blank = (await client.callTool({ name: 'add_comment', arguments: { taskId: parent.body.id, body: '   ' } })) as ToolResult;
      expect(blank.isError).toBe(true);
      expect(textOf(blank)).toBe('body is required: write a comment');

      expect(jsonOf(await client.callTool({ name: 'list_labels', arguments: {} }))).toEqual([expect.objectContaining({ id: label.body.id, name: 'errands' })]);

      const created = jsonOf(await client.callTool({ name: 'create_project', arguments: { name: 'New flat', description: 'After the move' } }));
      expect(created).toMatchObject({ name: 'New flat', description: 'After the move' });
      expect((await agent.get(`/api/projects/${created.id}`)).body).toMatchObject({ name: 'New flat', priority: 5 });

      // a move to another project takes the subtasks along
      const moved = jsonOf(await client.callTool({ name: 'update_task', arguments: { taskId: parent.body.id, projectId: created.id } }));
      expect(moved).toMatchObject({ projectId: created.id, projectName: 'New flat' });
      expect((await agent.get(`/api/tasks/${parent.body.id}`)).body).toMatchObject({ projectId: created.id, projectName: 'New flat' });
      expect((await agent.get(`/api/tasks/${child.body.id}`)).body).toMatchObject({ projectId: created.id, parentId: parent.body.id });
      const nowhere = (await client.callTool({ name: 'update_task', arguments: { taskId: parent.body.id, projectId: 999999 } })) as ToolResult;
      expect(nowhere.isError).toBe(true);
      expect((await agent.get(`/api/tasks/${parent.body.id}`)).body.projectId).toBe(created.id);

      const deleteTool = (await client.listTools()).tools.find((t) => t.name === 'delete_task');
      expect(deleteTool?.description).toContain('cannot be undone');
      expect(jsonOf(await client.callTool({ name: 'delete_task', arguments: { taskId: parent.body.id } }))).toEqual({
        deleted: { id: parent.body.id, name: 'Plan the move' },
      });
      expect((await agent.get(`/api/tasks/${parent.body.id}`)).status).toBe(404);
      expect((await agent.get(`/api/tasks/${child.body.id}`)).status).toBe(404);
      expect((await agent.get(`/api/tasks/${grandchild.body.id}`)).status).toBe(404);
      const again = (await client.callTool({ name: 'delete_task', arguments: { taskId: parent.body.id } })) as ToolResult;
      expect(again.isError).toBe(true);
      expect(textOf(again)).toBe('Task not found');
    } finally {
      await client.close();
    }
  });

  it('searches by due day, priority, label, project and completion since a day', async () => {
    const { agent } = await signedInUser(server());
    const work = await agent.post('/api/projects', { name: 'Work', priority: 5 });
    const urgent = await agent.post('/api/labels', { name: 'Urgent' });
    // the user's time zone is UTC unless set
    const today = new Date().toISOString().slice(0, 10);
    const dayOffset = (days: number) => inDays(days).slice(0, 10);
    const add = async (name: string, fields: Record<string, unknown>) => {
      const res = await agent.post('/api/tasks', { name, projectId: work.body.id, priority: 5, duration: 30, ...fields });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const dueToday = await add('Due today', { dueDate: today, priority: 9, labels: [urgent.body.id] });
    const late = await add('Late one', { dueDate: dayOffset(-3), priority: 2 });
    const nextWeek = await add('Next week', { dueDate: dayOffset(6), priority: 7 });
    const done = await add('Done today', { priority: 4 });
    expect((await agent.patch(`/api/tasks/${done}/complete`, {})).status).toBe(200);
    const inbox = await agent.post('/api/tasks/quick', { text: 'Loose end' });
    expect(inbox.status).toBe(201);

    const token = await tokenOf(agent, ['tasks:read']);
    const client = await connect(server().url, token);
    const search = async (args: Record<string, unknown>) =>
      (jsonOf(await client.callTool({ name: 'search_tasks', arguments: args })) as Array<{ id: number }>).map((t) => t.id).sort((a, b) => a - b);
    try {
      expect(await search({ due: 'today' })).toEqual([dueToday]);
      expect(await search({ due: 'overdue' })).toEqual([late]);
      expect(await search({ dueFrom: dayOffset(1), dueTo: dayOffset(7) })).toEqual([nextWeek]);
      expect(await search({ dueFrom: dayOffset(-7), dueTo: today })).toEqual([dueToday, late]);
      expect(await search({ priority: 'high' })).toEqual([dueToday]);
      expect(await search({ minPriority: 7 })).toEqual([dueToday, nextWeek]);
      expect(await search({ label: 'urgent' })).toEqual([dueToday]);
      expect(await search({ projectId: inbox.body.projectId })).toEqual([inbox.body.id]);
      expect(await search({ completedSince: dayOffset(-6) })).toEqual([done]);
      expect(await search({ completedSince: dayOffset(1) })).toEqual([]);
      expect(await search({ completed: false, projectId: work.body.id, minPriority: 5 })).toEqual([dueToday, nextWeek]);
      const unknown = (await client.callTool({ name: 'search_tasks', arguments: { label: 'someday' } })) as ToolResult;
      expect(unknown.isError).toBe(true);
      expect(textOf(unknown)).toBe('No label named "someday"');
    } finally {
      await client.close();
    }
    // the same minimum through REST
    const rest = await agent.get(`/api/tasks?minPriority=7&projectId=${work.body.id}`);
    expect(rest.body.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b)).toEqual([dueToday, nextWeek]);
    expect((await agent.get('/api/tasks?minPriority=11')).status).toBe(400);
  });

  it("refuses a tool outside the token's scopes, and any caller without a valid token", async () => {
    const { agent } = await signedInUser(server());
    const token = await tokenOf(agent, ['tasks:read']);
    const client = await connect(server().url, token);
    try {
      const refused = (await client.callTool({ name: 'list_projects', arguments: {} })) as ToolResult;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toBe('This API token lacks the projects:read scope');
      // only the account's own Inbox: the refused tool made nothing
      expect((await agent.get('/api/projects')).body).toEqual([expect.objectContaining({ inbox: true })]);
    } finally {
      await client.close();
    }
    await expect(connect(server().url, 'stl_wrong')).rejects.toThrow();
    const cookieOnly = await agent.post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(cookieOnly.status).toBe(401);
  });
});
