import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const TASK = `id rowId name description priority priorityBand duration timeSpent completed completedAt dueDate position
  projectRowId project { id name } assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt`;

describeEachProvider('GraphQL tasks', (server) => {
  it('creates a task with the edge Relay appends and the project whose counts changed', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Launch' });
    const res = await agent.gql(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { ${TASK} } taskEdge { cursor node { id } } project { taskCount completedTaskCount } } }`,
      {
        input: {
          projectId: gid('Project', project.id),
          name: 'Write copy',
          priority: 9,
          duration: 45,
          description: 'Hero text',
          dueDate: '2031-05-06T00:00:00.000Z',
        },
      },
    );
    expect(res.errors).toBeUndefined();
    const { task, taskEdge, project: counts } = res.data.createTask;
    expect(task).toMatchObject({
      name: 'Write copy',
      priority: 9,
      priorityBand: 'high',
      duration: 45,
      timeSpent: 0,
      completed: false,
      completedAt: null,
      dueDate: '2031-05-06',
      projectRowId: project.id,
      project: { id: gid('Project', project.id), name: 'Launch' },
      emailSent: false,
    });
    expect(task.id).toBe(gid('Task', task.rowId));
    expect(taskEdge).toEqual({ cursor: expect.any(String), node: { id: task.id } });
    expect(counts).toEqual({ taskCount: 1, completedTaskCount: 0 });
    // a plain row id works where an ID is expected (offline ids, /tasks/{id})
    const byRow = await agent.gql(`query($id: ID!) { task(id: $id) { name } }`, { id: String(task.rowId) });
    expect(byRow.data.task).toEqual({ name: 'Write copy' });
  });

  it.each([
    { input: { name: ' ', priority: 5, duration: 5 }, message: 'Name is required' },
    { input: { name: 'x', priority: 11, duration: 5 }, message: 'Priority must be a whole number from 1 to 10' },
    { input: { name: 'x', priority: 5, duration: 0 }, message: 'Duration must be a positive whole number of minutes' },
  ])('createTask answers BAD_USER_INPUT: $message', async ({ input, message }) => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const res = await agent.gql(`mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }`, {
      input: { ...input, projectId: gid('Project', project.id) },
    });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('updates, completes, adds time, reorders and deletes through mutations', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const other = await makeProject(agent, { name: 'Other' });
    const a = await makeTask(agent, project.id, { description: 'keep' });
    const b = await makeTask(agent, project.id);
    const id = gid('Task', a.id);

    const upd = await agent.gql(
      `mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { name description priority project { name } } project { taskCount } } }`,
      { input: { id, name: 'Renamed', priority: 2, projectId: gid('Project', other.id) } },
    );
    expect(upd.errors).toBeUndefined();
    expect(upd.data.updateTask).toEqual({ task: { name: 'Renamed', description: 'keep', priority: 2, project: { name: 'Other' } }, project: { taskCount: 1 } });
    const cleared = await agent.gql(`mutation($id: ID!) { updateTask(input: { id: $id, description: null }) { task { description } } }`, { id });
    expect(cleared.data.updateTask.task.description).toBeNull();
    const badUpd = await agent.gql(`mutation($id: ID!) { updateTask(input: { id: $id, duration: -1 }) { task { id } } }`, { id });
    expect(badUpd.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    const done = await agent.gql(`mutation($id: ID!) { completeTask(input: { id: $id }) { task { completed completedAt } project { completedTaskCount } } }`, {
      id,
    });
    expect(done.data.completeTask).toEqual({ task: { completed: true, completedAt: expect.any(String) }, project: { completedTaskCount: 1 } });
    const undone = await agent.gql(`mutation($id: ID!) { completeTask(input: { id: $id, completed: false }) { task { completed completedAt } } }`, { id });
    expect(undone.data.completeTask.task).toEqual({ completed: false, completedAt: null });

    const time = await agent.gql(`mutation($id: ID!) { addTaskTimeSpent(input: { id: $id, timeSpent: 24.6 }) { task { timeSpent } } }`, { id });
    expect(time.data.addTaskTimeSpent.task.timeSpent).toBe(25);
    const badTime = await agent.gql(`mutation($id: ID!) { addTaskTimeSpent(input: { id: $id, timeSpent: -3 }) { task { timeSpent } } }`, { id });
    expect(badTime.errors?.[0]).toMatchObject({ message: 'timeSpent must be a number of minutes from 0 to 1440' });

    const reordered = await agent.gql(`mutation($ids: [ID!]!) { reorderTasks(input: { taskIds: $ids }) { tasks { rowId position } } }`, {
      ids: [gid('Task', b.id), id],
    });
    expect(reordered.data.reorderTasks.tasks).toEqual([
      { rowId: b.id, position: 0 },
      { rowId: a.id, position: 1 },
    ]);
    const list = await agent.gql(`{ tasks(first: 10) { edges { node { rowId } } } }`);
    expect(list.data.tasks.edges.map((e: any) => e.node.rowId)).toEqual([b.id, a.id]);

    const del = await agent.gql(`mutation($id: ID!) { deleteTask(input: { id: $id }) { deletedTaskId project { taskCount } } }`, { id });
    expect(del.data.deleteTask).toEqual({ deletedTaskId: id, project: { taskCount: 0 } });
    expect((await agent.get(`/api/tasks/${a.id}`)).status).toBe(404);
  });

  it("answers each task's project, from a list page and from a single task", async () => {
    const { agent } = await signedInUser(server());
    const home = await makeProject(agent, { name: 'Home' });
    const work = await makeProject(agent, { name: 'Work' });
    const tasks = [await makeTask(agent, home.id), await makeTask(agent, work.id), await makeTask(agent, home.id)];
    const page = await agent.gql(`{ tasks(first: 10) { edges { node { rowId project { id rowId name } } } } }`);
    expect(page.errors).toBeUndefined();
    const projectOf = new Map(page.data.tasks.edges.map((e: { node: { rowId: number; project: unknown } }) => [e.node.rowId, e.node.project]));
    expect(projectOf).toEqual(
      new Map([
        [tasks[0].id, { id: gid('Project', home.id), rowId: home.id, name: 'Home' }],
        [tasks[1].id, { id: gid('Project', work.id), rowId: work.id, name: 'Work' }],
        [tasks[2].id, { id: gid('Project', home.id), rowId: home.id, name: 'Home' }],
      ]),
    );
    const one = await agent.gql(`query($id: ID!) { task(id: $id) { project { rowId name } } node(id: $id) { ... on Task { project { name } } } }`, {
      id: gid('Task', tasks[1].id),
    });
    expect(one.errors).toBeUndefined();
    expect(one.data).toEqual({ task: { project: { rowId: work.id, name: 'Work' } }, node: { project: { name: 'Work' } } });
  });

  it('filters, searches, orders and pages the tasks connection', async () => {
    const { agent } = await signedInUser(server());
    const p1 = await makeProject(agent);
    const p2 = await makeProject(agent);
    const t = [
      await makeTask(agent, p1.id, { name: 'Alpha report', priority: 9 }),
      await makeTask(agent, p1.id, { name: 'beta', description: 'see REPORT', priority: 5 }),
      await makeTask(agent, p2.id, { name: 'gamma', priority: 1 }),
      await makeTask(agent, p2.id, { name: 'delta', priority: 8 }),
    ];
    await agent.patch(`/api/tasks/${t[3].id}/complete`);
    const rows = async (args: string) => {
      const res = await agent.gql(`{ tasks(${args}) { totalCount edges { node { rowId } } pageInfo { hasNextPage endCursor } } }`);
      expect(res.errors).toBeUndefined();
      return res.data.tasks;
    };
    const ids = async (args: string) => (await rows(args)).edges.map((e: any) => e.node.rowId);
    expect(await ids(`first: 10, projectId: "${gid('Project', p2.id)}"`)).toEqual([t[2].id, t[3].id]);
    expect(await ids('first: 10, completed: true')).toEqual([t[3].id]);
    expect(await ids('first: 10, search: "report"')).toEqual([t[0].id, t[1].id]);
    expect(await ids('first: 10, priority: high')).toEqual([t[0].id, t[3].id]);
    expect(await ids('first: 10, priority: medium')).toEqual([t[1].id]);
    expect(await ids('first: 10, priority: low')).toEqual([t[2].id]);
    expect(await ids('first: 10, orderBy: PRIORITY')).toEqual([t[0].id, t[3].id, t[1].id, t[2].id]);
    expect(await ids('first: 10, orderBy: CREATED_AT, direction: DESC')).toEqual([t[3].id, t[2].id, t[1].id, t[0].id]);
    const page1 = await rows('first: 2, orderBy: PRIORITY');
    expect(page1.totalCount).toBe(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(await ids(`first: 2, orderBy: PRIORITY, after: "${page1.pageInfo.endCursor}"`)).toEqual([t[1].id, t[2].id]);
    // Project.tasks is the same connection type
    const proj = await agent.gql(`query($id: ID!) { node(id: $id) { ... on Project { tasks(first: 5) { totalCount edges { node { name } } } } } }`, {
      id: gid('Project', p1.id),
    });
    expect(proj.data.node.tasks).toEqual({ totalCount: 2, edges: [{ node: { name: 'Alpha report' } }, { node: { name: 'beta' } }] });
  });

  it("hides another user's tasks from node, task, the connection filter and every mutation", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const bProject = await makeProject(b.agent);
    const bTask = await makeTask(b.agent, bProject.id, { name: 'classified' });
    const id = gid('Task', bTask.id);
    const node = await a.agent.gql(`query($id: ID!) { node(id: $id) { ... on Task { name } } nodes(ids: [$id]) { id } }`, { id });
    expect(node.errors).toBeUndefined();
    expect(node.data).toEqual({ node: null, nodes: [null] });
    expect((await a.agent.gql(`query($id: ID!) { task(id: $id) { name } }`, { id })).data.task).toBeNull();
    const filtered = await a.agent.gql(`query($p: ID!) { tasks(first: 10, projectId: $p) { totalCount edges { node { name } } } }`, {
      p: gid('Project', bProject.id),
    });
    expect(filtered.data.tasks).toEqual({ totalCount: 0, edges: [] });
    const aProject = await makeProject(a.agent);
    for (const [m, vars] of [
      [`mutation($id: ID!) { updateTask(input: { id: $id, name: "x" }) { task { id } } }`, { id }],
      [`mutation($id: ID!) { completeTask(input: { id: $id }) { task { id } } }`, { id }],
      [`mutation($id: ID!) { addTaskTimeSpent(input: { id: $id, timeSpent: 5 }) { task { id } } }`, { id }],
      [`mutation($id: ID!) { deleteTask(input: { id: $id }) { deletedTaskId } }`, { id }],
      [`mutation($id: ID!) { reorderTasks(input: { taskIds: [$id] }) { tasks { id } } }`, { id }],
      [`mutation($id: ID!) { assignTask(input: { taskId: $id, assigneeEmail: "x@example.com", assigneeName: "X", previewOnly: true }) { subject } }`, { id }],
      [`mutation($id: ID!) { updateTask(input: { id: $id, name: "x" }) { task { id } } }`, { id: gid('Project', bProject.id) }],
    ] as const) {
      const res = await a.agent.gql(m, vars);
      expect(res.errors?.[0]).toMatchObject({ message: 'Task not found', extensions: { code: 'NOT_FOUND' } });
    }
    const intoB = await a.agent.gql(`mutation($p: ID!) { createTask(input: { projectId: $p, name: "x", priority: 5, duration: 5 }) { task { id } } }`, {
      p: gid('Project', bProject.id),
    });
    expect(intoB.errors?.[0]).toMatchObject({ message: 'Project not found: choose one of your projects' });
    expect(aProject.id).toBeGreaterThan(0);
    expect((await b.agent.get(`/api/tasks/${bTask.id}`)).body).toMatchObject({ name: 'classified', completed: false });
  });

  it('lists labels and subtask progress on a page when the query asks for them, through fragments too', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const label = (await agent.post('/api/labels', { name: 'Errand', color: '#16a34a' })).body as { id: number };
    const parent = await makeTask(agent, project.id, { name: 'Move house', labels: [label.id] });
    await makeTask(agent, project.id, { name: 'Pack books', parentId: parent.id });
    const done = await makeTask(agent, project.id, { name: 'Book van', parentId: parent.id });
    expect((await agent.patch(`/api/tasks/${done.id}`, { completed: true })).status).toBe(200);
    const row = (page: { data: { tasks: { edges: Array<{ node: Record<string, unknown> }> } } }) =>
      page.data.tasks.edges.map((e) => e.node).find((n) => n.name === 'Move house');
    const projectId = gid('Project', project.id);

    const bare = await agent.gql(`query($p: ID) { tasks(first: 10, projectId: $p) { edges { node { name } } } }`, { p: projectId });
    expect(row(bare)).toEqual({ name: 'Move house' });
    const asked = await agent.gql(
      `query($p: ID) { tasks(first: 10, projectId: $p) { ...Page } }
       fragment Page on TaskConnection { edges { node { name ... on Task { labels { name } } ...Progress } } }
       fragment Progress on Task { subtaskCount completedSubtaskCount }`,
      { p: projectId },
    );
    expect(asked.errors).toBeUndefined();
    expect(row(asked)).toEqual({ name: 'Move house', labels: [{ name: 'Errand' }], subtaskCount: 2, completedSubtaskCount: 1 });
  });

  it('minPriority keeps the tasks of that priority or higher, as REST does, and counts them', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    for (const [name, priority] of [
      ['Low', 2],
      ['Middle', 6],
      ['High', 9],
    ] as const)
      await makeTask(agent, project.id, { name, priority });
    const res = await agent.gql(`{ tasks(first: 10, minPriority: 6) { totalCount edges { node { name } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.tasks.edges.map((e: { node: { name: string } }) => e.node.name).sort()).toEqual(['High', 'Middle']);
    expect(res.data.tasks.totalCount).toBe(2);
    const rest = await agent.get('/api/tasks?minPriority=6');
    expect(rest.body.map((t: { name: string }) => t.name).sort()).toEqual(['High', 'Middle']);
    const bad = await agent.gql(`{ tasks(first: 10, minPriority: 11) { totalCount } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'minPriority must be a whole number from 1 to 10' });
  });
});
