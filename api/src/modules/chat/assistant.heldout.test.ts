import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { essentials, seeded, tasksOf, type Agent, type RestTask } from '../../../test/chatSeed.js';
import { expectEffect } from '../../../test/assistantEffects.js';
import { ENGLISH, withoutNames } from '../../../test/germanReply.js';
import { understand } from '../ai/local/understand.js';
import { addDays, localDate } from '../ai/clock.js';
import { HELD_OUT, type HeldOutCase, type SetupTask } from './assistantHeldOut.js';

type Seen = RestTask & { labelNames: string[]; recurrence: string | null };

const view = (t: Seen) => ({ ...essentials(t), recurrence: t.recurrence, labels: t.labelNames });

async function read(agent: Agent): Promise<Seen[]> {
  const [tasks, labels] = await Promise.all([tasksOf(agent), agent.get('/api/labels')]);
  const names = new Map<number, string>((labels.body as Array<{ id: number; name: string }>).map((l) => [l.id, l.name]));
  return tasks.map((t) => {
    const raw = t as unknown as { labels: number[]; recurrence: string | null };
    return { ...t, recurrence: raw.recurrence, labelNames: raw.labels.map((id) => names.get(id) ?? '?') };
  });
}

/** The reply without the names of tasks and projects (which are the user's words, in any language). */
async function namesOf(agent: Agent) {
  const projects = (await agent.get('/api/projects')).body as Array<{ name: string }>;
  return [...(await read(agent)).map((t) => t.name), ...projects.map((p) => p.name)];
}

async function projectId(agent: Agent, name: string) {
  const list = (await agent.get('/api/projects')).body as Array<{ id: number; name: string }>;
  const found = list.find((p) => p.name === name);
  if (found) return found.id;
  const made = await agent.post('/api/projects', { name, priority: 5 });
  if (made.status !== 201) throw new Error(`project ${name}: ${made.status}`);
  return made.body.id as number;
}

async function prepare(agent: Agent, tasks: SetupTask[]) {
  for (const t of tasks) {
    const dueDate = t.dueDate === 'tomorrow' ? addDays(localDate(new Date()), 1) : t.dueDate;
    const made = await agent.post('/api/tasks', {
      name: t.name,
      projectId: await projectId(agent, t.project ?? 'Home'),
      priority: t.priority ?? 5,
      duration: t.duration ?? 30,
      ...(dueDate ? { dueDate } : {}),
    });
    if (made.status !== 201) throw new Error(`setup ${t.name}: ${made.status} ${JSON.stringify(made.body)}`);
    if (t.completed) expect((await agent.patch(`/api/tasks/${made.body.id}/complete`, { completed: true })).status).toBe(200);
  }
}

describeEachProvider('The assistant on a second held-out set (one user, judged by effect)', (server: () => TestServer) => {
  let agent: Agent;
  beforeAll(async () => {
    await understand('add a task to warm up tomorrow', { today: localDate(new Date()), projects: [] });
    agent = (await seeded(server())).agent;
    expect((await agent.post('/api/labels', { name: 'errands' })).status).toBe(201);
  }, 60_000);

  const label = (c: HeldOutCase, i: number) => `${i + 1}. ${c.before ? `${c.before.join(' → ')} → ` : ''}${c.m}`;
  const run = async (_label: string, c: HeldOutCase) => {
    expect((await agent.post('/api/chat/clear', {})).status).toBe(200);
    expect((await agent.post('/api/timer/reset', {})).status).toBe(200);
    await prepare(agent, c.setup ?? []);
    for (const m of c.before ?? []) expect((await agent.post('/api/chat', { message: m })).status).toBe(200);
    const before = await read(agent);
    const res = await agent.post('/api/chat', { message: c.m });
    expect(res.status).toBe(200);
    const text = String(res.body.text);
    if (typeof c.reply === 'function') {
      const open = (await read(agent)).filter((t) => !t.completed);
      expect({ text, fits: c.reply(text, open) }).toMatchObject({ fits: true });
    } else if (c.reply) expect(text).toMatch(c.reply);
    if (c.notReply) expect(text).not.toMatch(c.notReply);
    if (c.de) expect(withoutNames(text, await namesOf(agent))).not.toMatch(ENGLISH);
    await expectEffect(c.effect, { agent, before, after: await read(agent), view, anyCase: () => true });
  };
  it.each(HELD_OUT.flatMap((c, i) => (c.gap ? [] : [[label(c, i), c] as const])))('%s', run);
  // what the engine cannot do yet: each must keep failing until it can
  const gaps = HELD_OUT.flatMap((c, i) => (c.gap ? [[`${label(c, i)} (not yet: ${c.gap})`, c] as const] : []));
  if (gaps.length) it.failing.each(gaps)('%s', run);
});
