import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { dateToDue, localDate } from './clock.js';

const DAY = 86_400_000;

/** A user with tasks and focus history written straight to the database. */
async function seeded(server: TestServer) {
  const u = await signedInUser(server);
  const db = server.app.deps.db;
  const now = Date.now();
  const project = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const home = await db.project.create({ data: { name: 'Home', priority: 3, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } } });
  const make = (data: {
    name: string;
    priority: number;
    duration: number;
    timeSpent?: number;
    createdAt?: Date;
    dueDate?: Date;
    completed?: boolean;
    projectId?: number;
  }) => db.task.create({ data: { projectId: project.id, userId: u.user.id, ...data } });
  const ship = await make({ name: 'Ship release', priority: 9, duration: 60, dueDate: dateToDue(localDate(new Date())) });
  const tidy = await make({ name: 'Tidy desk', priority: 2, duration: 10, projectId: home.id });
  const refactor = await make({ name: 'Refactor', priority: 6, duration: 120, timeSpent: 60, createdAt: new Date(now - 5 * DAY) });
  const urgent = await make({ name: 'Old urgent', priority: 8, duration: 600, createdAt: new Date(now - 5 * DAY) });
  const done = await make({ name: 'Done thing', priority: 5, duration: 30, timeSpent: 45, completed: true });
  await db.task.update({ where: { id: done.id }, data: { completedAt: new Date() } });
  await db.pomodoroSession.create({ data: { taskId: refactor.id, startTime: new Date(), duration: 25, type: 'work', completed: true } });
  await db.pomodoroSession.create({ data: { taskId: refactor.id, startTime: new Date(), duration: 5, type: 'break', completed: true } });
  return { ...u, ship, tidy, refactor, urgent, done };
}

describeEachProvider('AI recommendations and insights', (server) => {
  it('ranks the open tasks, stores the ranking and replaces it on each run', async () => {
    const s = await seeded(server());
    const res = await s.agent.post('/api/ai/recommendations/refresh', {});
    expect(res.status).toBe(200);
    // Ship (90 + due today 35 ± size) > Old urgent (80 + age 5 − 10 or 0) ≥ … > Tidy (20 + ≤ 8): computed by hand
    expect(res.body.map((r: any) => r.taskName)).toEqual(['Ship release', 'Refactor', 'Old urgent', 'Tidy desk']);
    expect(res.body.map((r: any) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(res.body[0].reason).toMatch(/^High priority \(9\); due today/);
    expect(res.body[1].reason).toContain('50% done');
    expect(res.body[1].reason).toContain('momentum');
    expect(res.body[0]).toMatchObject({ taskId: s.ship.id, priority: 9, projectName: 'Work' });
    expect(typeof res.body[0].timestamp).toBe('string');

    const again = await s.agent.post('/api/ai/recommendations/refresh', {});
    expect(again.status).toBe(200);
    const db = server().app.deps.db;
    expect(await db.aiRecommendation.count({ where: { userId: s.user.id } })).toBe(4);

    const listed = await s.agent.get('/api/ai/recommendations');
    expect(listed.body.map((r: any) => r.taskId)).toEqual(again.body.map((r: any) => r.taskId));

    // deleted with its task; a completed task drops out of the list
    await db.task.delete({ where: { id: s.tidy.id } });
    await db.task.update({ where: { id: s.urgent.id }, data: { completed: true } });
    expect(await db.aiRecommendation.count({ where: { userId: s.user.id } })).toBe(3);
    expect((await s.agent.get('/api/ai/recommendations')).body.map((r: any) => r.taskName)).toEqual(['Ship release', 'Refactor']);
  });

  it('ranks a Refactor with momentum above an untouched task of higher priority', async () => {
    // Refactor: 60 + age 5 + progress 10 + invested 4 + momentum 12 (+ size) ; Old urgent: 80 + age 5 (+ size −10 or 0)
    const s = await seeded(server());
    const res = await s.agent.post('/api/ai/recommendations/refresh', {});
    const names = res.body.map((r: any) => r.taskName);
    expect(names.indexOf('Refactor')).toBeLessThan(names.indexOf('Old urgent'));
  });

  it('answers over GraphQL: recommendations, refresh and the provider in use', async () => {
    const s = await seeded(server());
    const refreshed = await s.agent.gql(`mutation { refreshRecommendations(input: {}) { recommendations { rank taskName reason taskRowId } } }`);
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data.refreshRecommendations.recommendations[0]).toMatchObject({ rank: 1, taskName: 'Ship release', taskRowId: s.ship.id });
    const q = await s.agent.gql(`{ recommendations { rank taskName } aiProvider { kind model } }`);
    expect(q.data.recommendations).toHaveLength(4);
    expect(q.data.aiProvider).toEqual({ kind: 'local', model: 'streamline-local-1' });
    expect((await s.agent.get('/api/ai/provider')).body).toEqual({ kind: 'local', model: 'streamline-local-1' });
  });

  it('computes insights from the focus history and tasks', async () => {
    const s = await seeded(server());
    const res = await s.agent.get('/api/ai/insights?days=7');
    expect(res.status).toBe(200);
    const i = res.body;
    expect(i.completion).toEqual({ total: 5, completed: 1, open: 4, rate: 0.2, completedInPeriod: 1 });
    expect(i.focusByDay).toHaveLength(7);
    expect(i.focusByDay[6]).toEqual({ date: localDate(new Date()), minutes: 25, sessions: 1 });
    expect(i.totalFocusMinutes).toBe(25);
    expect(i.focusByProject).toEqual([{ projectId: s.refactor.projectId, projectName: 'Work', minutes: 25 }]);
    // only the completed task is judged: the open Refactor's hour so far says nothing about its estimate yet
    expect(i.estimates).toMatchObject({ estimateMinutes: 30, actualMinutes: 45, ratio: 1.5 });
    expect(i.neglected).toEqual([{ taskId: s.urgent.id, taskName: 'Old urgent', priority: 8, daysUntouched: 5 }]);
    expect(i.bestFocusHours).toEqual([new Date().getUTCHours()]);
    expect(i.summary).toMatch(/^You focused 25 min over the last 7 days \(1 active day/);
    expect(i.summary).toContain('"Old urgent" (priority 8) has not been touched for 5 days.');

    const gql = await s.agent.gql(`{ insights(days: 3) { days completion { rate } focusByDay { date minutes } neglected { taskName } summary } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.insights.focusByDay).toHaveLength(3);
    expect(gql.data.insights.neglected).toEqual([{ taskName: 'Old urgent' }]);
  });

  it('refuses bad arguments, strangers and signed-out callers', async () => {
    const s = await seeded(server());
    expect((await s.agent.get('/api/ai/insights?days=0')).body).toEqual(expect.objectContaining({ message: 'days must be between 1 and 90' }));
    expect((await s.agent.get('/api/ai/insights?tzOffsetMinutes=2000')).status).toBe(400);
    const anon = server().agent();
    expect((await anon.get('/api/ai/recommendations')).status).toBe(401);
    expect((await anon.post('/api/ai/recommendations/refresh')).status).toBe(401);
    expect((await anon.get('/api/ai/insights')).status).toBe(401);
    const other = await signedInUser(server());
    await s.agent.post('/api/ai/recommendations/refresh', {});
    expect((await other.agent.get('/api/ai/recommendations')).body).toEqual([]);
  });

  it("never ranks, counts or lists another user's tasks", async () => {
    const s = await seeded(server());
    await s.agent.post('/api/ai/recommendations/refresh', {});
    const other = await signedInUser(server());
    expect((await other.agent.post('/api/ai/recommendations/refresh', {})).body).toEqual([]);
    const figures = (await other.agent.get('/api/ai/insights')).body;
    expect(figures.completion.total).toBe(0);
    expect(figures.totalFocusMinutes).toBe(0);
    expect((await s.agent.get('/api/ai/recommendations')).body).toHaveLength(4);
  });

  it('leaves a completed task out of the stored recommendations', async () => {
    const s = await seeded(server());
    await s.agent.post('/api/ai/recommendations/refresh', {});
    await s.agent.patch(`/api/tasks/${s.ship.id}/complete`, {});
    const names = (await s.agent.get('/api/ai/recommendations')).body.map((r: { taskName: string }) => r.taskName);
    expect(names).toHaveLength(3);
    expect(names).not.toContain('Ship release');
  });
});
