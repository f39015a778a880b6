// A subscribe message while PostgreSQL is down is refused with UNAVAILABLE for its id alone: the
// socket stays open, and a subscription made on it once the database is back works.
import { startTestServer, type TestServer } from '../testServer.js';
import { signedInUser } from '../factories.js';
import { makeProject, makeTask, subscribe, unique, wsClient } from '../../src/modules/tasks/testing.js';
import { privatePostgres, sleep, type PrivateServer } from './servers.js';

const TASK_CHANGED = `subscription { taskChanged { kind rowId task { name } } }`;

describe('GraphQL over WebSocket during a PostgreSQL outage (private PostgreSQL)', () => {
  let pg: PrivateServer;
  let app: TestServer;
  beforeAll(async () => {
    pg = await privatePostgres();
    app = await startTestServer('sqlite', { DATABASE_URL: pg.url });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await pg?.destroy();
  }, 60_000);

  it('refuses a subscribe message with UNAVAILABLE and keeps the socket', async () => {
    const me = await signedInUser(app);
    const client = wsClient(app.url, me.agent);
    let closed = false;
    client.on('closed', () => (closed = true));
    try {
      expect(await subscribe(client, TASK_CHANGED).next()).toEqual({ taskChanged: null });

      await pg.stop();
      await sleep(300);
      const refused = subscribe(client, TASK_CHANGED);
      await expect(refused.next(() => true, 10_000)).rejects.toThrow('Service temporarily unavailable');
      const [[error]] = refused.errors as Array<Array<{ extensions: { code: string } }>>;
      expect(error.extensions.code).toBe('UNAVAILABLE');

      await pg.start();
      const deadline = Date.now() + 15_000;
      while ((await me.agent.get('/api/health')).status !== 200) {
        if (Date.now() > deadline) throw new Error('the app did not recover within 15 s of the database');
        await sleep(100);
      }
      const again = subscribe(client, TASK_CHANGED);
      expect(await again.next()).toEqual({ taskChanged: null });
      const task = await makeTask(me.agent, (await makeProject(me.agent)).id, { name: unique('After the outage') });
      expect((await again.next((d: any) => d.taskChanged?.rowId === task.id)).taskChanged.task).toEqual({ name: task.name });
      expect(closed).toBe(false);
    } finally {
      await client.dispose();
    }
  }, 60_000);
});
