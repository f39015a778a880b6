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

  it('a filter of several projects and labels matches a task in any of them, with every other criterion applied', async () => {
    const { agent, user } = await signedInUser(server());
    const home = (await agent.post('/api/projects', { name: 'Home', priority: 5 })).body;
    const work = (await agent.post('/api/projects', { name: 'Work', priority: 5 })).body;
    const side = (await agent.post('/api/projects', { name: 'Side', priority: 5 })).body;
    const red = (await agent.post('/api/labels', { name: 'Red' })).body;
    const blue = (await agent.post('/api/labels', { name: 'Blue' })).body;
    const green = (await agent.post('/api/labels', { name: 'Green' })).body;
    const task = (name: string, projectId: number, labels: number[], extra: object = {}) =>
      agent.post('/api/tasks', { name, priority: 8, duration: 30, projectId, labels, dueDate: '2030-03-10', ...extra });
    await task('Paint fence', home.id, [red.id]);
    await task('Paint report', work.id, [blue.id]);
    await task('Paint green', work.id, [green.id]);
    await task('Paint side', side.id, [red.id]);
    await task('Paint low', home.id, [red.id], { priority: 2 });
    await task('Paint late', home.id, [red.id], { dueDate: '2030-05-01' });
    await task('Sweep', home.id, [red.id]);
    await task('Paint theirs', home.id, [red.id], { assigneeId: null });

    const definition = {
      projectIds: [home.id, work.id],
      labelIds: [red.id, blue.id],
      priority: 'high',
      dateFrom: '2030-03-01',
      dateTo: '2030-03-31',
      assigneeId: user.id,
      text: 'paint',
    };
    await agent.post('/api/tasks', {
      name: 'Paint mine',
      priority: 8,
      duration: 30,
      projectId: home.id,
      labels: [blue.id],
      dueDate: '2030-03-11',
      assigneeId: user.id,
    });
    const created = (await agent.post('/api/filters', { name: 'Paint jobs', definition })).body;
    expect(created.definition).toEqual(definition);
    const names = async (query: Record<string, string>) =>
      ((await agent.get(`/api/tasks?${new URLSearchParams(query)}`)).body as Array<{ name: string }>).map((t) => t.name).sort();
    expect(await names(created.query)).toEqual(['Paint mine']);

    const { assigneeId: _a, ...anyone } = definition;
    const wider = await agent.patch(`/api/filters/${created.id}`, { definition: anyone });
    expect(wider.status).toBe(200);
    expect(await names(wider.body.query)).toEqual(['Paint fence', 'Paint mine', 'Paint report', 'Paint theirs']);

    const gql = await agent.gql(
      `query ($p: [ID!], $l: [ID!]) { tasks(first: 50, projectIds: $p, label: $l, priority: high, dateFrom: "2030-03-01", dateTo: "2030-03-31", search: "paint") { edges { node { name } } } }`,
      { p: anyone.projectIds.map(String), l: anyone.labelIds.map(String) },
    );
    expect(gql.data.tasks.edges.map((e: { node: { name: string } }) => e.node.name).sort()).toEqual([
      'Paint fence',
      'Paint mine',
      'Paint report',
      'Paint theirs',
    ]);
  });

  it('renames a filter or replaces its definition (REST and GraphQL); a bad edit is a 400 naming the field, a stranger a 404', async () => {
    const { agent } = await signedInUser(server());
    const stranger = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Work', priority: 5 })).body;
    const created = (await agent.post('/api/filters', { name: 'Old name', definition: { priority: 'low' } })).body;

    const renamed = await agent.patch(`/api/filters/${created.id}`, { name: '  New name ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.id, name: 'New name', definition: { priority: 'low' } });
    const redefined = await agent.patch(`/api/filters/${created.id}`, { definition: { projectIds: [project.id], text: 'x' } });
    expect(redefined.body).toMatchObject({
      name: 'New name',
      definition: { projectIds: [project.id], text: 'x' },
      query: { projectIds: String(project.id), search: 'x' },
    });

    const bad = async (body: unknown) => (await agent.patch(`/api/filters/${created.id}`, body)).body.message;
    expect(await bad({})).toBe('Give a new name or definition');
    expect(await bad({ name: '' })).toBe('Filter name is required');
    expect(await bad({ definition: { priority: 'urgent' } })).toBe('priority must be high, medium or low');
    expect(await bad({ definition: { labelIds: [999999] } })).toBe('labelIds must be a list of your label ids');
    expect((await stranger.agent.patch(`/api/filters/${created.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await agent.patch('/api/filters/999999', { name: 'x' })).status).toBe(404);

    const gql = await agent.gql(
      `mutation ($id: ID!) { updateSavedFilter(input: { filterId: $id, name: "Via GraphQL", definition: { labelIds: [] } }) { filter { rowId name definition } } }`,
      { id: String(created.id) },
    );
    expect(gql.data.updateSavedFilter.filter).toEqual({ rowId: created.id, name: 'Via GraphQL', definition: {} });
    const theirs = await stranger.agent.gql(`mutation ($id: ID!) { updateSavedFilter(input: { filterId: $id, name: "x" }) { filter { name } } }`, {
      id: String(created.id),
    });
    expect(theirs.errors![0].extensions.code).toBe('NOT_FOUND');
    expect((await agent.get('/api/filters')).body.map((f: { name: string }) => f.name)).toEqual(['Via GraphQL']);
  });

  it('reads a stored filter of the older single-project, single-label shape as lists, and accepts that shape when saved', async () => {
    const { agent, user } = await signedInUser(server());
    const project = (await agent.post('/api/projects', { name: 'Work', priority: 5 })).body;
    const label = (await agent.post('/api/labels', { name: 'Urgent' })).body;
    const db = server().app.deps.db;
    const old = await db.savedFilter.create({
      data: { userId: user.id, name: 'Old', definition: JSON.stringify({ projectId: project.id, labelId: label.id, priority: 'high' }) },
    });
    const broken = await db.savedFilter.create({
      data: { userId: user.id, name: 'Half', definition: JSON.stringify({ projectIds: project.id, priority: 'urgent', colour: 'red' }) },
    });
    await db.savedFilter.create({ data: { userId: user.id, name: 'Garbled', definition: '{not json' } });

    const listed = (await agent.get('/api/filters')).body as Array<{ id: number; definition: object; query: object }>;
    expect(listed.find((f) => f.id === old.id)).toMatchObject({
      definition: { projectIds: [project.id], labelIds: [label.id], priority: 'high' },
      query: { projectIds: String(project.id), label: String(label.id), priority: 'high' },
    });
    expect(listed.find((f) => f.id === broken.id)!.definition).toEqual({ projectIds: [project.id] });
    expect(listed.map((f) => f.definition)[2]).toEqual({});

    const saved = await agent.post('/api/filters', { name: 'Single', definition: { projectId: project.id, labelIds: label.id } });
    expect(saved.status).toBe(201);
    expect(saved.body.definition).toEqual({ projectIds: [project.id], labelIds: [label.id] });
    expect(JSON.parse((await db.savedFilter.findUniqueOrThrow({ where: { id: saved.body.id } })).definition)).toEqual({
      projectIds: [project.id],
      labelIds: [label.id],
    });
  });
});
