import { describeEachProvider } from '../../../test/testServer.js';
import { PASSWORD } from '../../../test/factories.js';
import { subscribe, wsClient } from '../tasks/testing.js';
import { userWithTask } from './testTasks.js';

const TIMER_CHANGED = 'subscription { timerChanged { state activeTaskRowId version } }';

describeEachProvider('timerChanged subscription', (server) => {
  it("a subscriber first gets the timer as it is, then sees it start on the user's other device; a stranger sees only their own", async () => {
    const { agent, task, username } = await userWithTask(server());
    const stranger = await userWithTask(server());
    const tab = server().agent();
    expect((await tab.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);

    const mine = wsClient(server().url, tab);
    const theirs = wsClient(server().url, stranger.agent);
    try {
      const sub = subscribe(mine, TIMER_CHANGED);
      const strangerSub = subscribe(theirs, TIMER_CHANGED);
      // the first value says it listens: a start made right after it must arrive, with no pause in between
      const initial = await sub.next();
      expect(initial.timerChanged).toMatchObject({ state: 'idle', activeTaskRowId: null });
      await strangerSub.next();

      const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
      // each value is the timer read afresh when its event is delivered: the start is seen before the pause is made
      await sub.next((d) => d.timerChanged.state === 'running');
      const paused = await agent.gql('mutation { pauseTimer { version } }');
      await sub.next((d) => d.timerChanged.state === 'paused');
      expect(sub.received.map((d) => d.timerChanged)).toEqual([
        initial.timerChanged,
        { state: 'running', activeTaskRowId: task.id, version: started.body.version },
        { state: 'paused', activeTaskRowId: task.id, version: paused.data.pauseTimer.version },
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(strangerSub.received.map((d) => d.timerChanged.state)).toEqual(['idle']);
      expect([...sub.errors, ...strangerSub.errors]).toEqual([]);
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('a timer started before the subscription opens is its first value', async () => {
    const { agent, task } = await userWithTask(server());
    const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
    const client = wsClient(server().url, agent);
    try {
      const sub = subscribe(client, TIMER_CHANGED);
      expect((await sub.next()).timerChanged).toEqual({ state: 'running', activeTaskRowId: task.id, version: started.body.version });
    } finally {
      await client.dispose();
    }
  });

  it('a signed-out socket is refused', async () => {
    const anonymous = wsClient(server().url, server().agent());
    try {
      const sub = subscribe(anonymous, 'subscription { timerChanged { state } }');
      await expect(sub.next()).rejects.toThrow(/Not authenticated/);
    } finally {
      await anonymous.dispose();
    }
  });
});
