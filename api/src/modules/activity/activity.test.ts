import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from '../tasks/testing.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describeEachProvider('activity', (server) => {
  it('records who created, changed which field from what to what, completed, commented and deleted, per task and per project', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const home = await makeProject(alice.agent, { name: 'Home' });
    const work = await makeProject(alice.agent, { name: 'Work' });
    const task = await makeTask(alice.agent, home.id, { name: 'Paint fence', priority: 3 });
    await alice.agent.patch(`/api/tasks/${task.id}`, { priority: 5, dueDate: '2026-12-01', name: 'Paint the fence' });
    await alice.agent.patch(`/api/tasks/${task.id}`, { priority: 5 }); // no change, no line
    await alice.agent.patch(`/api/tasks/${task.id}`, { projectId: work.id });
    await alice.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    await alice.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Done!' });
    await alice.agent.patch(`/api/tasks/${task.id}/complete`, { completed: false });

    const res = await alice.agent.get(`/api/tasks/${task.id}/activity`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { summary: string }) => a.summary).reverse()).toEqual([
      'Alice created the task',
      'Alice changed the name from "Paint fence" to "Paint the fence"',
      'Alice changed priority from 3 to 5',
      'Alice set the deadline to "2026-12-01"',
      'Alice changed the project from "Home" to "Work"',
      'Alice completed the task',
      'Alice commented on the task',
      'Alice reopened the task',
    ]);
    expect(res.body.find((a: { field: string }) => a.field === 'priority')).toMatchObject({
      taskId: task.id,
      projectId: home.id, // the project it was in then
      actor: { id: alice.user.id, name: 'Alice' },
      kind: 'updated',
      fromValue: '3',
      toValue: '5',
      createdAt: expect.any(String),
    });

    const gql = await alice.agent.gql(
      `query($id: ID!) { task(id: $id) { activity(first: 2) { edges { node { kind field fromValue toValue actor { displayName } } } } } }`,
      {
        id: gid('Task', task.id),
      },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.task.activity.edges.map((e: any) => e.node)).toEqual([
      { kind: 'reopened', field: null, fromValue: null, toValue: null, actor: { displayName: 'Alice' } },
      { kind: 'commented', field: null, fromValue: null, toValue: null, actor: { displayName: 'Alice' } },
    ]);

    await alice.agent.delete(`/api/tasks/${task.id}`);
    expect((await alice.agent.get(`/api/tasks/${task.id}/activity`)).status).toBe(404);
    const project = await alice.agent.get(`/api/projects/${work.id}/activity?limit=2`);
    expect(project.body.map((a: { summary: string }) => a.summary)).toEqual(['Alice deleted "Paint the fence"', 'Alice reopened "Paint the fence"']);
    const projectGql = await alice.agent.gql(`query($id: ID!) { project(id: $id) { activity(first: 1) { edges { node { kind taskName taskRowId } } } } }`, {
      id: gid('Project', work.id),
    });
    expect(projectGql.data.project.activity.edges[0].node).toEqual({ kind: 'deleted', taskName: 'Paint the fence', taskRowId: null });
  });

  it("a recurring task's completed occurrence is a completed line with its deadline's move", async () => {
    const { agent } = await signedInUser(server(), { name: 'Rita' });
    const task = await makeTask(agent, (await makeProject(agent)).id, { dueDate: '2026-12-01', recurrence: 'FREQ=WEEKLY' });
    await agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    const lines = (await agent.get(`/api/tasks/${task.id}/activity`)).body.map((a: { summary: string }) => a.summary);
    expect(lines.slice(0, 2)).toEqual(['Rita completed the task', 'Rita changed the deadline from "2026-12-01" to "2026-12-08"']);
  });

  it("a stranger gets 404 for a task's and a project's activity, and null for a line by id", async () => {
    const owner = await signedInUser(server());
    const stranger = await signedInUser(server());
    const project = await makeProject(owner.agent);
    const task = await makeTask(owner.agent, project.id, { name: 'Private plans' });
    for (const path of [`/api/tasks/${task.id}/activity`, `/api/projects/${project.id}/activity`]) {
      const res = await stranger.agent.get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/Private plans/);
    }
    const line = await server().app.deps.db.activity.findFirstOrThrow({ where: { taskId: task.id } });
    const node = await stranger.agent.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid('Activity', line.id) });
    expect(node.data.node).toBeNull();
    expect((await owner.agent.get(`/api/tasks/${task.id}/activity?limit=0`)).body.message).toBe('limit must be a number from 1 to 200');
  });
});
