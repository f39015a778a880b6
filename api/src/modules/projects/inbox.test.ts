import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

describeEachProvider('Inbox', (server) => {
  it('a task added in the chat without a project lands in the Inbox, which cannot be deleted', async () => {
    const { agent } = await signedInUser(server());
    await agent.post('/api/projects', { name: 'Work', priority: 5 });
    const said = await agent.post('/api/chat', { message: 'add task "Water plants"' });
    expect(said.status).toBe(200);
    const projects = (await agent.get('/api/projects')).body as Array<{ id: number; name: string; inbox: boolean }>;
    const inbox = projects.find((p) => p.inbox)!;
    expect(inbox.name).toBe('Inbox');
    const [task] = (await agent.get('/api/tasks')).body;
    expect(task).toMatchObject({ name: 'Water plants', projectId: inbox.id });

    const res = await agent.delete(`/api/projects/${inbox.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Inbox cannot be deleted: tasks added without a project land there');
    const gql = await agent.gql(`{ projects(first: 10) { edges { node { name inbox } } } }`);
    expect(gql.data.projects.edges.map((e: { node: unknown }) => e.node)).toContainEqual({ name: 'Inbox', inbox: true });
  });

  it('a REST create still needs a project (the spec requires projectId)', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/tasks', { name: 'No project', priority: 5, duration: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Project is required');
  });
});
