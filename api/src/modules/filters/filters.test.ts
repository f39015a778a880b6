import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

describeEachProvider('saved filters', (server) => {
  it('saves a named filter, lists it with its task-list query, applies it and deletes it', async () => {
    const { agent } = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Work', priority: 5 })).body;
    const urgent = (await agent.post('/api/labels', { name: 'Urgent' })).body;
    await agent.post('/api/tasks', { name: 'Ship', priority: 9, duration: 30, projectId: project.id, labels: [urgent.id], dueDate: '2030-01-10' });
    await agent.post('/api/tasks', { name: 'Tidy', priority: 2, duration: 30, projectId: project.id, labels: [urgent.id] });
    const created = await agent.post('/api/filters', {
      name: 'Urgent work',
      definition: { projectIds: [project.id], labelIds: [urgent.id], priority: 'high', dateFrom: '2030-01-01', dateTo: '2030-01-31', text: 'sh' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Urgent work',
      query: { projectIds: String(project.id), label: String(urgent.id), priority: 'high', search: 'sh' },
    });

    const [listed] = (await agent.get('/api/filters')).body;
    expect(listed.id).toBe(created.body.id);
    const tasks = await agent.get(`/api/tasks?${new URLSearchParams(listed.query)}`);
    expect(tasks.body.map((t: { name: string }) => t.name)).toEqual(['Ship']);

    const gql = await agent.gql(`{ savedFilters { rowId name definition taskQuery } }`);
    expect(gql.data.savedFilters[0]).toMatchObject({ rowId: created.body.id, definition: { priority: 'high' } });

    expect((await agent.delete(`/api/filters/${created.body.id}`)).body).toEqual({ success: true, id: created.body.id });
    expect((await agent.get('/api/filters')).body).toEqual([]);
  });

  it('refuses an invalid definition with a 400 naming the field, and keeps strangers apart', async () => {
    const { agent } = await signedInUser(server());
    const stranger = await signedInUser(server());
    const theirProject = (await stranger.agent.post('/api/projects', { name: 'Theirs', priority: 5 })).body;
    const bad = async (definition: unknown) => (await agent.post('/api/filters', { name: 'x', definition })).body.message;
    expect(await bad({ priority: 'urgent' })).toBe('priority must be high, medium or low');
    expect(await bad({ dateFrom: '2030-13-01' })).toBe('dateFrom must be a date as YYYY-MM-DD');
    expect(await bad({ dateFrom: '2030-02-01', dateTo: '2030-01-01' })).toBe('dateTo must be on or after dateFrom');
    expect(await bad({ projectIds: [theirProject.id] })).toBe('projectIds must be a list of your project ids');
    expect(await bad({ labelIds: [999999] })).toBe('labelIds must be a list of your label ids');
    expect(await bad({ assigneeId: 'me' })).toBe('assigneeId must be a user id');
    expect((await agent.post('/api/filters', { name: ' ', definition: {} })).body.message).toBe('Filter name is required');
    expect((await agent.post('/api/filters', { name: 'x', definition: {} })).status).toBe(201);

    const theirs = (await stranger.agent.post('/api/filters', { name: 'Mine', definition: { overdue: true } })).body;
    expect((await agent.delete(`/api/filters/${theirs.id}`)).status).toBe(404);
    expect((await agent.get('/api/filters')).body.map((f: { name: string }) => f.name)).toEqual(['x']);
  });
});
