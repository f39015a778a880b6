import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { PASSWORD } from '../../../test/factories.js';
import { endPhaseNow, makeTask, userWithTask } from './testTasks.js';

/** The same user signed in on a second device. */
async function secondDevice(server: TestServer, username: string) {
  const agent = server.agent();
  const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return agent;
}

describeEachProvider('work reaching zero is recorded once', (server) => {
  it('two tabs and two devices report the end at the same moment: timeSpent grows once, one break session', async () => {
    const { agent, task, user, username } = await userWithTask(server());
    const other = await secondDevice(server(), username);
    expect((await agent.put('/api/settings/pomodoro', { workDuration: 1, breakDuration: 5 })).status).toBe(200);
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    expect(started.body.durationSeconds).toBe(60);
    await endPhaseNow(server(), user.id);

    const version = started.body.version;
    const finish = `mutation($v: Int!) { finishPhase(version: $v) { state version } }`;
    const answers = await Promise.all([
      agent.post('/api/timer/finish', { version }),
      other.post('/api/timer/finish', { version }),
      agent.gql(finish, { v: version }),
      other.gql(finish, { v: version }),
      other.get('/api/timer'),
    ]);
    const [r1, r2, g1, g2, read] = answers;
    for (const r of [r1, r2, read]) expect({ status: r.status, state: r.body.state }).toEqual({ status: 200, state: 'break' });
    for (const g of [g1, g2]) expect(g.data?.finishPhase.state).toBe('break');
    expect(new Set([r1.body.version, r2.body.version, read.body.version, g1.data.finishPhase.version, g2.data.finishPhase.version]).size).toBe(1);

    const db = server().app.deps.db;
    expect((await db.task.findUniqueOrThrow({ where: { id: task.id } })).timeSpent).toBe(1);
    const sessions = await db.pomodoroSession.findMany({ where: { taskId: task.id }, orderBy: { id: 'asc' } });
    expect(sessions.map((s) => [s.type, s.completed, s.duration])).toEqual([
      ['work', true, 1],
      ['break', false, 5],
    ]);
    // the work ended when the clock said, and the break starts at that very moment
    expect(sessions[0].endTime!.getTime()).toBe(sessions[1].startTime.getTime());

    // a late report with the old version just answers the current timer
    const late = await agent.post('/api/timer/finish', { version });
    expect(late.body).toMatchObject({ state: 'break', version: r1.body.version });
    expect((await db.task.findUniqueOrThrow({ where: { id: task.id } })).timeSpent).toBe(1);
  });

  it('a task deleted while the work runs gets no minutes and no break session; the others are credited', async () => {
    const { agent, task, user } = await userWithTask(server());
    const second = await makeTask(server(), user.id, { name: 'Second' });
    const started = await agent.post('/api/timer/start', { taskIds: [task.id, second.id] });
    expect((await agent.delete(`/api/tasks/${task.id}`)).status).toBe(200);
    await endPhaseNow(server(), user.id);
    const finished = await agent.post('/api/timer/finish', { version: started.body.version });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ state: 'break', activeTaskId: task.id, activeTask: null, pomodoroSessionId: null });
    const db = server().app.deps.db;
    expect((await db.task.findUniqueOrThrow({ where: { id: second.id } })).timeSpent).toBe(12);
    expect(await db.pomodoroSession.count({ where: { taskId: { in: [task.id, second.id] } } })).toBe(0);
  });

  it('the break reaching zero resets the timer to idle work and completes the break session', async () => {
    const { agent, task, user } = await userWithTask(server());
    await agent.put('/api/settings/pomodoro', { workDuration: 1, breakDuration: 1 });
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    await endPhaseNow(server(), user.id);
    const inBreak = await agent.post('/api/timer/finish', { version: started.body.version });
    expect(inBreak.body.state).toBe('break');
    await endPhaseNow(server(), user.id);
    const after = await agent.post('/api/timer/finish', { version: inBreak.body.version });
    expect(after.body).toMatchObject({ state: 'idle', mode: 'work', timeLeft: 60, activeTaskId: task.id, pomodoroSessionId: null });
    const sessions = await server().app.deps.db.pomodoroSession.findMany({ where: { taskId: task.id }, orderBy: { id: 'asc' } });
    expect(sessions.map((s) => [s.type, s.completed])).toEqual([
      ['work', true],
      ['break', true],
    ]);
  });

  it('after every device slept past work and break, the next read records both phases', async () => {
    const { agent, task, user } = await userWithTask(server());
    await agent.post('/api/timer/start', { taskIds: [task.id] });
    await endPhaseNow(server(), user.id, 60 * 60_000);
    const read = await agent.get('/api/timer');
    expect(read.body).toMatchObject({ state: 'idle', mode: 'work', timeLeft: 1500, activeTaskId: task.id });
    const db = server().app.deps.db;
    expect((await db.task.findUniqueOrThrow({ where: { id: task.id } })).timeSpent).toBe(25);
    const sessions = await db.pomodoroSession.findMany({ where: { taskId: task.id }, orderBy: { id: 'asc' } });
    expect(sessions.map((s) => [s.type, s.completed, s.endTime!.getTime() - s.startTime.getTime()])).toEqual([
      ['work', true, 25 * 60_000],
      ['break', true, 5 * 60_000],
    ]);
  });
});
