import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { makeTask, runFor, userWithTask } from './testTasks.js';

const minutesBetween = (from: Date, to: Date | null) => (to!.getTime() - from.getTime()) / 60_000;

describeEachProvider('switching focus mid-pomodoro', (server) => {
  const db = () => server().app.deps.db;
  const timeSpent = async (id: number) => (await db().task.findUniqueOrThrow({ where: { id } })).timeSpent;

  it('credits the whole minutes focused so far to the task that was running, once, and records the real duration', async () => {
    const { agent, task, user } = await userWithTask(server());
    const next = await makeTask(server(), user.id, { name: 'Next task' });
    const first = await agent.post('/api/timer/start', { taskIds: [task.id] });
    await runFor(server(), user.id, 12);

    const switched = await agent.post('/api/timer/start', { taskIds: [next.id] });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ state: 'running', activeTaskId: next.id, timeLeft: 1500, activeTask: { name: 'Next task' } });
    expect(await timeSpent(task.id)).toBe(12);
    expect(await timeSpent(next.id)).toBe(0);
    const stopped = await db().pomodoroSession.findUniqueOrThrow({ where: { id: first.body.pomodoroSessionId } });
    expect(stopped).toMatchObject({ taskId: task.id, type: 'work', completed: false, duration: 12 });
    expect(minutesBetween(stopped.startTime, stopped.endTime)).toBeCloseTo(12, 0);

    // the same answer read again, and a reset of the new pomodoro at once, credit nothing more
    await agent.get('/api/timer');
    await agent.post('/api/timer/reset');
    expect(await timeSpent(task.id)).toBe(12);
    expect(await timeSpent(next.id)).toBe(0);
  });

  it('two switches racing from two devices credit the running task exactly once', async () => {
    const { agent, task, user } = await userWithTask(server());
    const b = await makeTask(server(), user.id, { name: 'B' });
    const c = await makeTask(server(), user.id, { name: 'C' });
    await agent.post('/api/timer/start', { taskIds: [task.id] });
    await runFor(server(), user.id, 12);

    const [toB, toC] = await Promise.all([
      agent.post('/api/timer/start', { taskIds: [b.id] }),
      agent.gql(`mutation($ids: [ID!]!) { startTimer(taskIds: $ids) { activeTaskRowId } }`, { ids: [encodeGlobalID('Task', c.id)] }),
    ]);
    expect(toB.status).toBe(200);
    expect(toC.errors).toBeUndefined();
    expect(await timeSpent(task.id)).toBe(12);
    expect((await timeSpent(b.id)) + (await timeSpent(c.id))).toBe(0);

    const sessions = await db().pomodoroSession.findMany({ where: { taskId: { in: [task.id, b.id, c.id] } }, orderBy: { id: 'asc' } });
    expect(sessions.filter((s) => s.taskId === task.id).map((s) => [s.completed, s.duration])).toEqual([[false, 12]]);
    // one new pomodoro runs; the one the other request started first was stopped at once, with 0 minutes
    expect(sessions.filter((s) => s.endTime === null)).toHaveLength(1);
    expect(sessions.filter((s) => s.taskId !== task.id && s.endTime !== null).map((s) => s.duration)).toEqual([0]);
    const timer = await agent.get('/api/timer');
    expect([b.id, c.id]).toContain(timer.body.activeTaskId);
  });

  it('a grouped pomodoro splits the minutes; paused time does not count', async () => {
    const { agent, task, user } = await userWithTask(server());
    const second = await makeTask(server(), user.id, { name: 'Second' });
    const next = await makeTask(server(), user.id, { name: 'Next' });
    await agent.post('/api/timer/start', { taskIds: [task.id, second.id] });
    await runFor(server(), user.id, 7);
    await agent.post('/api/timer/pause');
    // paused for an hour
    const s = await db().timerState.findUniqueOrThrow({ where: { userId: user.id } });
    await db().pomodoroSession.update({ where: { id: s.pomodoroSessionId! }, data: { startTime: new Date(Date.now() - 67 * 60_000) } });

    await agent.post('/api/timer/start', { taskIds: [next.id] });
    expect([await timeSpent(task.id), await timeSpent(second.id)]).toEqual([4, 3]);
    expect((await db().pomodoroSession.findUniqueOrThrow({ where: { id: s.pomodoroSessionId! } })).duration).toBe(7);
  });

  it('a switch during a break credits nothing and keeps the break real length', async () => {
    const { agent, task, user } = await userWithTask(server());
    const next = await makeTask(server(), user.id, { name: 'Next' });
    await agent.post('/api/timer/start', { taskIds: [task.id] });
    await runFor(server(), user.id, 25);
    const inBreak = await agent.get('/api/timer');
    expect(inBreak.body).toMatchObject({ state: 'break' });
    expect(await timeSpent(task.id)).toBe(25);
    await agent.post('/api/timer/start', { taskIds: [next.id] });
    expect(await timeSpent(task.id)).toBe(25);
    const brk = await db().pomodoroSession.findUniqueOrThrow({ where: { id: inBreak.body.pomodoroSessionId } });
    expect(brk).toMatchObject({ type: 'break', completed: false, duration: 0 });
    expect(brk.endTime).not.toBeNull();
  });
});

describeEachProvider('an abandoned session shows how long it really ran', (server) => {
  it('reset records the minutes run as its duration and its end time, in the REST and GraphQL session lists', async () => {
    const { agent, task, user } = await userWithTask(server());
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    await runFor(server(), user.id, 9);
    await agent.post('/api/timer/reset');

    const listed = await agent.get(`/api/pomodoro?taskId=${task.id}`);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: started.body.pomodoroSessionId, type: 'work', completed: false, duration: 9, endTime: expect.any(String) }),
    ]);
    const ran = (Date.parse(listed.body[0].endTime) - Date.parse(listed.body[0].startTime)) / 60_000;
    expect(ran).toBeGreaterThanOrEqual(9);
    expect(ran).toBeLessThan(10);
    expect((await server().app.deps.db.task.findUniqueOrThrow({ where: { id: task.id } })).timeSpent).toBe(9);

    const gql = await agent.gql(`{ pomodoroSessions(first: 5) { edges { node { rowId duration completed endTime } } } }`);
    expect(gql.data.pomodoroSessions.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { rowId: started.body.pomodoroSessionId, duration: 9, completed: false, endTime: listed.body[0].endTime },
    ]);
  });
});
