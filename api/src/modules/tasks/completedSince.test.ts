import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

// The dashboard's "completed this week": counted by the server, however many tasks were completed before.
describeEachProvider('tasks completed since a time', (server) => {
  it('filters by completion time through REST and GraphQL, with the full count', async () => {
    const { agent, user } = await signedInUser(server());
    const db = server().app.deps.db;
    const project = await db.project.create({ data: { name: 'Work', priority: 5, userId: user.id, members: { create: { userId: user.id, role: 'owner' } } } });
    const weekStart = new Date('2030-03-04T00:00:00Z');
    const old = Array.from({ length: 120 }, (_, i) => ({
      name: `old ${i}`,
      priority: 3,
      duration: 10,
      projectId: project.id,
      userId: user.id,
      completed: true,
      completedAt: new Date(weekStart.getTime() - (i + 1) * 3_600_000),
    }));
    await db.task.createMany({ data: old });
    for (const name of ['this week A', 'this week B', 'this week C']) {
      await db.task.create({
        data: {
          name,
          priority: 5,
          duration: 10,
          projectId: project.id,
          userId: user.id,
          completed: true,
          completedAt: new Date(weekStart.getTime() + 3_600_000),
        },
      });
    }
    await db.task.create({ data: { name: 'still open', priority: 5, duration: 10, projectId: project.id, userId: user.id } });

    const rest = await agent.get(`/api/tasks?completed=true&completedSince=${weekStart.toISOString()}`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((t: { name: string }) => t.name).sort()).toEqual(['this week A', 'this week B', 'this week C']);

    const gql = await agent.gql(
      `query($since: DateTime!) { tasks(completed: true, completedSince: $since, first: 2) { totalCount edges { node { name } } } }`,
      { since: weekStart.toISOString() },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.tasks.totalCount).toBe(3);
    expect(gql.data.tasks.edges).toHaveLength(2);

    const bad = await agent.get('/api/tasks?completedSince=yesterday-ish');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('completedSince must be a date and time');
  });

  it("never counts another user's tasks", async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    const db = server().app.deps.db;
    const project = await db.project.create({ data: { name: 'A', priority: 5, userId: a.user.id, members: { create: { userId: a.user.id, role: 'owner' } } } });
    await db.task.create({
      data: { name: 'a done', priority: 5, duration: 10, projectId: project.id, userId: a.user.id, completed: true, completedAt: new Date() },
    });
    const gql = await b.agent.gql(`{ tasks(completed: true, completedSince: "2000-01-01T00:00:00Z") { totalCount } }`);
    expect(gql.data.tasks.totalCount).toBe(0);
  });
});
