import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { describeEachProvider } from '../../../test/testServer.js';
import type { HttpAgent } from '../../../test/http.js';
import { PASSWORD } from '../../../test/factories.js';
import { userWithTask } from './testTasks.js';

/** A graphql-ws client that sends the agent's session cookie with the socket upgrade. */
function wsClient(url: string, agent: HttpAgent): Client {
  const cookie = agent.cookieHeader;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
}

function nextEvents(client: Client, query: string, count: number) {
  const received: any[] = [];
  let unsubscribe = () => {};
  const done = new Promise<any[]>((resolve, reject) => {
    unsubscribe = client.subscribe(
      { query },
      {
        next: (value) => {
          received.push(value);
          if (received.length === count) resolve(received);
        },
        error: reject,
        complete: () => resolve(received),
      },
    );
  });
  return { done, received, unsubscribe: () => unsubscribe() };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describeEachProvider('timerChanged subscription', (server) => {
  it("a subscriber sees the timer start on the user's other device, and a stranger sees nothing", async () => {
    const { agent, task, username } = await userWithTask(server());
    const stranger = await userWithTask(server());
    const tab = server().agent();
    expect((await tab.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);

    const mine = wsClient(server().url, tab);
    const theirs = wsClient(server().url, stranger.agent);
    try {
      const sub = nextEvents(mine, 'subscription { timerChanged { state activeTaskRowId version } }', 2);
      const strangerSub = nextEvents(theirs, 'subscription { timerChanged { state activeTaskRowId } }', 1);
      await settle();

      const started = await agent.post('/api/timer/start', { taskIds: [task.id] });
      const paused = await agent.gql('mutation { pauseTimer { version } }');
      const events = await sub.done;
      expect(events.map((e) => e.data?.timerChanged ?? e)).toEqual([
        { state: 'running', activeTaskRowId: task.id, version: started.body.version },
        { state: 'paused', activeTaskRowId: task.id, version: paused.data.pauseTimer.version },
      ]);
      await settle();
      expect(strangerSub.received).toEqual([]);
      sub.unsubscribe();
      strangerSub.unsubscribe();
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('a signed-out socket is refused', async () => {
    const anonymous = wsClient(server().url, server().agent());
    try {
      const sub = nextEvents(anonymous, 'subscription { timerChanged { state } }', 1);
      const result = await sub.done.then(
        (values) => ({ values }),
        (error) => ({ error }),
      );
      const message = JSON.stringify(result);
      expect(message).toMatch(/Not authenticated/);
    } finally {
      await anonymous.dispose();
    }
  });
});
