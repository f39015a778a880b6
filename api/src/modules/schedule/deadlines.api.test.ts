import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

const DATE = '2030-01-15';
const prefs = { workHours: { start: '09:00', end: '13:00' }, breakDuration: 10, focusTime: 60 };
const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** Tasks with deadlines and planned days written straight to their columns. */
async function seeded(server: TestServer) {
  const u = await signedInUser(server);
  const db = server.app.deps.db;
  await db.user.update({ where: { id: u.user.id }, data: { timeZone: 'Europe/Berlin' } });
  const project = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const make = (data: { name: string; priority: number; duration: number; dueDate?: Date; dueTime?: string; plannedDate?: Date }) =>
    db.task.create({ data: { projectId: project.id, userId: u.user.id, ...data } });
  const big = await make({ name: 'Big project', priority: 9, duration: 60 });
  const report = await make({ name: 'Write report', priority: 4, duration: 120, dueDate: day(DATE), dueTime: '10:30' });
  const memo = await make({ name: 'Send memo', priority: 3, duration: 30, dueDate: day(DATE), dueTime: '10:00' });
  const taxes = await make({ name: 'Tax forms', priority: 2, duration: 20, dueDate: day('2030-01-10') });
  const planned = await make({ name: 'Planned chore', priority: 1, duration: 30, plannedDate: day(DATE) });
  const later = await make({ name: 'Next week', priority: 10, duration: 30, plannedDate: day('2030-01-20') });
  return { ...u, big, report, memo, taxes, planned, later };
}

describeEachProvider('Today schedule with deadlines', (server) => {
  it("places overdue and due work first, meets the deadlines it can and says plainly which it can't", async () => {
    const s = await seeded(server());
    const res = await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    expect(res.status).toBe(200);
    expect(res.body.sessions.filter((x: any) => !x.isBreak).map((x: any) => [x.startTime, x.endTime, x.taskName])).toEqual([
      ['09:00', '09:20', 'Tax forms'],
      ['09:30', '10:00', 'Send memo'],
      ['10:10', '11:10', 'Write report'],
      ['11:20', '12:20', 'Write report'],
      ['12:30', '13:00', 'Planned chore'],
    ]);
    expect(res.body.warnings).toEqual(['Can\'t fit "Write report" (2h) before its 10:30 deadline.']);
    expect(res.body.summary).toContain('2 tasks did not fit in your work hours: Big project, Next week.');
    expect(res.body.summary).toMatch(/ "Write report" can't be done before its deadline\.$/);

    const stored = await server().app.deps.db.dailySchedule.findUniqueOrThrow({ where: { userId_date: { userId: s.user.id, date: DATE } } });
    expect((stored.scheduleData as any).warnings).toEqual(res.body.warnings);
    const gql = await s.agent.gql(`{ schedule(date: "${DATE}") { warnings summary } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.schedule).toEqual({ warnings: res.body.warnings, summary: res.body.summary });

    const note = await server().app.deps.db.notification.findFirstOrThrow({ where: { userId: s.user.id, type: 'ai' }, orderBy: { id: 'desc' } });
    expect(note.message).toContain('Can\'t fit "Write report" (2h) before its 10:30 deadline.');
  });

  it('keeps the spec shape and no warnings when every deadline is met', async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    await db.task.update({ where: { id: s.report.id }, data: { dueTime: '13:00' } });
    const res = await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    expect(res.body.sessions.filter((x: any) => !x.isBreak).map((x: any) => x.taskName)).toEqual([
      'Tax forms',
      'Send memo',
      'Write report',
      'Write report',
      'Planned chore',
    ]);
    expect(res.body.warnings).toBeUndefined();
    const stored = await db.dailySchedule.findUniqueOrThrow({ where: { userId_date: { userId: s.user.id, date: DATE } } });
    expect(Object.keys(stored.scheduleData as object).sort()).toEqual(['date', 'isEmpty', 'recommendedFocus', 'sessions', 'summary']);
    expect((await s.agent.gql(`{ schedule(date: "${DATE}") { warnings } }`)).data.schedule.warnings).toEqual([]);
  });
});
