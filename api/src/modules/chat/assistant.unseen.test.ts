import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { essentials, seeded, tasksOf } from '../../../test/chatSeed.js';
import { expectEffect } from '../../../test/assistantEffects.js';
import { understand } from '../ai/local/understand.js';
import { localDate } from '../ai/clock.js';
import { UNSEEN } from './assistantUnseen.js';

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
    const after = await tasksOf(s.agent);
    await expectEffect(c.effect, { agent: s.agent, before, after, view: essentials, anyCase: (field) => field === 'name' });
  });
});
