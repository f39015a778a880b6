import { describeEachProvider } from '../../../test/testServer.js';
import { seeded, tasksOf } from '../../../test/chatSeed.js';
import { localDate } from '../ai/clock.js';

type Session = { startTime: string; endTime: string; isBreak: boolean; taskName: string | null };

/** A client offset from UTC at which it is `hour`:00 now (within the day's offsets). */
function offsetAt(hour: number): number {
  const now = new Date();
  let offset = hour * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes());
  if (offset < -720) offset += 1440;
  if (offset > 840) offset -= 1440;
  return offset;
}

/** The "HH:mm–HH:mm name" lines of a reply. */
const linesOf = (text: string) => text.split('\n').filter((l) => /^\d\d:\d\d–\d\d:\d\d /.test(l));

describeEachProvider('the assistant answers what to focus on in a part of today', (server) => {
  it('with no plan: what would fit this afternoon, inside its hours, and nothing is planned or changed', async () => {
    const s = await seeded(server());
    const tzOffsetMinutes = offsetAt(7);
    const before = await tasksOf(s.agent);
    const reply = await s.agent.post('/api/chat', { message: 'what should I focus on this afternoon?', tzOffsetMinutes });
    expect(reply.status).toBe(200);
    const text = reply.body.text as string;
    expect(text).toMatch(/^For this afternoon \(12:00–\d\d:\d\d\) this fits, most pressing first:\n/);
    expect(text).toMatch(/\nSay "plan my afternoon" to put it in your Today plan\.$/);
    const lines = linesOf(text);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect([l, l.slice(0, 5) >= '12:00' && l.slice(6, 11) <= '17:00']).toEqual([l, true]);
    // a task's focus blocks in a row are one line
    expect(lines.filter((l) => l.endsWith(' Ship release'))).toHaveLength(1);
    expect(text).not.toMatch(/due today/);
    // a question changes nothing: no plan is made, no task changes
    const plan = await s.agent.get(`/api/schedule/${localDate(new Date(), tzOffsetMinutes)}`);
    expect(plan.status === 404 || (plan.body.sessions as Session[]).length === 0).toBe(true);
    expect(await tasksOf(s.agent)).toEqual(before);
  });

  it("with a plan: the plan's sessions of the afternoon, not a new guess", async () => {
    const s = await seeded(server());
    const tzOffsetMinutes = offsetAt(7);
    expect((await s.agent.post('/api/chat', { message: 'plan my afternoon', tzOffsetMinutes })).status).toBe(200);
    const plan = await s.agent.get(`/api/schedule/${localDate(new Date(), tzOffsetMinutes)}`);
    const work = (plan.body.sessions as Session[]).filter((x) => !x.isBreak && x.startTime >= '12:00');
    expect(work.length).toBeGreaterThan(0);
    const reply = await s.agent.post('/api/chat', { message: 'what should I focus on this afternoon', tzOffsetMinutes });
    const text = reply.body.text as string;
    expect(text).toMatch(/^Your plan for this afternoon:\n/);
    const lines = linesOf(text);
    // the plan's sessions, a task's blocks in a row as one
    expect(lines[0].slice(0, 5)).toBe(work[0].startTime);
    expect(lines.at(-1)!.slice(6, 11)).toBe(work.at(-1)!.endTime);
    expect(new Set(lines.map((l) => l.slice(12)))).toEqual(new Set(work.map((x) => x.taskName)));
  });

  it('after the afternoon: it says so, and plans nothing', async () => {
    const s = await seeded(server());
    const tzOffsetMinutes = offsetAt(19);
    const reply = await s.agent.post('/api/chat', { message: 'what should I focus on this afternoon?', tzOffsetMinutes });
    expect(reply.body.text).toMatch(/^This afternoon is over: it is 19:\d\d now\./);
    const plan = await s.agent.get(`/api/schedule/${localDate(new Date(), tzOffsetMinutes)}`);
    expect(plan.status === 404 || (plan.body.sessions as Session[]).length === 0).toBe(true);
  });

  it('in German: what fits this afternoon, and how to plan it', async () => {
    const s = await seeded(server());
    const tzOffsetMinutes = offsetAt(7);
    const reply = await s.agent.post('/api/chat', { message: 'worauf soll ich mich heute nachmittag konzentrieren?', tzOffsetMinutes });
    const text = reply.body.text as string;
    expect(text).toMatch(/^Für heute Nachmittag \(12:00–\d\d:\d\d\) passt das, das Dringendste zuerst:\n/);
    expect(text).toMatch(/\nSag "plane meinen Nachmittag", um es in deinen Heute-Plan zu übernehmen\.$/);
    expect(linesOf(text).length).toBeGreaterThan(1);
    expect(text).not.toMatch(/Quick tasks/);
  });

  it('"what should I focus on this morning" at 07:00 keeps to the morning', async () => {
    const s = await seeded(server());
    const reply = await s.agent.post('/api/chat', { message: 'what should I focus on this morning?', tzOffsetMinutes: offsetAt(7) });
    const text = reply.body.text as string;
    expect(text).toMatch(/^For this morning \(09:00–/);
    for (const l of linesOf(text)) expect([l, l.slice(6, 11) <= '12:00']).toEqual([l, true]);
  });
});
