import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

/** Fills an account with one of every kind of row, straight through the database. */
async function seedAccount(s: TestServer, userId: number) {
  const db = s.app.deps.db;
  await db.userSettings.update({ where: { userId }, data: { workDuration: 50, breakDuration: 10, notificationSound: false } });
  const work = await db.project.create({
    data: { userId, name: 'Work', description: 'Day job', priority: 8, originator: 'me', members: { create: { userId: userId, role: 'owner', position: 1 } } },
  });
  const home = await db.project.create({ data: { userId, name: 'Home', priority: 3, members: { create: { userId: userId, role: 'owner' } } } });
  const report = await db.task.create({
    data: {
      userId,
      projectId: work.id,
      name: 'Write report',
      description: 'Q3',
      priority: 9,
      duration: 90,
      timeSpent: 25,
      position: 2,
      dueDate: new Date('2030-01-02T00:00:00Z'),
      dueTime: '09:00',
      plannedDate: new Date('2030-01-01T00:00:00Z'),
      recurrence: 'FREQ=WEEKLY;BYDAY=TH',
      recurFrom: 'completion',
      occurrencesDone: 3,
      assigneeEmail: 'bob@example.com',
      assigneeName: 'Bob',
      emailSent: true,
      emailSentAt: new Date('2029-12-30T10:00:00Z'),
      jiraIssueKey: 'ABC-1',
      jiraIssueUrl: 'https://acme.atlassian.net/browse/ABC-1',
    },
  });
  const dishes = await db.task.create({
    data: {
      userId,
      projectId: home.id,
      name: 'Dishes',
      priority: 2,
      duration: 15,
      completed: true,
      completedAt: new Date('2029-12-31T20:00:00Z'),
      // a completed occurrence of the report's series
      seriesId: report.id,
    },
  });
  await db.pomodoroSession.createMany({
    data: [
      {
        taskId: report.id,
        startTime: new Date('2029-12-31T09:00:00Z'),
        endTime: new Date('2029-12-31T09:25:00Z'),
        duration: 25,
        type: 'work',
        completed: true,
      },
      { taskId: report.id, startTime: new Date('2029-12-31T09:25:00Z'), duration: 5, type: 'break' },
    ],
  });
  await db.reminder.createMany({
    data: [
      { taskId: report.id, userId, offsetMinutes: 60 },
      { taskId: report.id, userId, at: new Date('2030-01-01T18:00:00Z') },
    ],
  });
  await db.link.createMany({
    data: [
      { userId, label: 'Docs', url: 'https://docs.example.com', position: 0 },
      { userId, label: 'CI', url: 'http://ci.local', position: 1 },
    ],
  });
  await db.notification.create({
    data: { userId, type: 'task', action: 'created', title: 'New task', message: 'Write report', data: { taskId: report.id, nested: [1, 'a'] } },
  });
  await db.notification.create({ data: { userId, title: 'Hello', message: 'Welcome', read: true } });
  await db.chatMessage.createMany({
    data: [
      { userId, role: 'user', content: 'What next?', timestamp: new Date('2029-12-31T08:00:00Z') },
      { userId, role: 'assistant', content: 'The report.', actions: [{ kind: 'noop' }], timestamp: new Date('2029-12-31T08:00:01Z') },
    ],
  });
  const schedule = await db.dailySchedule.create({
    data: {
      userId,
      date: '2029-12-31',
      scheduleData: {
        date: '2029-12-31',
        summary: 'Busy',
        isEmpty: false,
        recommendedFocus: ['report'],
        sessions: [
          {
            sessionId: 1,
            taskId: report.id,
            taskName: 'Write report',
            startTime: '09:00',
            endTime: '09:25',
            isBreak: false,
            groupedTasks: [{ taskId: dishes.id, taskName: 'Dishes', duration: 10 }],
          },
          { sessionId: 2, taskId: null, taskName: 'Break', startTime: '09:25', endTime: '09:30', isBreak: true },
        ],
      },
    },
  });
  await db.todayPomodoroSession.createMany({
    data: [
      {
        scheduleId: schedule.id,
        taskId: report.id,
        sessionId: 1,
        startTime: '09:00',
        endTime: '09:25',
        taskName: 'Write report',
        completed: true,
        actualStartTime: new Date('2029-12-31T09:01:00Z'),
        actualCompletionTime: new Date('2029-12-31T09:26:00Z'),
      },
      { scheduleId: schedule.id, taskId: null, sessionId: 2, startTime: '09:25', endTime: '09:30', taskName: 'Break' },
    ],
  });
  await db.aiRecommendation.create({ data: { userId, taskId: report.id, rank: 1, reason: 'Due soon' } });
  await db.jiraCredential.create({
    data: {
      userId,
      jiraUrl: 'https://acme.atlassian.net',
      email: 'me@acme.test',
      apiToken: s.app.deps.cipher.encrypt('super-secret-token'),
      projectKey: 'ABC',
    },
  });
}

/** The export with every id, timestamp of the export and per-account part taken out; references become names. */
function comparable(doc: any) {
  const project = new Map(doc.projects.map((p: any) => [p.id, p.name]));
  const task = new Map(doc.tasks.map((t: any) => [t.id, t.name]));
  const ref = (id: number | null) => (id === null ? null : (task.get(id) ?? `missing:${id}`));
  const strip = ({ id: _id, ...rest }: any) => rest;
  return {
    format: doc.format,
    version: doc.version,
    settings: doc.settings,
    // the members are listed by e-mail: the importer owns the imported projects; an Inbox is the account's own, made with it
    projects: doc.projects.map(({ members, ...p }: any) => ({
      ...strip(p),
      members: members.map((m: any) => m.role),
      ...(p.inbox ? { createdAt: 'with the account' } : {}),
    })),
    tasks: doc.tasks.map((t: any) => ({ ...strip(t), projectId: project.get(t.projectId), seriesId: ref(t.seriesId) })),
    pomodoroSessions: doc.pomodoroSessions.map((s: any) => ({ ...strip(s), taskId: ref(s.taskId) })),
    reminders: doc.reminders.map((r: any) => ({ ...strip(r), taskId: ref(r.taskId) })),
    links: doc.links.map(strip),
    notifications: doc.notifications.map(strip),
    chatMessages: doc.chatMessages.map(strip),
    dailySchedules: doc.dailySchedules.map((d: any) => ({
      ...strip(d),
      scheduleData: {
        ...d.scheduleData,
        sessions: d.scheduleData.sessions.map((s: any) => ({
          ...s,
          taskId: ref(s.taskId),
          ...(s.groupedTasks ? { groupedTasks: s.groupedTasks.map((g: any) => ({ ...g, taskId: ref(g.taskId) })) } : {}),
        })),
      },
      todaySessions: d.todaySessions.map((t: any) => ({ ...strip(t), taskId: ref(t.taskId) })),
    })),
    aiRecommendations: doc.aiRecommendations.map((r: any) => ({ ...strip(r), taskId: ref(r.taskId) })),
  };
}

async function rowCounts(s: TestServer, userId: number) {
  const db = s.app.deps.db;
  return {
    projects: await db.project.count({ where: { userId } }),
    tasks: await db.task.count({ where: { userId } }),
    sessions: await db.pomodoroSession.count({ where: { task: { userId } } }),
    links: await db.link.count({ where: { userId } }),
    notifications: await db.notification.count({ where: { userId } }),
    chat: await db.chatMessage.count({ where: { userId } }),
    schedules: await db.dailySchedule.count({ where: { userId } }),
    today: await db.todayPomodoroSession.count({ where: { schedule: { userId } } }),
    recommendations: await db.aiRecommendation.count({ where: { userId } }),
    settings: await db.userSettings.findUnique({ where: { userId } }),
  };
}

describeEachProvider('export and import', (server) => {
  it('exports every row as an attachment, without password, secrets or the Jira token', async () => {
    const s = server();
    const { agent, user, username } = await signedInUser(s, { name: 'Exporter' });
    await seedAccount(s, user.id);
    const res = await agent.get('/api/settings/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?streamline-export-${today}\\.json"?$`));
    const doc = res.body;
    expect(doc).toMatchObject({ format: 'streamline-export', version: 1, profile: { username, name: 'Exporter' } });
    expect(doc.settings).toEqual({ workDuration: 50, breakDuration: 10, notificationSound: false });
    expect(doc.jira).toEqual({
      jiraUrl: 'https://acme.atlassian.net',
      email: 'me@acme.test',
      projectKey: 'ABC',
      transitionOnComplete: false,
      postWorklogs: false,
    });
    expect(
      [doc.projects, doc.tasks, doc.pomodoroSessions, doc.links, doc.notifications, doc.chatMessages, doc.dailySchedules, doc.aiRecommendations].map(
        (a) => a.length,
      ),
    ).toEqual([3, 2, 2, 2, 2, 2, 1, 1]);
    expect(doc.dailySchedules[0].todaySessions).toHaveLength(2);
    expect(res.text).not.toMatch(/super-secret-token|apiToken|password|twoFactorSecret|\$argon2/);
    // the GraphQL query gives the same document
    const gql = await agent.gql(`{ dataExport }`);
    expect(comparable(gql.data.dataExport)).toEqual(comparable(doc));
  });

  it("leaves out every row of another account, and a recommendation about another account's task", async () => {
    const s = server();
    const viewer = await signedInUser(s);
    const stranger = await signedInUser(s);
    await seedAccount(s, viewer.user.id);
    await seedAccount(s, stranger.user.id);
    const strangersTask = await s.app.deps.db.task.findFirstOrThrow({ where: { userId: stranger.user.id } });
    await s.app.deps.db.aiRecommendation.create({ data: { userId: viewer.user.id, taskId: strangersTask.id, rank: 2, reason: 'Not yours' } });

    const doc = (await viewer.agent.get('/api/settings/export')).body;
    expect(
      [doc.projects, doc.tasks, doc.pomodoroSessions, doc.links, doc.notifications, doc.chatMessages, doc.dailySchedules, doc.aiRecommendations].map(
        (a) => a.length,
      ),
    ).toEqual([3, 2, 2, 2, 2, 2, 1, 1]);
    const mine = new Set(doc.tasks.map((t: any) => t.id));
    expect(doc.tasks.every((t: any) => t.id !== strangersTask.id)).toBe(true);
    expect(doc.pomodoroSessions.every((x: any) => mine.has(x.taskId))).toBe(true);
    expect(doc.aiRecommendations.map((r: any) => r.reason)).toEqual(['Due soon']);
    expect(doc.profile.username).toBe(viewer.username);
  });

  it('imports an export into a fresh account and gives the same data back', async () => {
    const s = server();
    const source = await signedInUser(s);
    await seedAccount(s, source.user.id);
    const exported = (await source.agent.get('/api/settings/export')).body;

    const target = await signedInUser(s);
    const res = await target.agent.post('/api/settings/import', exported);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      // the file's Inbox joins the account's: two projects are new
      projects: 2,
      tasks: 2,
      comments: 0,
      pomodoroSessions: 2,
      links: 2,
      notifications: 2,
      chatMessages: 2,
      dailySchedules: 1,
      todaySessions: 2,
      aiRecommendations: 1,
      settings: true,
      skippedScheduleDates: [],
      jiraSkipped: true,
    });
    const again = (await target.agent.get('/api/settings/export')).body;
    expect(comparable(again)).toEqual(comparable(exported));
    // new rows, the source account untouched, the profile of the target kept
    expect(again.tasks.map((t: any) => t.id)).not.toEqual(exported.tasks.map((t: any) => t.id));
    expect(again.profile.username).toBe(target.username);
    expect(again.jira).toBeNull();
    expect(exported.reminders).toHaveLength(2);
    // the imported reminders will fire: their times follow from the imported deadline
    const imported = await s.app.deps.db.reminder.findMany({ where: { userId: target.user.id }, orderBy: { id: 'asc' } });
    expect(imported.map((r) => r.fireAt?.toISOString())).toEqual(['2030-01-02T08:00:00.000Z', '2030-01-01T18:00:00.000Z']);
    expect(comparable((await source.agent.get('/api/settings/export')).body)).toEqual(comparable(exported));
  });

  it('imports through the GraphQL mutation, keeping a schedule date the account already has', async () => {
    const s = server();
    const source = await signedInUser(s);
    await seedAccount(s, source.user.id);
    const exported = (await source.agent.get('/api/settings/export')).body;
    const target = await signedInUser(s);
    await s.app.deps.db.dailySchedule.create({ data: { userId: target.user.id, date: '2029-12-31', scheduleData: { sessions: [] } } });
    const res = await target.agent.gql(
      `mutation($input: ImportDataInput!) { importData(input: $input) { summary { tasks dailySchedules skippedScheduleDates jiraSkipped } } }`,
      {
        input: { data: exported },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.importData.summary).toEqual({ tasks: 2, dailySchedules: 0, skippedScheduleDates: ['2029-12-31'], jiraSkipped: true });
    const schedules = await s.app.deps.db.dailySchedule.findMany({ where: { userId: target.user.id } });
    expect(schedules.map((x) => x.scheduleData)).toEqual([{ sessions: [] }]);
  });

  it('reads a file over 1 MB sent with the export content type', async () => {
    const s = server();
    const { agent, user } = await signedInUser(s);
    const doc = (await agent.get('/api/settings/export')).body;
    doc.notifications = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      type: 'system',
      action: 'updated',
      title: `n${i}`,
      message: 'x'.repeat(5000),
      timestamp: new Date().toISOString(),
      read: false,
      data: null,
    }));
    const body = JSON.stringify(doc);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await agent.request('POST', '/api/settings/import', body, { 'content-type': 'application/vnd.streamline-export+json' });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toBe(300);
    expect(await s.app.deps.db.notification.count({ where: { userId: user.id } })).toBe(300);
  });

  describe('a bad file is refused with a 400 and changes nothing', () => {
    const cases: Array<[string, (doc: any) => unknown, string | RegExp, string | null]> = [
      ['not JSON', () => '{"format": "streamline-export", ', 'The file is not valid JSON', 'text/plain'],
      ['a JSON array', () => [1, 2], 'This is not a Streamline export file', null],
      ['another format', (d) => ({ ...d, format: 'trello' }), 'This is not a Streamline export file', null],
      ['a future version', (d) => ({ ...d, version: 2 }), 'Unsupported export version: this server reads version 1', null],
      [
        'a task of a project not in the file',
        (d) => ({ ...d, tasks: [...d.tasks, { ...d.tasks[0], id: 999, projectId: 4242 }] }),
        'Task 999 refers to a project that is not in the file',
        null,
      ],
      [
        'a bad row at the very end',
        (d) => ({ ...d, aiRecommendations: [...d.aiRecommendations, { ...d.aiRecommendations[0], id: 77, rank: 'first' }] }),
        /./,
        null,
      ],
      [
        'a recurrence that is no RRULE',
        (d) => ({ ...d, tasks: d.tasks.map((t: any) => ({ ...t, recurrence: 'every day' })) }),
        /recurrence must be an RRULE/,
        null,
      ],
      ['a priority of 11', (d) => ({ ...d, tasks: [{ ...d.tasks[0], priority: 11 }, ...d.tasks.slice(1)] }), /./, null],
      ['a NUL character', (d) => ({ ...d, links: [...d.links, { ...d.links[0], id: 55, label: 'a\u0000b' }] }), 'The file contains a NUL character', null],
    ];
    it.each(cases)('%s', async (_case, mutate, message, contentType) => {
      const s = server();
      const source = await signedInUser(s);
      await seedAccount(s, source.user.id);
      const exported = (await source.agent.get('/api/settings/export')).body;
      const target = await signedInUser(s);
      await target.agent.post('/api/links', { label: 'Existing', url: 'https://existing.example.com' });
      const before = await rowCounts(s, target.user.id);
      const bad = mutate(exported);
      const res = contentType
        ? await target.agent.request('POST', '/api/settings/import', bad as string, { 'content-type': contentType })
        : await target.agent.post('/api/settings/import', bad);
      expect(res.status).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
      expect(await rowCounts(s, target.user.id)).toEqual(before);
    });
  });
});
