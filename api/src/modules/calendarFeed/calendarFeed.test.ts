import ICAL from 'ical.js';
import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

const FEED_URL = /^http:\/\/[^/]+\/api\/calendar\/feed\/([A-Za-z0-9_-]{32})\.ics$/;
const pathOf = (url: string) => new URL(url).pathname;

/** The feed parsed by ical.js, its time zones registered so that times resolve as a calendar app resolves them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, byUid: (uid: string) => events.find((e) => e.uid === uid)! };
}

async function withTasks(server: TestServer) {
  const u = await signedInUser(server);
  const db = server.app.deps.db;
  await db.user.update({ where: { id: u.user.id }, data: { timeZone: 'America/New_York' } });
  const project = await db.project.create({
    data: { name: 'Home', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner' } } },
  });
  const make = (data: Record<string, unknown>) =>
    db.task.create({ data: { priority: 5, duration: 30, projectId: project.id, userId: u.user.id, name: 'x', ...data } as never });
  const weekly = await make({
    name: 'Water plants; balcony',
    dueDate: new Date('2026-03-02T00:00:00Z'),
    dueTime: '09:00',
    recurrence: 'RRULE:FREQ=WEEKLY;COUNT=3',
  });
  await db.reminder.createMany({
    data: [
      { taskId: weekly.id, userId: u.user.id, offsetMinutes: 30 },
      { taskId: weekly.id, userId: u.user.id, at: new Date('2026-03-01T20:00:00Z') },
    ],
  });
  const allDay = await make({ name: 'Pay rent', dueDate: new Date('2026-03-05T00:00:00Z'), duration: 10 });
  await db.reminder.create({ data: { taskId: allDay.id, userId: u.user.id, offsetMinutes: 1440 } });
  const afterCompletion = await make({
    name: 'Haircut',
    dueDate: new Date('2026-03-10T00:00:00Z'),
    recurrence: 'FREQ=WEEKLY;INTERVAL=4',
    recurFrom: 'completion',
  });
  await make({ name: 'Done already', dueDate: new Date('2026-03-03T00:00:00Z'), completed: true, completedAt: new Date() });
  await make({ name: 'No deadline' });
  const stranger = await signedInUser(server);
  const theirs = await db.project.create({
    data: { name: 'Theirs', priority: 5, userId: stranger.user.id, members: { create: { userId: stranger.user.id, role: 'owner' } } },
  });
  await db.task.create({
    data: { name: 'Not yours', priority: 5, duration: 30, projectId: theirs.id, userId: stranger.user.id, dueDate: new Date('2026-03-04T00:00:00Z') },
  });
  return { ...u, weekly, allDay, afterCompletion, stranger };
}

describeEachProvider('calendar feed', (server) => {
  it('answers the signed-in user a secret URL that stays the same until regenerated; 401 signed out', async () => {
    const u = await signedInUser(server());
    const first = await u.agent.get('/api/users/me/feed-url');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(FEED_URL);
    expect((await u.agent.get('/api/users/me/feed-url')).body.url).toBe(first.body.url);
    const other = await signedInUser(server());
    expect((await other.agent.get('/api/users/me/feed-url')).body.url).not.toBe(first.body.url);
    for (const method of ['GET', 'POST', 'DELETE']) expect((await server().agent().request(method, '/api/users/me/feed-url')).status).toBe(401);
  });

  it("serves the owner's open tasks with deadlines, in their time zone, with rules and reminders, to a client without a session", async () => {
    const s = await withTasks(server());
    const { url } = (await s.agent.get('/api/users/me/feed-url')).body;
    const res = await server().agent().request('GET', pathOf(url), undefined, { accept: 'text/calendar' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const feed = parse(res.text);
    expect(feed.events.map((e) => e.summary).sort()).toEqual(['Haircut', 'Pay rent', 'Water plants; balcony']);

    const weekly = feed.byUid(`task-${s.weekly.id}@streamline`);
    expect(weekly.startDate.zone.tzid).toBe('America/New_York');
    // 09:00 in New York every week, across the change to daylight saving time on 8 March 2026
    const it = weekly.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next; next = it.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z']);
    expect(weekly.duration.toSeconds()).toBe(30 * 60);
    const triggers = weekly.component.getAllSubcomponents('valarm').map((a) => a.getFirstPropertyValue('trigger')!.toString());
    expect(triggers.sort()).toEqual(['-PT30M', '2026-03-01T20:00:00Z'].sort());

    const allDay = feed.byUid(`task-${s.allDay.id}@streamline`);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-03-05');
    // a day before the deadline's day at 09:00: 15 hours before the day starts
    expect((allDay.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-15 * 3600);

    // repeating from the completion day: only the coming occurrence, no rule a calendar would expand
    expect(feed.byUid(`task-${s.afterCompletion.id}@streamline`).isRecurring()).toBe(false);

    // the same events, with the same UIDs, fetched again through another host name
    const again = await fetch(`${server().url.replace('127.0.0.1', 'localhost')}${pathOf(url)}`);
    expect(
      parse(await again.text())
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(feed.events.map((e) => e.uid).sort());
  });

  it("includes the Today plans' work sessions in the user's time zone", async () => {
    const s = await withTasks(server());
    // a coming day: a plan for today starts no earlier than now
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await server().app.deps.db.task.create({
      data: { name: 'Deep work', priority: 9, duration: 25, projectId: s.weekly.projectId, userId: s.user.id },
    });
    const plan = await s.agent.post('/api/schedule/generate', {
      date,
      preferences: { workHours: { start: '09:00', end: '10:00' }, breakDuration: 5, focusTime: 25 },
    });
    expect(plan.status).toBe(200);
    const { url } = (await s.agent.get('/api/users/me/feed-url')).body;
    const feed = parse((await server().agent().get(pathOf(url))).text);
    const sessions = feed.events.filter((e) => e.uid.startsWith(`schedule-${s.user.id}-${date}-`));
    const planned = (plan.body.sessions as Array<{ isBreak: boolean; taskName: string }>).filter((p) => !p.isBreak).map((p) => p.taskName);
    expect(sessions.map((e) => e.summary)).toEqual(planned);
    expect(planned.length).toBeGreaterThan(0);
    expect(sessions[0].startDate.zone.tzid).toBe('America/New_York');
    expect(sessions[0].startDate.hour).toBe(9);
  });

  it('stops answering an old URL once regenerated or revoked, and for a user who may no longer sign in; a bad secret is 404', async () => {
    const s = await withTasks(server());
    const anon = server().agent();
    const first = (await s.agent.get('/api/users/me/feed-url')).body.url;
    const second = (await s.agent.post('/api/users/me/feed-url', {})).body.url;
    expect(second).toMatch(FEED_URL);
    expect(second).not.toBe(first);
    expect((await anon.get(pathOf(first))).status).toBe(404);
    expect((await anon.get(pathOf(second))).status).toBe(200);
    expect((await s.agent.delete('/api/users/me/feed-url')).status).toBe(204);
    const revoked = await anon.get(pathOf(second));
    expect(revoked.status).toBe(404);
    expect(revoked.body).toEqual({ message: 'Calendar feed not found' });
    const third = (await s.agent.get('/api/users/me/feed-url')).body.url;
    expect(third).not.toBe(second);
    expect((await anon.get(pathOf(third))).status).toBe(200);
    await server().app.deps.db.user.update({ where: { id: s.user.id }, data: { status: 'rejected' } });
    expect((await anon.get(pathOf(third))).status).toBe(404);
    for (const bad of ['x.ics', `${'A'.repeat(32)}.ics`, `${'%00'.repeat(20)}.ics`, `${'a'.repeat(5000)}.ics`]) {
      expect((await anon.get(`/api/calendar/feed/${bad}`)).status).toBe(404);
    }
  });

  it('GraphQL mirrors the REST calls: the same URL, a new one, revoke; UNAUTHENTICATED signed out', async () => {
    const u = await signedInUser(server());
    const gql = async (query: string) => (await u.agent.post('/graphql', { query })).body;
    const rest = (await u.agent.get('/api/users/me/feed-url')).body.url;
    expect((await gql('{ calendarFeedUrl }')).data.calendarFeedUrl).toBe(rest);
    const renewed = (await gql('mutation { regenerateCalendarFeed }')).data.regenerateCalendarFeed;
    expect(renewed).toMatch(FEED_URL);
    expect(renewed).not.toBe(rest);
    expect((await server().agent().get(pathOf(rest))).status).toBe(404);
    expect((await gql('mutation { revokeCalendarFeed }')).data.revokeCalendarFeed).toBe(true);
    expect((await server().agent().get(pathOf(renewed))).status).toBe(404);
    const anonymous = await server().agent().post('/graphql', { query: '{ calendarFeedUrl }' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
