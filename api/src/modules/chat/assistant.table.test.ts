import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { addDays, dateToDue, localDate } from '../ai/clock.js';
import { understand } from '../ai/local/understand.js';
import { CASES, type Case, type TaskView } from './assistantCases.js';

type Agent = Awaited<ReturnType<typeof signedInUser>>['agent'];
type RestTask = TaskView & { id: number };

async function seeded(server: TestServer) {
  const u = await signedInUser(server, { name: 'Ada Lovelace' });
  const db = server.app.deps.db;
  const today = localDate(new Date());
  const work = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, position: 0, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const home = await db.project.create({
    data: { name: 'Home', priority: 3, userId: u.user.id, position: 1, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const make = (name: string, projectId: number, priority: number, duration: number, extra: Record<string, unknown> = {}) =>
    db.task.create({ data: { name, priority, duration, projectId, userId: u.user.id, ...extra } });
  await make('Write quarterly report', work.id, 6, 90, { timeSpent: 30 });
  await make('Tidy desk', work.id, 2, 10);
  await make('Ship release', work.id, 9, 60, { dueDate: dateToDue(today) });
  await make('Send invoice', work.id, 5, 25, { completed: true, completedAt: new Date() });
  await make('Buy milk', home.id, 5, 15);
  await make('Call the bank', home.id, 4, 20, { dueDate: dateToDue(addDays(today, -1)) });
  await make('Water the plants', home.id, 3, 10);
  return { ...u, today };
}

const tasksOf = async (agent: Agent): Promise<RestTask[]> => {
  const res = await agent.get('/api/tasks');
  expect(res.status).toBe(200);
  return res.body;
};
const byName = (tasks: RestTask[], name: string) => tasks.find((t) => t.name === name);
const essentials = (t: RestTask) => ({
  name: t.name,
  priority: t.priority,
  duration: t.duration,
  completed: t.completed,
  projectName: t.projectName,
  dueDate: t.dueDate,
  description: t.description,
});

/** A plan of today that its user then changed by hand (a session removed), some time after it was made. */
async function editPlan(server: TestServer, agent: Agent, userId: number, today: string) {
  const made = await agent.post('/api/schedule/generate', { date: today });
  expect(made.status).toBeLessThan(300);
  const work = made.body.sessions.find((s: { isBreak: boolean }) => !s.isBreak);
  if (work) expect((await agent.delete(`/api/schedule/${today}/sessions/${work.sessionId}`)).status).toBe(200);
  await server.app.deps.db.dailySchedule.updateMany({ where: { userId }, data: { generatedTimestamp: new Date(Date.now() - 3_600_000) } });
}

async function check(c: Case, agent: Agent, before: RestTask[], today: string, planBefore: unknown) {
  const after = await tasksOf(agent);
  const e = c.effect;
  const unchangedBut = (ids: Set<number>) => {
    for (const t of before)
      if (!ids.has(t.id)) expect(after.find((a) => a.id === t.id) && essentials(after.find((a) => a.id === t.id)!)).toEqual(essentials(t));
  };
  const idsOf = (names: string[]) => new Set(names.map((n) => byName(before, n)!.id));
  if ('none' in e) {
    expect(after.map(essentials)).toEqual(before.map(essentials));
  } else if ('created' in e) {
    const added = after.filter((t) => !before.some((b) => b.id === t.id));
    expect(added).toHaveLength(e.created.length);
    for (const want of e.created) expect(byName(added, want.name)).toMatchObject(want);
    unchangedBut(new Set());
  } else if ('completed' in e || 'reopened' in e) {
    const names = 'completed' in e ? e.completed : e.reopened;
    for (const n of names) expect(after.find((t) => t.id === byName(before, n)!.id)!.completed).toBe('completed' in e);
    unchangedBut(idsOf(names));
  } else if ('deleted' in e) {
    for (const n of e.deleted) expect(after.find((t) => t.id === byName(before, n)!.id)).toBeUndefined();
    expect(after).toHaveLength(before.length - e.deleted.length);
    unchangedBut(idsOf(e.deleted));
  } else if ('changed' in e) {
    const id = byName(before, e.changed)!.id;
    expect(after.find((t) => t.id === id)).toMatchObject(e.to);
    unchangedBut(new Set([id]));
  } else if ('timer' in e) {
    const timer = (await agent.get('/api/timer')).body;
    expect(timer.status).toBe(e.timer);
    if (e.on) expect(timer.activeTask?.name).toBe(e.on);
  } else if ('plan' in e) {
    const plan = await agent.get(`/api/schedule/${today}`);
    if (e.plan === 'asked') expect(plan.body.sessions).toEqual((planBefore as { sessions: unknown }).sessions);
    else expect(plan.status).toBe(200);
  } else if ('project' in e) {
    const projects = (await agent.get('/api/projects')).body as Array<{ name: string }>;
    expect(projects.map((p) => p.name)).toContain(e.project);
    unchangedBut(new Set());
  }
}

describeEachProvider('The assistant reads what people type (the table)', (server) => {
  // the model trains (and the date parser loads) once per process: not inside the first row's time
  beforeAll(() => understand('add a task to warm up tomorrow', { today: localDate(new Date()), projects: [] }), 60_000);

  it.each(CASES.map((c, i) => [`${i + 1}. ${c.before ? `${c.before.join(' → ')} → ` : ''}${c.m}`, c] as const))('%s', async (_label, c) => {
    const s = await seeded(server());
    if (c.editedPlan) await editPlan(server(), s.agent, s.user.id, s.today);
    for (const m of c.before ?? []) expect((await s.agent.post('/api/chat', { message: m })).status).toBe(200);
    const before = await tasksOf(s.agent);
    const planBefore = (await s.agent.get(`/api/schedule/${s.today}`)).body;

    const open = before.filter((t) => !t.completed).map((t) => t.name);
    const names = new Set([...open, 'Work', 'Home'].flatMap((n) => n.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
    const read = await understand(c.m, { today: s.today, projects: ['Work', 'Home'], names });
    expect(read.intent).toBe(c.intent);
    expect(read.entities).toMatchObject(c.entities ?? {});

    const res = await s.agent.post('/api/chat', { message: c.m });
    expect(res.status).toBe(200);
    if (c.reply) expect(res.body.text).toMatch(c.reply);
    await check(c, s.agent, before, s.today, planBefore);
  });
});
