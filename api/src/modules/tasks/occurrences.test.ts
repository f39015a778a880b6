import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';
import { addDaysTo } from '../../../../shared/tasks/dates.js';
import { todayIn } from '../../../../shared/tasks/zonedDays.js';
import { makeProject, makeTask } from './testing.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
type ClientTask = {
  id: number;
  projectId: number;
  name: string;
  dueDate: string | null;
  dueTime: string | null;
  completed: boolean;
  timeSpent: number;
  seriesId: number | null;
};

async function repeating(agent: HttpAgent, body: Record<string, unknown>) {
  const project = await makeProject(agent);
  return (await makeTask(agent, project.id, body)) as unknown as ClientTask;
}
const complete = async (agent: HttpAgent, id: number) => {
  const res = await agent.patch(`/api/tasks/${id}/complete`, {});
  expect(res.status).toBe(200);
  return res.body as ClientTask;
};
const history = async (agent: HttpAgent, seriesId: number) =>
  ((await agent.get('/api/tasks?completed=true')).body as ClientTask[]).filter((t) => t.seriesId === seriesId);

describeEachProvider('recurring tasks', (server) => {
  it('completing an occurrence keeps it in history with its time spent and sessions, and brings up the next deadline', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { name: 'Water plants', dueDate: '2031-01-30', dueTime: '08:15', plannedDate: '2031-01-29', recurrence: 'FREQ=DAILY' });
    expect((await agent.patch(`/api/tasks/${task.id}/time`, { timeSpent: 20 })).status).toBe(200);
    const session = await agent.post('/api/pomodoro', { taskId: task.id, startTime: '2031-01-30T07:00:00Z', duration: 20, type: 'work', completed: true });
    expect(session.status).toBe(201);

    const next = await complete(agent, task.id);
    // the series task keeps its id and moves on: the same time, the planned day as far ahead, nothing spent yet
    expect(next).toMatchObject({
      id: task.id,
      completed: false,
      dueDate: '2031-01-31',
      dueTime: '08:15',
      plannedDate: '2031-01-30',
      timeSpent: 0,
      seriesId: null,
    });
    const [done, ...more] = await history(agent, task.id);
    expect(more).toEqual([]);
    expect(done).toMatchObject({
      name: 'Water plants',
      completed: true,
      completedAt: expect.any(String),
      dueDate: '2031-01-30',
      dueTime: '08:15',
      timeSpent: 20,
      recurrence: null,
    });
    expect(done.id).not.toBe(task.id);
    expect((await agent.get(`/api/pomodoro?taskId=${done.id}`)).body).toEqual([expect.objectContaining({ id: session.body.id, duration: 20 })]);
    expect((await agent.get(`/api/pomodoro?taskId=${task.id}`)).body).toEqual([]);

    // once more: a second history row, the first one untouched
    expect((await complete(agent, task.id)).dueDate).toBe('2031-02-01');
    expect((await history(agent, task.id)).map((t) => t.dueDate).sort()).toEqual(['2031-01-30', '2031-01-31']);
  });

  it.each([
    ['daily', 'FREQ=DAILY', '2031-12-31', ['2032-01-01', '2032-01-02']],
    ['weekly on chosen days', 'FREQ=WEEKLY;BYDAY=TU,TH', '2031-01-07', ['2031-01-09', '2031-01-14', '2031-01-16']],
    ['weekdays', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2031-01-10', ['2031-01-13', '2031-01-14']],
    ['monthly on the 31st', 'FREQ=MONTHLY;BYMONTHDAY=31', '2031-01-31', ['2031-03-31', '2031-05-31']],
    ['monthly on the last day', 'FREQ=MONTHLY;BYMONTHDAY=-1', '2031-01-31', ['2031-02-28', '2031-03-31', '2031-04-30']],
    ['yearly', 'FREQ=YEARLY', '2031-02-14', ['2032-02-14', '2033-02-14']],
  ])('repeats %s from the due date', async (_name, recurrence, dueDate, expected) => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate, recurrence });
    const seen: Array<string | null> = [];
    for (let i = 0; i < expected.length; i++) seen.push((await complete(agent, task.id)).dueDate);
    expect(seen).toEqual(expected);
    expect((await history(agent, task.id)).map((t) => t.dueDate).sort()).toEqual([dueDate, ...expected.slice(0, -1)]);
  });

  it("moves the reminders with the next occurrence's deadline, to be sent again for it (and so does a skip)", async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, {
      name: 'Take out the bins',
      dueDate: '2031-03-10',
      dueTime: '19:00',
      recurrence: 'FREQ=WEEKLY',
      reminders: [{ offsetMinutes: 60 }, { offsetMinutes: 24 * 60 }],
    });
    const db = server().app.deps.db;
    const firing = async () =>
      (await db.reminder.findMany({ where: { taskId: task.id }, orderBy: { id: 'asc' } })).map((r) => [
        r.offsetMinutes,
        r.fireAt?.toISOString() ?? null,
        r.appSentAt,
      ]);
    expect(await firing()).toEqual([
      [60, '2031-03-10T18:00:00.000Z', null],
      [1440, '2031-03-09T19:00:00.000Z', null],
    ]);
    // this occurrence's reminders were sent
    await db.reminder.updateMany({ where: { taskId: task.id }, data: { appSentAt: new Date('2031-03-10T18:00:00Z') } });
    await complete(agent, task.id);
    expect(await firing()).toEqual([
      [60, '2031-03-17T18:00:00.000Z', null],
      [1440, '2031-03-16T19:00:00.000Z', null],
    ]);
    expect((await agent.post(`/api/tasks/${task.id}/skip`, {})).status).toBe(200);
    expect(await firing()).toEqual([
      [60, '2031-03-24T18:00:00.000Z', null],
      [1440, '2031-03-23T19:00:00.000Z', null],
    ]);
  });

  it("repeats from the completion date, in the user's time zone", async () => {
    const { agent } = await signedInUser(server());
    // UTC+14: its day is rarely the server's
    expect((await agent.put('/api/settings/profile', { timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    const task = await repeating(agent, { dueDate: '2030-01-01', dueTime: '09:00', recurrence: 'FREQ=DAILY;INTERVAL=2', recurFrom: 'completion' });
    const before = todayIn('Pacific/Kiritimati');
    const next = await complete(agent, task.id);
    const after = todayIn('Pacific/Kiritimati');
    expect([addDaysTo(before, 2), addDaysTo(after, 2)]).toContain(next.dueDate);
    expect(next.dueTime).toBe('09:00');
  });

  it('keeps a 09:00 deadline at 09:00 local across a daylight-saving change', async () => {
    const { agent } = await signedInUser(server());
    expect((await agent.put('/api/settings/profile', { timeZone: 'America/New_York' })).status).toBe(200);
    const task = await repeating(agent, { dueDate: '2026-10-31', dueTime: '09:00', recurrence: 'FREQ=DAILY' });
    expect(await complete(agent, task.id)).toMatchObject({ dueDate: '2026-11-01', dueTime: '09:00' });
    expect(await complete(agent, task.id)).toMatchObject({ dueDate: '2026-11-02', dueTime: '09:00' });
  });

  it('ends after COUNT occurrences: completing the last one completes the task for good', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-01-01', recurrence: 'FREQ=DAILY;COUNT=2' });
    expect(await complete(agent, task.id)).toMatchObject({ completed: false, dueDate: '2031-01-02' });
    expect(await complete(agent, task.id)).toMatchObject({ id: task.id, completed: true, dueDate: '2031-01-02', recurrence: 'FREQ=DAILY;COUNT=2' });
    expect(await history(agent, task.id)).toHaveLength(1);
  });

  it('ends on its UNTIL day', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-01-01', recurrence: 'FREQ=WEEKLY;UNTIL=20310110' });
    expect(await complete(agent, task.id)).toMatchObject({ completed: false, dueDate: '2031-01-08' });
    expect(await complete(agent, task.id)).toMatchObject({ completed: true, dueDate: '2031-01-08' });
  });

  it('completes through PATCH {completed: true} and GraphQL completeTask the same way', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-01-05', recurrence: 'FREQ=WEEKLY' });
    const patched = await agent.patch(`/api/tasks/${task.id}`, { completed: true, name: 'Weekly review' });
    expect(patched.body).toMatchObject({ id: task.id, name: 'Weekly review', completed: false, dueDate: '2031-01-12' });
    const gql = await agent.gql(`mutation($input: CompleteTaskInput!) { completeTask(input: $input) { task { rowId completed dueDate } } }`, {
      input: { id: gid('Task', task.id) },
    });
    expect(gql.data.completeTask.task).toEqual({ rowId: task.id, completed: false, dueDate: '2031-01-19' });
    expect((await history(agent, task.id)).map((t) => [t.name, t.dueDate]).sort()).toEqual([
      ['Weekly review', '2031-01-05'],
      ['Weekly review', '2031-01-12'],
    ]);
  });

  it('skips one occurrence without keeping it, over REST and GraphQL', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-01-06', dueTime: '07:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO,FR;COUNT=3' });
    const skipped = await agent.post(`/api/tasks/${task.id}/skip`, {});
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ id: task.id, completed: false, dueDate: '2031-01-10', dueTime: '07:00' });
    const gql = await agent.gql(`mutation($input: SkipTaskOccurrenceInput!) { skipTaskOccurrence(input: $input) { task { rowId dueDate } } }`, {
      input: { id: gid('Task', task.id) },
    });
    expect(gql.data.skipTaskOccurrence.task).toEqual({ rowId: task.id, dueDate: '2031-01-13' });
    expect(await history(agent, task.id)).toEqual([]);
    // the third of COUNT=3: nothing to skip to
    const last = await agent.post(`/api/tasks/${task.id}/skip`, {});
    expect(last.status).toBe(400);
    expect(last.body.message).toMatch(/^recurrence: this is the last occurrence/);
    const plain = await makeTask(agent, task.projectId);
    const once = await agent.post(`/api/tasks/${plain.id}/skip`, {});
    expect(once.status).toBe(400);
    expect(once.body.message).toMatch(/^recurrence: this task does not repeat/);
  });

  it('editing the rule changes the following occurrences only, and its COUNT starts again', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-01-01', recurrence: 'FREQ=DAILY;COUNT=2' });
    expect((await complete(agent, task.id)).dueDate).toBe('2031-01-02');
    const edited = await agent.patch(`/api/tasks/${task.id}`, { recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(edited.body).toMatchObject({ dueDate: '2031-01-02', recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(await complete(agent, task.id)).toMatchObject({ completed: false, dueDate: '2031-01-09' });
    expect(await complete(agent, task.id)).toMatchObject({ completed: true, dueDate: '2031-01-09' });
    expect((await history(agent, task.id)).map((t) => t.dueDate).sort()).toEqual(['2031-01-01', '2031-01-02']);
  });

  it('keeps one history row per deadline however many completions arrive at once', async () => {
    const { agent } = await signedInUser(server());
    const task = await repeating(agent, { dueDate: '2031-03-01', recurrence: 'FREQ=DAILY' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => agent.patch(`/api/tasks/${task.id}/complete`, {})));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // each completion that counted moved the deadline by one day and left one row: never two rows for one day
    const rows = (await history(agent, task.id)).map((t) => t.dueDate).sort();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toEqual(rows.map((_, i) => addDaysTo('2031-03-01', i)));
    expect((await agent.get(`/api/tasks/${task.id}`)).body.dueDate).toBe(addDaysTo('2031-03-01', rows.length));
  });

  it("answers 404 for a stranger's task and changes nothing", async () => {
    const owner = await signedInUser(server());
    const stranger = await signedInUser(server());
    const task = await repeating(owner.agent, { dueDate: '2031-01-01', recurrence: 'FREQ=DAILY' });
    expect((await stranger.agent.post(`/api/tasks/${task.id}/skip`, {})).status).toBe(404);
    expect((await stranger.agent.patch(`/api/tasks/${task.id}/complete`, {})).status).toBe(404);
    const gql = await stranger.agent.gql(`mutation($input: SkipTaskOccurrenceInput!) { skipTaskOccurrence(input: $input) { task { rowId } } }`, {
      input: { id: gid('Task', task.id) },
    });
    expect(gql.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await owner.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ dueDate: '2031-01-01', completed: false });
    expect((await server().agent().post(`/api/tasks/${task.id}/skip`, {})).status).toBe(401);
  });
});
