import { describeEachProvider } from '../../../test/testServer.js';
import { makeTask, runFor, userWithTask } from './testTasks.js';
import { focusTotals, sessionDay, type CountedSession, type FocusTotals } from '../../../../shared/pomodoro/sessionStats.js';

describeEachProvider('focus history', (server) => {
  async function seed() {
    const u = await userWithTask(server());
    const db = server().app.deps.db;
    const add = (startTime: string, duration: number, type = 'work', completed = true) =>
      db.pomodoroSession.create({ data: { taskId: u.task.id, startTime: new Date(startTime), duration, type, completed } });
    await add('2025-03-03T09:00:00Z', 25);
    await add('2025-03-03T23:30:00Z', 25); // 2025-03-04 at UTC+2, still 03-03 in UTC
    await add('2025-03-04T10:00:00Z', 50);
    await add('2025-03-04T11:00:00Z', 5, 'break');
    await add('2025-03-04T12:00:00Z', 25, 'work', false);
    await add('2025-03-06T08:00:00Z', 15);
    return u;
  }

  it('sums completed work minutes per day in UTC, listing every day of the range', async () => {
    const { agent } = await seed();
    const res = await agent.get('/api/pomodoro/focus-history?from=2025-03-03&to=2025-03-06');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: '2025-03-03', minutes: 50, sessions: 2 },
      { date: '2025-03-04', minutes: 50, sessions: 1 },
      { date: '2025-03-05', minutes: 0, sessions: 0 },
      { date: '2025-03-06', minutes: 15, sessions: 1 },
    ]);
  });

  it("groups by the viewer's own calendar day (utcOffsetMinutes), over GraphQL too", async () => {
    const { agent } = await seed();
    const q = `query($from: String!, $to: String!, $o: Int) { focusHistory(from: $from, to: $to, utcOffsetMinutes: $o) { date minutes sessions } }`;
    const east = await agent.gql(q, { from: '2025-03-03', to: '2025-03-04', o: 120 });
    expect(east.data.focusHistory).toEqual([
      { date: '2025-03-03', minutes: 25, sessions: 1 },
      { date: '2025-03-04', minutes: 75, sessions: 2 },
    ]);
    // UTC-10: 2025-03-03T09:00Z is still March 2nd
    const west = await agent.gql(q, { from: '2025-03-02', to: '2025-03-02', o: -600 });
    expect(west.data.focusHistory).toEqual([{ date: '2025-03-02', minutes: 25, sessions: 1 }]);
  });

  it('counts a work session stopped early by the minutes it ran, not as a pomodoro; the Dashboard and the Pomodoro screen read these', async () => {
    const { agent, task, user } = await userWithTask(server());
    const next = await makeTask(server(), user.id, { name: 'Next' });
    // today, through the timer: 12 minutes then a switch, 25 minutes then the break, a reset 3 minutes into the next
    await agent.post('/api/timer/start', { taskIds: [task.id] });
    await runFor(server(), user.id, 12);
    await agent.post('/api/timer/start', { taskIds: [next.id] });
    await runFor(server(), user.id, 25);
    await agent.get('/api/timer');
    await agent.post('/api/timer/start', { taskIds: [next.id] });
    await runFor(server(), user.id, 3);
    await agent.post('/api/timer/reset');
    // stopped before the real length was recorded: its start-to-end span bounds it
    const db = server().app.deps.db;
    const start = new Date(Date.now() - 60 * 60_000);
    await db.pomodoroSession.create({
      data: { taskId: task.id, startTime: start, endTime: new Date(start.getTime() + 6 * 60_000 + 59_000), duration: 25, type: 'work', completed: false },
    });

    // yesterday and today, so a run just after midnight UTC counts the same
    const days = [new Date(Date.now() - 86_400_000), new Date()].map((d) => d.toISOString().slice(0, 10));
    const history = await agent.gql(`query($from: String!, $to: String!) { focusHistory(from: $from, to: $to) { minutes sessions } }`, {
      from: days[0],
      to: days[1],
    });
    const total = history.data.focusHistory.reduce((sum: FocusTotals, d: FocusTotals) => ({
      minutes: sum.minutes + d.minutes,
      sessions: sum.sessions + d.sessions,
    }));
    expect(total).toEqual({ minutes: 12 + 25 + 3 + 6, sessions: 1 });
    const tasks = await db.task.findMany({ where: { id: { in: [task.id, next.id] } }, orderBy: { id: 'asc' } });
    expect(tasks.map((t) => t.timeSpent)).toEqual([12, 25 + 3]);

    // the session list a screen shows, counted with the shared definition, gives the same totals
    const listed = await agent.gql(`{ pomodoroSessions(first: 50) { edges { node { type completed duration startTime endTime } } } }`);
    const nodes = listed.data.pomodoroSessions.edges.map((e: { node: CountedSession }) => e.node);
    expect(focusTotals(nodes.filter((s: CountedSession) => sessionDay(s, 0) === days[1]))).toEqual(history.data.focusHistory[1]);
    expect(focusTotals(nodes)).toEqual(total);
  });

  it("counts only the viewer's sessions", async () => {
    await seed();
    const other = await userWithTask(server());
    await makeTask(server(), other.user.id);
    const res = await other.agent.get('/api/pomodoro/focus-history?from=2025-03-03&to=2025-03-03');
    expect(res.body).toEqual([{ date: '2025-03-03', minutes: 0, sessions: 0 }]);
  });

  it('bad ranges answer 400', async () => {
    const { agent } = await userWithTask(server());
    const get = (qs: string) => agent.get(`/api/pomodoro/focus-history?${qs}`);
    expect(await get('from=2025-03-05&to=2025-03-01')).toMatchObject({
      status: 400,
      body: { message: 'from must not be after to, and the range at most 366 days' },
    });
    expect(await get('from=2024-01-01&to=2025-12-31')).toMatchObject({ status: 400 });
    expect(await get('from=2025-02-30&to=2025-03-01')).toMatchObject({ status: 400, body: { message: 'Dates must be calendar days like 2025-01-31' } });
    expect(await get('to=2025-03-01')).toMatchObject({ status: 400 });
    expect(await get('from=2025-03-01&to=2025-03-01&utcOffsetMinutes=900')).toMatchObject({
      status: 400,
      body: { message: 'utcOffsetMinutes must be a whole number of minutes from -840 to 840' },
    });
  });
});
