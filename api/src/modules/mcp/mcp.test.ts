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
          'complete_task',
          'create_task',
          'get_timer',
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
