import { describeEachProvider } from './testServer.js';
import { essentials, editPlan, seeded, tasksOf, type Agent, type RestTask } from './chatSeed.js';
import { localDate, localMinutes } from '../src/modules/ai/clock.js';
import { understand } from '../src/modules/ai/local/understand.js';
import { namesContext } from '../src/modules/ai/local/chat.js';
import type { Case } from '../src/modules/chat/assistantCases.js';
import { expectEffect } from './assistantEffects.js';
import { ENGLISH, withoutNames } from './germanReply.js';

/** The entities with each test in `want` replaced by what it accepted (or by a note of what it did not): a subset to match. */
function tested(want: unknown, read: unknown): unknown {
  if (typeof want === 'function') return (want as (v: unknown) => boolean)(read) ? read : { failedTestOn: read };
  if (Array.isArray(want)) return want.map((w, i) => tested(w, Array.isArray(read) ? read[i] : undefined));
  if (want && typeof want === 'object' && !(want instanceof RegExp))
    return Object.fromEntries(Object.entries(want).map(([k, w]) => [k, tested(w, (read as Record<string, unknown> | undefined)?.[k])]));
  return want;
}

/** A plan asked about stays as it was; a plan made keeps to the window the message gave. */
async function checkPlan(e: Extract<Case['effect'], { plan: unknown }>, agent: Agent, today: string, planBefore: unknown) {
  const plan = await agent.get(`/api/schedule/${today}`);
  if (e.plan === 'asked') expect(plan.body.sessions).toEqual((planBefore as { sessions: unknown }).sessions);
  else expect(plan.status).toBe(200);
  if (e.window) {
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    // 'now': the rest of today, which starts no earlier than the working day (09:00)
    const from = e.window.from === 'now' ? Math.max(localMinutes(new Date()) - 5, 9 * 60) : minutes(e.window.from);
    const work = (plan.body.sessions as Array<{ isBreak: boolean; startTime: string; endTime: string }>).filter((x) => !x.isBreak);
    for (const x of work)
      expect([x.startTime, x.endTime, minutes(x.startTime) >= from && minutes(x.endTime) <= minutes(e.window.to)]).toEqual([x.startTime, x.endTime, true]);
  }
}

async function check(c: Case, agent: Agent, before: RestTask[], today: string, planBefore: unknown) {
  if ('plan' in c.effect) return checkPlan(c.effect, agent, today, planBefore);
  await expectEffect(c.effect, { agent, before, after: await tasksOf(agent), view: essentials, anyCase: () => false });
}

/**
 * A table of messages, each sent by a freshly seeded user (chatSeed.ts) after its `before` messages, on both
 * databases: read as its intent and entities, and judged by its effect read back through REST and by its reply.
 */
export function assistantTable(title: string, cases: Case[]) {
  describeEachProvider(title, (server) => {
    // the model trains (and the date parser loads) once per process: not inside the first row's time
    beforeAll(() => understand('add a task to warm up tomorrow', { today: localDate(new Date()), projects: [] }), 60_000);

    it.each(cases.map((c, i) => [`${i + 1}. ${c.before ? `${c.before.join(' → ')} → ` : ''}${c.m}`, c] as const))('%s', async (_label, c) => {
      const s = await seeded(server());
      if (c.editedPlan) await editPlan(server(), s.agent, s.user.id, s.today);
      for (const m of c.before ?? []) expect((await s.agent.post('/api/chat', { message: m })).status).toBe(200);
      const before = await tasksOf(s.agent);
      const planBefore = (await s.agent.get(`/api/schedule/${s.today}`)).body;

      const open = before.filter((t) => !t.completed).map((t) => t.name);
      const read = await understand(c.m, { today: s.today, ...namesContext({ projects: ['Work', 'Home'], tasks: open }) });
      expect(read.intent).toBe(c.intent);
      expect(read.entities).toMatchObject(tested(c.entities ?? {}, read.entities) as object);

      const res = await s.agent.post('/api/chat', { message: c.m });
      expect(res.status).toBe(200);
      if (c.reply) expect(res.body.text).toMatch(c.reply);
      if (c.notReply) expect(res.body.text).not.toMatch(c.notReply);
      if (c.de) {
        const names = (await tasksOf(s.agent))
          .map((t) => t.name)
          .concat(
            before.map((t) => t.name),
            ['Work', 'Home'],
          );
        expect(withoutNames(res.body.text, names)).not.toMatch(ENGLISH);
      }
      await check(c, s.agent, before, s.today, planBefore);
    });
  });
}
