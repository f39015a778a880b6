import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

// AI results arrive as notifications (type "ai"), so a user who left the screen still learns of them.
describeEachProvider('AI result notifications', (server) => {
  it('tells the user when recommendations are refreshed and when a plan is ready', async () => {
    const { agent, user } = await signedInUser(server());
    const db = server().app.deps.db;
    const project = await db.project.create({ data: { name: 'Work', priority: 5, userId: user.id, members: { create: { userId: user.id, role: 'owner' } } } });
    await db.task.create({ data: { name: 'Write the report', priority: 9, duration: 50, projectId: project.id, userId: user.id } });

    expect((await agent.post('/api/ai/recommendations/refresh', {})).status).toBe(200);
    const plan = await agent.post('/api/schedule/generate', { date: '2030-01-15' });
    expect(plan.status).toBe(200);

    const list = await agent.get('/api/notifications');
    expect(list.status).toBe(200);
    const ai = (list.body.notifications ?? list.body).filter((n: { type: string }) => n.type === 'ai');
    expect(ai.map((n: { title: string }) => n.title)).toEqual(['Your plan for 2030-01-15 is ready', 'Recommendations updated']);
    expect(ai[1].message).toMatch(/^Next up: Write the report/);
    expect(ai[0].message).toBe(plan.body.summary ?? plan.body.scheduleData?.summary);
    expect(ai.every((n: { read: boolean }) => n.read === false)).toBe(true);
  });

  it('a refresh that keeps the same task first adds no notification; a new first task does', async () => {
    const { agent, user } = await signedInUser(server());
    const db = server().app.deps.db;
    const project = await db.project.create({ data: { name: 'Work', priority: 5, userId: user.id, members: { create: { userId: user.id, role: 'owner' } } } });
    await db.task.create({ data: { name: 'Write the report', priority: 9, duration: 50, projectId: project.id, userId: user.id } });
    const titles = async () =>
      ((await agent.get('/api/notifications')).body as Array<{ type: string; message: string }>).filter((n) => n.type === 'ai').map((n) => n.message);

    for (let i = 0; i < 3; i++) expect((await agent.post('/api/ai/recommendations/refresh', {})).status).toBe(200);
    expect(await titles()).toEqual([expect.stringMatching(/^Next up: Write the report/)]);

    const urgent = await agent.post('/api/tasks', {
      name: 'Fix the outage',
      priority: 10,
      duration: 15,
      projectId: project.id,
      dueDate: new Date().toISOString().slice(0, 10),
    });
    expect(urgent.status).toBe(201);
    await agent.post('/api/ai/recommendations/refresh', {});
    expect(await titles()).toEqual([expect.stringMatching(/^Next up: Fix the outage/), expect.stringMatching(/^Next up: Write the report/)]);
  });

  it('does not notify another user', async () => {
    const a = await signedInUser(server());
    const b = await signedInUser(server());
    await a.agent.post('/api/schedule/generate', { date: '2030-01-16' });
    const list = await b.agent.get('/api/notifications');
    const ai = (list.body.notifications ?? list.body).filter((n: { type: string }) => n.type === 'ai');
    expect(ai).toHaveLength(0);
  });
});
