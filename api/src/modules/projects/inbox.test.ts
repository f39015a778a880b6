import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

describeEachProvider('Inbox', (server) => {
  it('every new account has an Inbox, which cannot be deleted', async () => {
    const { agent } = await signedInUser(server());
    const projects = (await agent.get('/api/projects')).body;
    expect(projects).toEqual([expect.objectContaining({ name: 'Inbox', inbox: true })]);
    const res = await agent.delete(`/api/projects/${projects[0].id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Inbox cannot be deleted: tasks added without a project land there');
    const gql = await agent.gql(`{ projects(first: 10) { edges { node { name inbox } } } }`);
    expect(gql.data.projects.edges.map((e: { node: unknown }) => e.node)).toEqual([{ name: 'Inbox', inbox: true }]);
  });

  it('a REST create still needs a project (the spec requires projectId)', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/tasks', { name: 'No project', priority: 5, duration: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Project is required');
  });
});
