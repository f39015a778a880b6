import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from './testing.js';

/** The calendar day after today in a zone, as the user there says "tomorrow". */
function tomorrowIn(timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

describeEachProvider('REST POST /api/tasks/parse', (server) => {
  const setTimeZone = (userId: number, timeZone: string) => server().app.deps.db.user.update({ where: { id: userId }, data: { timeZone } });

  it('answers 401 when signed out', async () => {
    const res = await server().agent().post('/api/tasks/parse', { text: 'Call plumber tomorrow' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });

  it("answers the fields the quick add would set, with the viewer's project and the recognized parts", async () => {
    const { agent } = await signedInUser(server());
    const home = await makeProject(agent, { name: 'Home' });
    await makeProject(agent, { name: 'Work' });
    const text = 'Pay rent every month on the 1st at 9am p2 #home for 15 min remind 1 day before';
    const res = await agent.post('/api/tasks/parse', { text });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Pay rent',
      labels: [],
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      dueTime: '09:00',
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
      recurFrom: 'due',
      priority: 7,
      duration: 15,
      projectId: home.id,
      projectName: 'Home',
      reminders: [{ offsetMinutes: 1440 }],
      parts: [
        { start: 9, end: 31, kind: 'recurrence', text: 'every month on the 1st' },
        { start: 32, end: 38, kind: 'date', text: 'at 9am' },
        { start: 39, end: 41, kind: 'priority', text: 'p2' },
        { start: 42, end: 47, kind: 'project', text: '#home' },
        { start: 48, end: 58, kind: 'duration', text: 'for 15 min' },
        { start: 59, end: 78, kind: 'reminder', text: 'remind 1 day before' },
      ],
    });
    const plain = await agent.post('/api/tasks/parse', { text: 'Water plants every 3 days after completion !4 #Garden' });
    expect(plain.body).toMatchObject({
      name: 'Water plants #Garden',
      recurrence: 'FREQ=DAILY;INTERVAL=3',
      recurFrom: 'completion',
      priority: 4,
      projectId: null,
      projectName: null,
    });
  });

  it("matches only the viewer's own projects", async () => {
    const alice = await signedInUser(server());
    const bob = await signedInUser(server());
    const bobsGarden = await makeProject(bob.agent, { name: 'Garden' });
    const bobsHome = await makeProject(bob.agent, { name: 'Home' });
    const alicesHome = await makeProject(alice.agent, { name: 'Home' });

    const stranger = await alice.agent.post('/api/tasks/parse', { text: 'Plant tulips #Garden' });
    expect(stranger.body).toMatchObject({ name: 'Plant tulips #Garden', projectId: null, projectName: null, parts: [] });
    const own = await bob.agent.post('/api/tasks/parse', { text: 'Plant tulips #Garden' });
    expect(own.body).toMatchObject({ name: 'Plant tulips', projectId: bobsGarden.id, projectName: 'Garden' });

    expect((await alice.agent.post('/api/tasks/parse', { text: 'Fix roof #Home' })).body.projectId).toBe(alicesHome.id);
    expect((await bob.agent.post('/api/tasks/parse', { text: 'Fix roof #Home' })).body.projectId).toBe(bobsHome.id);
  });

  it("reads dates and times in the viewer's time zone", async () => {
    const east = await signedInUser(server());
    const west = await signedInUser(server());
    await setTimeZone(east.user.id, 'Pacific/Kiritimati'); // UTC+14
    await setTimeZone(west.user.id, 'Pacific/Pago_Pago'); // UTC-11: never the same day as Kiritimati
    const text = 'Call plumber tomorrow at 3pm remind 2027-01-14 at 8am';
    const [eastRes, westRes] = await Promise.all([east.agent.post('/api/tasks/parse', { text }), west.agent.post('/api/tasks/parse', { text })]);
    expect(eastRes.body).toMatchObject({ name: 'Call plumber', dueDate: tomorrowIn('Pacific/Kiritimati'), dueTime: '15:00' });
    expect(westRes.body).toMatchObject({ name: 'Call plumber', dueDate: tomorrowIn('Pacific/Pago_Pago'), dueTime: '15:00' });
    expect(eastRes.body.dueDate).not.toBe(westRes.body.dueDate);
    expect(eastRes.body.reminders).toEqual([{ at: '2027-01-13T18:00:00.000Z' }]);
    expect(westRes.body.reminders).toEqual([{ at: '2027-01-14T19:00:00.000Z' }]);

    // a new account's zone is UTC
    const fresh = await signedInUser(server());
    const res = await fresh.agent.post('/api/tasks/parse', { text: 'Dentist on 2027-01-15 remind 2027-01-14 at 8am' });
    expect(res.body).toMatchObject({ dueDate: '2027-01-15', dueTime: null, reminders: [{ at: '2027-01-14T08:00:00.000Z' }] });
  });

  it.each([
    [{}, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: '' }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: '   ' }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: null }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: 42 }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: { name: 'x' } }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: ['tomorrow'] }, 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [['tomorrow'], 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"'],
    [{ text: 'x'.repeat(501) }, 'text must be at most 500 characters'],
    [{ text: 'Call plumber\ntomorrow' }, 'text must not contain line breaks or control characters'],
  ])('answers 400 to %j', async (body, message) => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/tasks/parse', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('reads 500 characters, and writes nothing', async () => {
    const { agent } = await signedInUser(server());
    await makeProject(agent, { name: 'Home' });
    const db = server().app.deps.db;
    const before = { tasks: await db.task.count(), projects: await db.project.count(), reminders: await db.reminder.count() };
    const long = await agent.post('/api/tasks/parse', { text: `${'a'.repeat(480)} tomorrow #Home p1` });
    expect(long.status).toBe(200);
    const res = await agent.post('/api/tasks/parse', { text: 'Pay rent every month on the 1st at 9am p2 #Home remind 1 day before' });
    expect(res.status).toBe(200);
    expect({ tasks: await db.task.count(), projects: await db.project.count(), reminders: await db.reminder.count() }).toEqual(before);
    expect((await agent.get('/api/tasks')).body).toEqual([]);
  });
});

describeEachProvider('GraphQL parseTaskText', (server) => {
  const QUERY = `query($text: String!) { parseTaskText(text: $text) {
    name dueDate dueTime recurrence recurFrom priority duration projectRowId projectName reminders { offsetMinutes at } parts { start end kind text } } }`;

  it('mirrors POST /api/tasks/parse', async () => {
    const { agent } = await signedInUser(server());
    const home = await makeProject(agent, { name: 'Home' });
    const text = 'Pay rent every month on the 1st at 9am p2 #Home 1h30m remind 1 day before remind 2027-01-14 at 8am';
    const [gql, rest] = await Promise.all([agent.gql(QUERY, { text }), agent.post('/api/tasks/parse', { text })]);
    expect(gql.errors).toBeUndefined();
    const { projectId, reminders, labels, ...same } = rest.body;
    expect(labels).toEqual([]);
    expect(gql.data.parseTaskText).toEqual({
      ...same,
      projectRowId: home.id,
      reminders: [
        { offsetMinutes: 1440, at: null },
        { offsetMinutes: null, at: '2027-01-14T08:00:00.000Z' },
      ],
    });
    expect(projectId).toBe(home.id);
    expect(reminders).toEqual([{ offsetMinutes: 1440 }, { at: '2027-01-14T08:00:00.000Z' }]);
  });

  it('answers UNAUTHENTICATED when signed out and BAD_USER_INPUT for a blank line', async () => {
    const out = await server().agent().gql(QUERY, { text: 'Call plumber tomorrow' });
    expect(out.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const { agent } = await signedInUser(server());
    const blank = await agent.gql(QUERY, { text: '  ' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
