import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { essentials, seeded, tasksOf, type Agent, type RestTask } from '../../../test/chatSeed.js';
import { understand } from '../ai/local/understand.js';
import { localDate } from '../ai/clock.js';
import { UNSEEN, type TaskWant, type UnseenCase, type Want } from './assistantUnseen.js';

const fits = (want: Want, value: unknown, key: string) => {
  if (want instanceof RegExp) return want.test(String(value));
  if (typeof want === 'function') return want(value);
  if (key === 'name' && typeof want === 'string' && typeof value === 'string') return want.toLowerCase() === value.toLowerCase();
  return want === value;
};
const matches = (t: RestTask, want: Partial<TaskWant>) =>
  Object.entries(want).every(([k, w]) => fits(w as Want, (t as unknown as Record<string, unknown>)[k], k));
const show = (want: Partial<TaskWant>) => Object.fromEntries(Object.entries(want).map(([k, w]) => [k, typeof w === 'function' ? '(a test)' : String(w)]));

async function check(c: UnseenCase, agent: Agent, before: RestTask[]) {
  const after = await tasksOf(agent);
  const e = c.effect;
  const byName = (name: string) => before.find((t) => t.name === name)!;
  const unchangedBut = (ids: Set<number>) => {
    for (const t of before) if (!ids.has(t.id)) expect(essentials(after.find((a) => a.id === t.id) ?? ({} as RestTask))).toEqual(essentials(t));
  };
  const idsOf = (names: string[]) => new Set(names.map((n) => byName(n).id));
  if ('none' in e) {
    expect(after.map(essentials)).toEqual(before.map(essentials));
  } else if ('created' in e) {
    const added = after.filter((t) => !before.some((b) => b.id === t.id));
    expect(added.map((t) => t.name)).toHaveLength(e.created.length);
    for (const want of e.created)
      expect({ want: show(want), found: added.some((t) => matches(t, want)), added: added.map(essentials) }).toMatchObject({ found: true });
    unchangedBut(new Set());
  } else if ('completed' in e || 'reopened' in e) {
    const names = 'completed' in e ? e.completed : e.reopened;
    for (const n of names) expect({ n, completed: after.find((t) => t.id === byName(n).id)?.completed }).toEqual({ n, completed: 'completed' in e });
    unchangedBut(idsOf(names));
  } else if ('deleted' in e) {
    for (const n of e.deleted) expect(after.find((t) => t.id === byName(n).id)).toBeUndefined();
    expect(after).toHaveLength(before.length - e.deleted.length);
    unchangedBut(idsOf(e.deleted));
  } else if ('changed' in e) {
    const id = byName(e.changed).id;
    const now = after.find((t) => t.id === id)!;
    expect({ want: show(e.to), ok: matches(now, e.to), now: essentials(now) }).toMatchObject({ ok: true });
    unchangedBut(new Set([id]));
  } else if ('timer' in e) {
    const timer = (await agent.get('/api/timer')).body;
    expect(timer.status).toBe(e.timer);
    if (e.on) expect(timer.activeTask?.name).toBe(e.on);
  } else if ('plan' in e) {
    const today = localDate(new Date());
    const plan = await agent.get(`/api/schedule/${today}`);
    expect(plan.status).toBe(200);
    expect(plan.body.sessions.length).toBeGreaterThan(0);
  }
}

describeEachProvider('The assistant on messages it was not written for (judged by their effect)', (server: () => TestServer) => {
  beforeAll(() => understand('add a task to warm up tomorrow', { today: localDate(new Date()), projects: [] }), 60_000);

  it.each(UNSEEN.map((c, i) => [`${i + 1}. ${c.before ? `${c.before.join(' → ')} → ` : ''}${c.m}`, c] as const))('%s', async (_label, c) => {
    const s = await seeded(server());
    for (const m of c.before ?? []) expect((await s.agent.post('/api/chat', { message: m })).status).toBe(200);
    const before = await tasksOf(s.agent);
    const res = await s.agent.post('/api/chat', { message: c.m });
    expect(res.status).toBe(200);
    if (c.reply) expect(res.body.text).toMatch(c.reply);
    if (c.notReply) expect(res.body.text).not.toMatch(c.notReply);
    await check(c, s.agent, before);
  });
});
