import { describeEachProvider } from '../../../test/testServer.js';
import { userWithTask } from './testTasks.js';

describeEachProvider('pomodoro settings', (server) => {
  it('GET /api/settings/pomodoro gives 25 and 5 until changed; PUT saves both', async () => {
    const { agent } = await userWithTask(server());
    expect((await agent.get('/api/settings/pomodoro')).body).toEqual({ workDuration: 25, breakDuration: 5 });
    const put = await agent.put('/api/settings/pomodoro', { workDuration: 50, breakDuration: 10 });
    expect(put).toMatchObject({ status: 200, body: { workDuration: 50, breakDuration: 10 } });
    expect((await agent.get('/api/settings/pomodoro')).body).toEqual({ workDuration: 50, breakDuration: 10 });
  });

  it('a change while the timer is stopped updates the displayed time; a running pomodoro keeps its length', async () => {
    const { agent, task } = await userWithTask(server());
    await agent.put('/api/settings/pomodoro', { workDuration: 45, breakDuration: 15 });
    expect((await agent.get('/api/timer')).body).toMatchObject({ state: 'idle', timeLeft: 2700, durationSeconds: 2700 });
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    await agent.put('/api/settings/pomodoro', { workDuration: 20, breakDuration: 5 });
    const timer = (await agent.get('/api/timer')).body;
    expect(timer).toMatchObject({ state: 'running', durationSeconds: 2700, endsAt: started.body.endsAt });
  });

  it('out-of-range or missing values answer 400 with a clear message', async () => {
    const { agent } = await userWithTask(server());
    const work = 'workDuration must be a whole number of minutes from 1 to 180';
    const brk = 'breakDuration must be a whole number of minutes from 1 to 60';
    const cases: Array<[unknown, string]> = [
      [{ workDuration: 0, breakDuration: 5 }, work],
      [{ workDuration: 181, breakDuration: 5 }, work],
      [{ workDuration: 25.5, breakDuration: 5 }, work],
      [{ breakDuration: 5 }, work],
      [{ workDuration: 25, breakDuration: 0 }, brk],
      [{ workDuration: 25, breakDuration: 61 }, brk],
      [{ workDuration: 25, breakDuration: '5' }, brk],
    ];
    for (const [body, message] of cases) {
      const res = await agent.put('/api/settings/pomodoro', body);
      expect({ body, status: res.status, message: res.body?.message }).toEqual({ body, status: 400, message });
    }
    expect((await agent.get('/api/settings/pomodoro')).body).toEqual({ workDuration: 25, breakDuration: 5 });
    expect((await agent.put('/api/settings/pomodoro', { workDuration: 180, breakDuration: 60 })).status).toBe(200);
    expect((await server().agent().get('/api/settings/pomodoro')).status).toBe(401);
  });

  it('GraphQL: pomodoroSettings and updatePomodoroSettings, per user', async () => {
    const a = await userWithTask(server());
    const b = await userWithTask(server());
    const update = `mutation($w: Int!, $b: Int!) { updatePomodoroSettings(input: { workDuration: $w, breakDuration: $b }) { settings { workDuration breakDuration } } }`;
    const res = await a.agent.gql(update, { w: 30, b: 6 });
    expect(res.data.updatePomodoroSettings.settings).toEqual({ workDuration: 30, breakDuration: 6 });
    expect((await a.agent.gql('{ pomodoroSettings { workDuration breakDuration } }')).data.pomodoroSettings).toEqual({ workDuration: 30, breakDuration: 6 });
    expect((await b.agent.gql('{ pomodoroSettings { workDuration breakDuration } }')).data.pomodoroSettings).toEqual({ workDuration: 25, breakDuration: 5 });
    const bad = await a.agent.gql(update, { w: 30, b: 0 });
    expect(bad.errors?.[0]).toMatchObject({ message: 'breakDuration must be a whole number of minutes from 1 to 60', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
