import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { endPhaseNow, makeTask, userWithTask } from './testTasks.js';

const near = (iso: string, ms: number, tolerance = 5000) => Math.abs(Date.parse(iso) - ms) < tolerance;

describeEachProvider('timer over REST', (server) => {
  it('starts idle at 25:00 of work', async () => {
    const { agent } = await userWithTask(server());
    const res = await agent.get('/api/timer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'idle',
      mode: 'work',
      status: 'idle',
      timeLeft: 1500,
      progress: 0,
      isRunning: false,
      activeTaskId: null,
      version: 0,
    });
  });

  it('start creates the work session; pause keeps the time; resume; a second device sees the same timer', async () => {
    const { agent, task, user } = await userWithTask(server());
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'running', mode: 'work', activeTaskId: task.id, groupTaskIds: [task.id], durationSeconds: 1500 });
    expect(started.body.activeTask).toEqual({
      id: task.id,
      name: 'Write the report',
      priority: 5,
      completed: false,
      projectId: task.projectId,
      projectName: 'Focus project',
    });
    expect(near(started.body.endsAt, Date.now() + 25 * 60_000)).toBe(true);
    const session = await server().app.deps.db.pomodoroSession.findUniqueOrThrow({ where: { id: started.body.pomodoroSessionId } });
    expect(session).toMatchObject({ taskId: task.id, type: 'work', duration: 25, completed: false, endTime: null });

    // the same user on another device (a second sign-in) reads the same timer
    const other = server().agent();
    await other.post('/api/auth/login', {
      username: (await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } })).username,
      password: 'correct-horse-9',
    });
    const seen = await other.get('/api/timer');
    expect(seen.body).toMatchObject({ state: 'running', activeTaskId: task.id, endsAt: started.body.endsAt, version: started.body.version });

    const paused = await other.post('/api/timer/pause');
    expect(paused.body).toMatchObject({ state: 'paused', isPaused: true, endsAt: null });
    expect(paused.body.timeLeft).toBeGreaterThan(1490);
    expect((await agent.get('/api/timer')).body).toMatchObject({ state: 'paused', timeLeft: paused.body.timeLeft });
    expect((await agent.post('/api/timer/pause')).body.version).toBe(paused.body.version); // again: nothing changes

    const resumed = await agent.post('/api/timer/resume');
    expect(resumed.body).toMatchObject({ state: 'running', pomodoroSessionId: started.body.pomodoroSessionId });
    expect(near(resumed.body.endsAt, Date.now() + paused.body.timeLeft * 1000, 2000)).toBe(true);
  });

  it('reset stops at the full duration, leaves the session unfinished and keeps the task; start again with no ids', async () => {
    const { agent, task } = await userWithTask(server());
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    const reset = await agent.post('/api/timer/reset');
    expect(reset.body).toMatchObject({ state: 'idle', mode: 'work', timeLeft: 1500, activeTaskId: task.id, pomodoroSessionId: null });
    const old = await server().app.deps.db.pomodoroSession.findUniqueOrThrow({ where: { id: started.body.pomodoroSessionId } });
    expect(old.completed).toBe(false);
    expect(old.endTime).not.toBeNull();
    const again = await agent.post('/api/timer/start', {});
    expect(again.body).toMatchObject({ state: 'running', activeTaskId: task.id });
    expect(again.body.pomodoroSessionId).not.toBe(started.body.pomodoroSessionId);
  });

  it('complete marks the task completed, completes the running session with the minutes focused, clears the active task', async () => {
    const { agent, task, user } = await userWithTask(server());
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    const db = server().app.deps.db;
    // 10 minutes into the pomodoro
    await db.timerState.update({ where: { userId: user.id }, data: { endsAt: new Date(Date.now() + 15 * 60_000) } });
    const done = await agent.post('/api/timer/complete');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'idle', activeTaskId: null, groupTaskIds: [], timeLeft: 1500, pomodoroSessionId: null });
    const t = await db.task.findUniqueOrThrow({ where: { id: task.id } });
    expect(t).toMatchObject({ completed: true, timeSpent: 10 });
    expect(t.completedAt).not.toBeNull();
    const s = await db.pomodoroSession.findUniqueOrThrow({ where: { id: started.body.pomodoroSessionId } });
    expect(s).toMatchObject({ completed: true, duration: 10 });
    expect(s.endTime).not.toBeNull();
    const nothing = await agent.post('/api/timer/complete');
    expect(nothing).toMatchObject({ status: 409, body: { message: 'There is no active task to complete' } });
  });

  it('grouped start: the first task is active, the minutes are split equally (remainder to the first)', async () => {
    const { agent, task, user } = await userWithTask(server());
    const second = await makeTask(server(), user.id, { name: 'Second' });
    const third = await makeTask(server(), user.id, { name: 'Third' });
    const started = await agent.post('/api/timer/start', { taskIds: [task.id, second.id, third.id] });
    expect(started.body).toMatchObject({ activeTaskId: task.id, groupTaskIds: [task.id, second.id, third.id] });
    await endPhaseNow(server(), user.id);
    const finished = await agent.post('/api/timer/finish', { version: started.body.version });
    expect(finished.body).toMatchObject({ state: 'break', mode: 'break', isBreak: true, activeTaskId: task.id });
    const tasks = await server().app.deps.db.task.findMany({ where: { id: { in: [task.id, second.id, third.id] } }, orderBy: { id: 'asc' } });
    expect(tasks.map((t) => t.timeSpent)).toEqual([9, 8, 8]);
  });

  it('pause or resume with nothing to act on, and finish before zero, answer 409', async () => {
    const { agent, task } = await userWithTask(server());
    expect(await agent.post('/api/timer/pause')).toMatchObject({ status: 409, body: { message: 'The timer is not running' } });
    expect(await agent.post('/api/timer/resume')).toMatchObject({ status: 409, body: { message: 'The timer is not paused: start it instead' } });
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    const early = await agent.post('/api/timer/finish', { version: started.body.version });
    expect(early).toMatchObject({ status: 409, body: { message: 'The phase has not ended yet', endsAt: started.body.endsAt } });
  });

  it("ownership: a stranger cannot start on another user's task, and never sees or changes their timer", async () => {
    const a = await userWithTask(server());
    const b = await userWithTask(server());
    await a.agent.post('/api/timer/start', { taskIds: [a.task.id] });
    expect(await b.agent.post('/api/timer/start', { taskIds: [a.task.id] })).toMatchObject({ status: 404, body: { message: 'Task not found' } });
    expect(await b.agent.post('/api/timer/start', { taskIds: [b.task.id, a.task.id] })).toMatchObject({ status: 404 });
    expect((await b.agent.get('/api/timer')).body).toMatchObject({ state: 'idle', activeTaskId: null });
    expect((await b.agent.post('/api/timer/pause')).status).toBe(409);
    expect((await a.agent.get('/api/timer')).body).toMatchObject({ state: 'running', activeTaskId: a.task.id });
    expect((await server().agent().get('/api/timer')).status).toBe(401);
  });

  it('bad input answers 400 with a clear message', async () => {
    const { agent } = await userWithTask(server());
    expect(await agent.post('/api/timer/start', {})).toMatchObject({ status: 400, body: { message: 'Choose a task to focus on' } });
    expect(await agent.post('/api/timer/start', { taskIds: ['temp-1'] })).toMatchObject({
      status: 400,
      body: { message: 'taskIds must be a list of your task ids' },
    });
    expect(await agent.post('/api/timer/start', { taskIds: 5 })).toMatchObject({ status: 400, body: { message: 'taskIds must be a list of your task ids' } });
    expect(await agent.post('/api/timer/start', { taskIds: Array.from({ length: 21 }, (_, i) => i + 1) })).toMatchObject({
      status: 400,
      body: { message: 'A grouped start takes at most 20 tasks' },
    });
    expect(await agent.post('/api/timer/finish', { version: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'version must be the timer version you saw' },
    });
  });
});

const TIMER =
  'id state mode status timeLeft durationSeconds progress isRunning isPaused isBreak activeTaskRowId groupTaskRowIds version endsAt pomodoroSession { rowId type completed }';

describeEachProvider('timer over GraphQL', (server) => {
  it('startTimer / pauseTimer / resumeTimer / resetTimer / completeTimerTask / finishPhase', async () => {
    const { agent, task, user } = await userWithTask(server());
    const gid = encodeGlobalID('Task', task.id);
    const idle = await agent.gql(`{ timer { ${TIMER} } }`);
    expect(idle.data.timer).toMatchObject({ state: 'idle', timeLeft: 1500, id: encodeGlobalID('Timer', user.id) });

    const started = await agent.gql(`mutation($ids: [ID!]!) { startTimer(taskIds: $ids) { ${TIMER} } }`, { ids: [gid] });
    expect(started.errors).toBeUndefined();
    expect(started.data.startTimer).toMatchObject({ state: 'running', activeTaskRowId: task.id, pomodoroSession: { type: 'work', completed: false } });
    const active = await agent.gql(`{ timer { activeTask { id name project { name } } } }`);
    expect(active.errors).toBeUndefined();
    expect(active.data.timer.activeTask).toEqual({ id: gid, name: 'Write the report', project: { name: 'Focus project' } });
    const paused = await agent.gql(`mutation { pauseTimer { ${TIMER} } }`);
    expect(paused.data.pauseTimer).toMatchObject({ state: 'paused', isPaused: true });
    const resumed = await agent.gql(`mutation { resumeTimer { ${TIMER} } }`);
    expect(resumed.data.resumeTimer.state).toBe('running');

    await endPhaseNow(server(), user.id);
    const finished = await agent.gql(`mutation($v: Int!) { finishPhase(version: $v) { ${TIMER} } }`, { v: resumed.data.resumeTimer.version });
    expect(finished.data.finishPhase).toMatchObject({
      state: 'break',
      isBreak: true,
      durationSeconds: 300,
      pomodoroSession: { type: 'break', completed: false },
    });
    expect((await server().app.deps.db.task.findUniqueOrThrow({ where: { id: task.id } })).timeSpent).toBe(25);

    const reset = await agent.gql(`mutation { resetTimer { ${TIMER} } }`);
    expect(reset.data.resetTimer).toMatchObject({ state: 'idle', mode: 'break', isBreak: true, timeLeft: 300, pomodoroSession: null });
    const done = await agent.gql(`mutation { completeTimerTask { ${TIMER} } }`);
    expect(done.data.completeTimerTask).toMatchObject({ state: 'idle', mode: 'work', activeTaskRowId: null, timeLeft: 1500 });
    expect((await server().app.deps.db.task.findUniqueOrThrow({ where: { id: task.id } })).completed).toBe(true);

    const node = await agent.gql(`query($id: ID!) { node(id: $id) { ... on Timer { state } } }`, { id: encodeGlobalID('Timer', user.id) });
    expect(node.data.node).toEqual({ state: 'idle' });

    const history = await agent.gql(
      `query($id: ID!) { node(id: $id) { ... on Task { pomodoroSessions(first: 5) { edges { node { type completed task { id } } } } } } }`,
      { id: gid },
    );
    expect(history.errors).toBeUndefined();
    expect(history.data.node.pomodoroSessions.edges.map((e: any) => e.node)).toEqual([
      { type: 'break', completed: false, task: { id: gid } },
      { type: 'work', completed: true, task: { id: gid } },
    ]);
  });

  it("a stranger: NOT_FOUND on another user's task, cannot read their timer through node()", async () => {
    const a = await userWithTask(server());
    const b = await userWithTask(server());
    await a.agent.gql(`mutation($ids: [ID!]!) { startTimer(taskIds: $ids) { state } }`, { ids: [encodeGlobalID('Task', a.task.id)] });
    const res = await b.agent.gql(`mutation($ids: [ID!]!) { startTimer(taskIds: $ids) { state } }`, { ids: [encodeGlobalID('Task', a.task.id)] });
    expect(res.errors?.[0]).toMatchObject({ message: 'Task not found', extensions: { code: 'NOT_FOUND' } });
    const node = await b.agent.gql(`query($id: ID!) { node(id: $id) { ... on Timer { state } } }`, { id: encodeGlobalID('Timer', a.user.id) });
    expect(node.data.node).toBeNull();
    const own = await b.agent.gql(`{ timer { state activeTaskRowId } }`);
    expect(own.data.timer).toEqual({ state: 'idle', activeTaskRowId: null });
    const anonymous = await server().agent().gql(`{ timer { state } }`);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const badId = await b.agent.gql(`mutation { startTimer(taskIds: ["%%"]) { state } }`);
    expect(badId.errors?.[0]).toMatchObject({ message: 'taskIds must be a list of your task ids', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
