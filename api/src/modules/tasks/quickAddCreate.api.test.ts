import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from './testing.js';

describeEachProvider('Quick add that creates: POST /api/tasks/quick and quickAddTask', (server) => {
  it('creates the task the line describes, with its project, label, repeat, length and reminder, as GET then shows it', async () => {
    const { agent } = await signedInUser(server());
    const home = await makeProject(agent, { name: 'Home' });
    const bills = (await agent.post('/api/labels', { name: 'bills' })).body;
    const res = await agent.post('/api/tasks/quick', { text: 'Pay rent every month on the 1st at 9am p2 #home for 15 min @bills remind 1 day before' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Pay rent',
      projectId: home.id,
      projectName: 'Home',
      priority: 7,
      duration: 15,
      dueTime: '09:00',
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
      recurFrom: 'due',
      labels: [bills.id],
      reminders: [expect.objectContaining({ offsetMinutes: 1440 })],
    });
    // the next 1st of a month, today's date or later (the test users' zone is UTC)
    const due = String(res.body.dueDate).slice(0, 10);
    expect(due).toMatch(/^\d{4}-\d{2}-01$/);
    expect(due >= new Date().toISOString().slice(0, 10)).toBe(true);
    const read = await agent.get(`/api/tasks/${res.body.id}`);
    expect(read.body).toMatchObject({ name: 'Pay rent', projectId: home.id, labels: [bills.id], recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1' });
  });

  it('puts a line without a #project in the projectId given, else in the Inbox, with priority 5 and the focus length', async () => {
    const { agent } = await signedInUser(server());
    const work = await makeProject(agent, { name: 'Work' });
    await agent.put('/api/settings/pomodoro', { workDuration: 40, breakDuration: 5 });
    const inInbox = await agent.post('/api/tasks/quick', { text: 'Call the plumber @nosuchlabel' });
    expect(inInbox.status).toBe(201);
    const inbox = (await agent.get('/api/projects')).body.find((p: { inbox: boolean }) => p.inbox);
    expect(inInbox.body).toMatchObject({ name: 'Call the plumber @nosuchlabel', projectId: inbox.id, priority: 5, duration: 40, dueDate: null, labels: [] });
    const inWork = await agent.post('/api/tasks/quick', { text: 'Send the invoice', projectId: work.id });
    expect(inWork.body).toMatchObject({ name: 'Send the invoice', projectId: work.id });
  });

  it('refuses a line that is only a date, an empty one, and a project the user may not add to, creating nothing', async () => {
    const { agent } = await signedInUser(server());
    const stranger = await signedInUser(server());
    const theirs = await makeProject(stranger.agent, { name: 'Theirs' });
    const onlyDate = await agent.post('/api/tasks/quick', { text: 'tomorrow at 3pm' });
    expect(onlyDate.status).toBe(400);
    expect(onlyDate.body.message).toBe('Add a name besides the date, priority or project.');
    const empty = await agent.post('/api/tasks/quick', { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('text is required: the words of a task to read, like "Call plumber tomorrow at 3pm"');
    const notMine = await agent.post('/api/tasks/quick', { text: 'Sneak in', projectId: theirs.id });
    // as POST /api/tasks answers a project that is not the user's
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('Project not found: choose one of your projects');
    expect((await agent.get('/api/tasks')).body).toEqual([]);
    expect((await server().agent().post('/api/tasks/quick', { text: 'Signed out' })).status).toBe(401);
  });

  it('GraphQL quickAddTask creates the same task through the same service', async () => {
    const { agent } = await signedInUser(server());
    const home = await makeProject(agent, { name: 'Home' });
    const { data, errors } = await agent.gql(
      `mutation ($input: QuickAddTaskInput!) { quickAddTask(input: $input) { task { rowId name priority duration dueTime projectRowId } project { name taskCount } } }`,
      { input: { text: 'Water plants tomorrow at 8am !9 #Home for 10 min' } },
    );
    expect(errors).toBeUndefined();
    expect(data.quickAddTask).toEqual({
      task: { rowId: expect.any(Number), name: 'Water plants', priority: 9, duration: 10, dueTime: '08:00', projectRowId: home.id },
      project: { name: 'Home', taskCount: 1 },
    });
    const bad = await agent.gql(`mutation { quickAddTask(input: { text: "p1 #Home" }) { task { rowId } } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Add a name besides the date, priority or project.' });
  });

  it('reads a weekday by its place in the month ("every last friday") into a monthly rule, over REST and GraphQL', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/tasks/quick', { text: 'Clean gutters every last friday' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Clean gutters', recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' });
    // a Friday less than a week before its month ends, today or later (the test users' zone is UTC)
    const due = new Date(`${String(res.body.dueDate).slice(0, 10)}T12:00:00Z`);
    expect(due.getUTCDay()).toBe(5);
    expect(new Date(due.getTime() + 7 * 86_400_000).getUTCMonth()).not.toBe(due.getUTCMonth());
    expect(due.toISOString().slice(0, 10) >= new Date().toISOString().slice(0, 10)).toBe(true);

    const { data, errors } = await agent.gql(
      `mutation { quickAddTask(input: { text: "Book club every first monday of the month at 7pm" }) { task { name dueTime recurrence } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.quickAddTask.task).toEqual({ name: 'Book club', dueTime: '19:00', recurrence: 'FREQ=MONTHLY;BYDAY=1MO' });
  });
});
