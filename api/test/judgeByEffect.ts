import { describeEachProvider, type TestServer } from './testServer.js';
import { essentials, seeded, tasksOf } from './chatSeed.js';
import { expectEffect } from './assistantEffects.js';
import { ENGLISH, withoutNames } from './germanReply.js';
import { understand } from '../src/modules/ai/local/understand.js';
import { localDate } from '../src/modules/ai/clock.js';
import type { UnseenCase } from '../src/modules/chat/assistantUnseen.js';

/**
 * A set of messages the engine was not written for, each sent by a freshly seeded user (chatSeed.ts)
 * after its `before` messages, and judged by its effect read back through REST and by its reply.
 * These sets judge how messages are read, which the database does not change: they run on SQLite,
 * while the table (assistant.table.test.ts) runs every operation on both databases.
 */
export function judgeByEffect(title: string, cases: UnseenCase[]) {
  describeEachProvider(
    title,
    (server: () => TestServer) => {
      // the model trains (and the date parser loads) once per process: not inside the first row's time
      beforeAll(() => understand('add a task to warm up tomorrow', { today: localDate(new Date()), projects: [] }), 60_000);

      it.each(cases.map((c, i) => [`${i + 1}. ${c.before ? `${c.before.join(' → ')} → ` : ''}${c.m}`, c] as const))('%s', async (_label, c) => {
        const s = await seeded(server());
        for (const m of c.before ?? []) expect((await s.agent.post('/api/chat', { message: m })).status).toBe(200);
        const before = await tasksOf(s.agent);
        const res = await s.agent.post('/api/chat', { message: c.m });
        expect(res.status).toBe(200);
        if (c.reply) expect(res.body.text).toMatch(c.reply);
        if (c.notReply) expect(res.body.text).not.toMatch(c.notReply);
        const after = await tasksOf(s.agent);
        const projects = (await s.agent.get('/api/projects')).body as Array<{ name: string }>;
        const names = [...before, ...after].map((t) => t.name).concat(projects.map((p) => p.name));
        if (c.de) expect(withoutNames(res.body.text, names)).not.toMatch(ENGLISH);
        await expectEffect(c.effect, { agent: s.agent, before, after, view: essentials, anyCase: (field) => field === 'name' });
      });
    },
    ['sqlite'],
  );
}
