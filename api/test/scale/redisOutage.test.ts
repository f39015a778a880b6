// Redis stops and comes back under traffic: requests never fail, health says so, live events resume.
import type { Client } from 'graphql-ws';
import { startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD, signedInUser } from '../factories.js';
import { makeProject, subscribe, triggerUntil, unique, wsClient } from '../../src/modules/tasks/testing.js';
import { privateRedis, sleep, type PrivateServer } from './servers.js';
import { writeLoop } from './traffic.js';

const TASK_CHANGED = `subscription { taskChanged { kind rowId } }`;

describe('Redis outage under traffic (two instances, private Redis)', () => {
  let redis: PrivateServer;
  let a: TestServer;
  let b: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    redis = await privateRedis();
    a = await startTestServer('sqlite', { REDIS_URL: redis.url });
    b = await startTestServer('sqlite', { REDIS_URL: redis.url, DATABASE_URL: a.databaseUrl });
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await b?.stop();
    await a?.stop();
    await redis?.destroy();
  });

  const health = async (s: TestServer) => (await s.agent().get('/api/health')) as { status: number; body: any };
  async function waitForRedis(s: TestServer, state: 'up' | 'down') {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const h = await health(s);
      if (h.body?.redis === state) return h;
      if (Date.now() > deadline) throw new Error(`health never said redis ${state}: ${JSON.stringify(h.body)}`);
      await sleep(100);
    }
  }

  it('keeps serving while Redis is down (health: 200, degraded), and a subscription opened before the outage receives events after it', async () => {
    const me = await signedInUser(a);
    const project = await makeProject(me.agent);
    const meOnB = b.agent();
    expect((await meOnB.post('/api/auth/login', { username: me.username, password: PASSWORD })).status).toBe(200);
    const client = wsClient(b.url, meOnB);
    clients.push(client);
    const live = subscribe(client, TASK_CHANGED);
    const create = async () => (await me.agent.post('/api/tasks', { name: unique('T'), priority: 5, duration: 25, projectId: project.id })).body;
    let last: { id: number } | undefined;
    await triggerUntil(
      live,
      async () => (last = await create()),
      (d: any) => d.taskChanged?.rowId === last!.id,
    );

    const traffic = writeLoop(me.agent, project.id, { concurrency: 3 });
    await sleep(500);
    await redis.stop();
    const down = await waitForRedis(a, 'down');
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(down.body.degraded).toEqual([expect.stringContaining('redis')]);
    // writes during the outage answer at once: a publish never waits for Redis
    const started = Date.now();
    const during = await me.agent.post('/api/tasks', { name: unique('During'), priority: 5, duration: 25, projectId: project.id });
    expect(during.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await me.agent.gql('{ viewer { username } }')).data).toEqual({ viewer: { username: me.username } });
    await sleep(1000);

    await redis.start();
    const up = await waitForRedis(a, 'up');
    expect(up.body).toMatchObject({ status: 'ok', degraded: [] });
    await sleep(300);
    const result = await traffic.stop();

    // the subscription of before the outage (B re-subscribed its channels) receives new events
    await triggerUntil(
      live,
      async () => (last = await create()),
      (d: any) => d.taskChanged?.rowId === last!.id,
    );
    expect(live.errors).toEqual([]);
    // every write was answered 201, and every one of them is stored
    expect(result.statuses.filter((s) => s !== 201)).toEqual([]);
    expect(result.acknowledged.length).toBeGreaterThan(10);
    const stored = new Set((await me.agent.get('/api/tasks')).body.map((t: { id: number }) => t.id));
    expect(result.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
