import { request } from 'node:http';
import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

const DATE = '2030-01-15';
const prefs = { workHours: { start: '09:00', end: '12:00' }, breakDuration: 5, focusTime: 25 };
const row = (s: any) => [s.sessionId, s.startTime, s.endTime, s.isBreak ? 'break' : s.taskName];

async function seeded(server: TestServer) {
  const u = await signedInUser(server);
  const db = server.app.deps.db;
  const project = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const make = (name: string, priority: number, duration: number, timeSpent = 0) =>
    db.task.create({ data: { name, priority, duration, timeSpent, projectId: project.id, userId: u.user.id } });
  const deep = await make('Deep work', 9, 60);
  const email = await make('Email Bob', 5, 10);
  const bank = await make('Call bank', 8, 30, 20);
  const review = await make('Review PR', 8, 40);
  const plants = await make('Water plants', 2, 5);
  return { ...u, deep, email, bank, review, plants };
}

describeEachProvider('Today schedule', (server) => {
  it('generates, stores and serves the plan of a day in the spec shape', async () => {
    const s = await seeded(server());
    const res = await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    expect(res.status).toBe(200);
    expect(res.body.sessions.map(row)).toEqual([
      [1, '09:00', '09:25', 'Deep work'],
      [2, '09:25', '09:30', 'break'],
      [3, '09:30', '09:55', 'Deep work'],
      [4, '09:55', '10:00', 'break'],
      [5, '10:00', '10:10', 'Deep work'],
      [6, '10:10', '10:15', 'break'],
      [7, '10:15', '10:40', 'Quick tasks (3)'],
      [8, '10:40', '10:45', 'break'],
      [9, '10:45', '11:10', 'Review PR'],
      [10, '11:10', '11:15', 'break'],
      [11, '11:15', '11:30', 'Review PR'],
    ]);
    expect(res.body.sessions[6].groupedTasks.map((g: any) => g.taskId)).toEqual([s.bank.id, s.email.id, s.plants.id]);
    expect(res.body).toMatchObject({ date: DATE, isEmpty: false, todaySessions: [] });
    expect(res.body.recommendedFocus[0]).toMatch(/^Deep work: High priority \(9\)/);

    const stored = await server().app.deps.db.dailySchedule.findUniqueOrThrow({ where: { userId_date: { userId: s.user.id, date: DATE } } });
    expect(Object.keys(stored.scheduleData as object).sort()).toEqual(['date', 'isEmpty', 'recommendedFocus', 'sessions', 'summary']);

    const got = await s.agent.get(`/api/schedule/${DATE}`);
    expect(got.status).toBe(200);
    expect(got.body.sessions).toEqual(res.body.sessions);
    expect((await s.agent.get('/api/schedule/2030-01-16')).status).toBe(404);
  });

  it('edits the plan: move with shifting, refuse overlaps, remove, add', async () => {
    const s = await seeded(server());
    await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    const moved = await s.agent.patch(`/api/schedule/${DATE}/sessions/3`, { startTime: '09:35' });
    expect(moved.status).toBe(200);
    expect(moved.body.sessions.map(row).at(-1)).toEqual([11, '11:20', '11:35', 'Review PR']);
    const refused = await s.agent.patch(`/api/schedule/${DATE}/sessions/3`, { startTime: '09:40', shiftLater: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The session would overlap "Break" (10:00–10:05)');

    const removed = await s.agent.delete(`/api/schedule/${DATE}/sessions/7`);
    expect(removed.body.sessions.map((x: any) => x.sessionId)).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);

    const added = await s.agent.post(`/api/schedule/${DATE}/sessions`, { taskId: s.email.id });
    expect(added.status).toBe(201);
    expect(added.body.sessions.map(row).slice(-2)).toEqual([
      [12, '11:35', '11:40', 'break'],
      [13, '11:40', '11:50', 'Email Bob'],
    ]);
    expect((await s.agent.post(`/api/schedule/${DATE}/sessions`, { taskId: s.email.id, startTime: '09:10' })).status).toBe(409);
    expect((await s.agent.patch(`/api/schedule/${DATE}/sessions/3`, { startTime: '9am' })).body.message).toBe('Times must be HH:mm, e.g. 09:30');
    expect((await s.agent.delete(`/api/schedule/${DATE}/sessions/99`)).status).toBe(404);
  });

  it('starts and completes planned sessions and returns the task to time', async () => {
    const s = await seeded(server());
    await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    const started = await s.agent.post(`/api/schedule/${DATE}/sessions/1/start`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      taskId: s.deep.id,
      taskIds: [s.deep.id],
      todaySession: { sessionId: 1, taskName: 'Deep work', startTime: '09:00', endTime: '09:25', completed: false },
    });
    expect(started.body.todaySession.actualStartTime).toEqual(expect.any(String));
    const group = await s.agent.post(`/api/schedule/${DATE}/sessions/7/start`);
    expect(group.body.taskIds).toEqual([s.bank.id, s.email.id, s.plants.id]);
    expect((await s.agent.post(`/api/schedule/${DATE}/sessions/2/start`)).body.message).toBe('A break is not started: start the work session after it');

    const done = await s.agent.post(`/api/schedule/${DATE}/sessions/1/complete`);
    expect(done.body).toMatchObject({ id: started.body.todaySession.id, completed: true });
    expect(done.body.actualCompletionTime).toEqual(expect.any(String));

    const gql = await s.agent.gql(`{ schedule(date: "${DATE}") { sessions { sessionId started completed } todaySessions { sessionId completed } } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.schedule.sessions[0]).toEqual({ sessionId: 1, started: true, completed: true });
    expect(gql.data.schedule.sessions[6]).toEqual({ sessionId: 7, started: true, completed: false });

    // a new plan starts over
    const again = await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    expect(again.body.todaySessions).toEqual([]);
  });

  it('exports the day as an .ics calendar for its owner only', async () => {
    const s = await seeded(server());
    await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    const res = await s.agent.request('GET', `/api/schedule/${DATE}.ics`, undefined, { accept: 'text/calendar' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.text.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(6);
    expect(res.text).toContain('DTSTART:20300115T090000\r\nDTEND:20300115T092500\r\nSUMMARY:Deep work\r\n');
    expect((await server().agent().get(`/api/schedule/${DATE}.ics`)).status).toBe(401);
    const other = await signedInUser(server());
    expect((await other.agent.get(`/api/schedule/${DATE}.ics`)).status).toBe(404);
    expect((await other.agent.post(`/api/schedule/${DATE}/sessions/1/start`)).status).toBe(404);
  });

  it("a stranger neither sees nor changes another user's plan, nor plans another user's task (404, null)", async () => {
    const s = await seeded(server());
    await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    await s.agent.post(`/api/schedule/${DATE}/sessions/1/start`);
    const other = await signedInUser(server());
    expect((await other.agent.get(`/api/schedule/${DATE}`)).status).toBe(404);
    expect((await other.agent.patch(`/api/schedule/${DATE}/sessions/3`, { startTime: '09:35' })).status).toBe(404);
    expect((await other.agent.delete(`/api/schedule/${DATE}/sessions/3`)).status).toBe(404);
    expect((await other.agent.post(`/api/schedule/${DATE}/sessions/1/complete`)).status).toBe(404);
    const planned = await other.agent.post(`/api/schedule/${DATE}/sessions`, { taskId: s.email.id });
    expect(planned).toMatchObject({ status: 404, body: { message: 'Task not found' } });
    const gql = await other.agent.gql(`{ schedule(date: "${DATE}") { rowId } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.schedule).toBeNull();

    // the owner's plan and its progress are untouched
    const mine = await s.agent.get(`/api/schedule/${DATE}`);
    expect(mine.body.sessions).toHaveLength(11);
    expect(mine.body.todaySessions.map((t: { sessionId: number; completed: boolean }) => [t.sessionId, t.completed])).toEqual([[1, false]]);
  });

  it('gives the same event UIDs whatever host name the calendar is fetched through', async () => {
    const s = await seeded(server());
    await s.agent.post('/api/schedule/generate', { date: DATE, preferences: prefs });
    // fetch() would not send a Host of our choosing
    const fetchVia = (host: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const url = new URL(`${server().url}/api/schedule/${DATE}.ics`);
        request(url, { headers: { host, cookie: s.agent.cookieHeader } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (part: string) => (text += part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        })
          .on('error', reject)
          .end();
      });
    const uids = (ics: string) => ics.split('\r\n').filter((line) => line.startsWith('UID:'));
    const local = await fetchVia(new URL(server().url).host);
    const renamed = await fetchVia('calendar.example.com:8443');
    expect([local.status, renamed.status]).toEqual([200, 200]);
    expect(uids(local.text)).toHaveLength(6);
    expect(new Set(uids(local.text)).size).toBe(6);
    expect(uids(renamed.text)).toEqual(uids(local.text));
    expect(local.text).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('explains an empty day and rejects bad requests', async () => {
    const s = await signedInUser(server());
    const empty = await s.agent.post('/api/schedule/generate', { date: DATE });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ isEmpty: true, sessions: [] });
    expect(empty.body.summary).toMatch(/^Nothing to plan for 2030-01-15: you have no open tasks/);
    expect((await s.agent.post('/api/schedule/generate', { date: '2030-02-30' })).body.message).toBe('date must be a calendar day like 2026-03-01');
    const bad = await s.agent.post('/api/schedule/generate', { date: DATE, preferences: { workHours: { start: '17:00', end: '09:00' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('workHours.end must be after workHours.start');
    expect((await server().agent().post('/api/schedule/generate', { date: DATE })).status).toBe(401);
  });

  it('works over GraphQL: generate, add, move, start', async () => {
    const s = await seeded(server());
    const gen = await s.agent.gql(
      `mutation($p: SchedulePreferencesInput) { generateSchedule(input: { date: "${DATE}", preferences: $p }) { schedule { isEmpty summary sessions { sessionId taskRowId isBreak groupedTasks { taskRowId } } } } }`,
      { p: prefs },
    );
    expect(gen.errors).toBeUndefined();
    expect(gen.data.generateSchedule.schedule.sessions).toHaveLength(11);
    expect(gen.data.generateSchedule.schedule.summary).toBe('6 focus sessions (2h 5m) on 5 tasks, 09:00–11:30, with 5 breaks. Start with Deep work.');
    const add = await s.agent.gql(
      `mutation { addScheduleSession(input: { date: "${DATE}", taskId: "${s.email.id}", startTime: "13:00", duration: 15 }) { schedule { sessions { sessionId startTime endTime } } } }`,
    );
    expect(add.errors).toBeUndefined();
    expect(add.data.addScheduleSession.schedule.sessions.at(-1)).toEqual({ sessionId: 12, startTime: '13:00', endTime: '13:15' });
    const move = await s.agent.gql(
      `mutation { moveScheduleSession(input: { date: "${DATE}", sessionId: 12, startTime: "14:00" }) { schedule { sessions { sessionId startTime } } } }`,
    );
    expect(move.data.moveScheduleSession.schedule.sessions.at(-1)).toEqual({ sessionId: 12, startTime: '14:00' });
    const start = await s.agent.gql(`mutation { startScheduleSession(input: { date: "${DATE}", sessionId: 12 }) { taskRowId todaySession { sessionId } } }`);
    expect(start.data.startScheduleSession).toEqual({ taskRowId: s.email.id, todaySession: { sessionId: 12 } });
  });
});
