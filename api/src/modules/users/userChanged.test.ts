import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { adminAgent, PASSWORD, uniqueName } from '../../../test/factories.js';
import { subscribe, wsClient } from '../tasks/testing.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const USER_CHANGED = `subscription { userChanged { username status role } }`;

// The admin screen re-reads its lists when the subscription says it listens (the first value, null):
// a change made at any moment after that must reach it, with no retry, in process and through Redis.
for (const provider of PROVIDERS) {
  for (const redis of [false, true]) {
    describe(`userChanged [${provider}${redis ? ', Redis' : ''}]`, () => {
      let server: TestServer;
      let client: Client | undefined;
      beforeAll(async () => {
        server = await startTestServer(provider, redis ? { REDIS_URL } : {});
      });
      afterAll(async () => {
        await client?.dispose();
        await server?.stop();
      });

      it('first says it listens (null), then delivers a registration made right after that', async () => {
        const admin = await adminAgent(server);
        client = wsClient(server.url, admin);
        const live = subscribe(client, USER_CHANGED);
        expect(await live.next(undefined, 5000)).toEqual({ userChanged: null });

        const username = uniqueName('late');
        const reg = await server.agent().post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
        expect(reg.status).toBe(201);
        const event = await live.next((d: any) => d.userChanged?.username === username, 5000);
        expect(event.userChanged).toEqual({ username, status: 'pending', role: 'user' });
        expect(live.received.filter((d: any) => d.userChanged === null)).toHaveLength(1);
        expect(live.errors).toEqual([]);
      });

      it('a registration made before the subscription listens follows its first value', async () => {
        const admin = await adminAgent(server);
        const username = uniqueName('early');
        const reg = await server.agent().post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
        expect(reg.status).toBe(201);

        const late = wsClient(server.url, admin);
        try {
          const live = subscribe(late, USER_CHANGED);
          expect(await live.next(undefined, 5000)).toEqual({ userChanged: null });
          const event = await live.next((d: any) => d.userChanged?.username === username, 5000);
          expect(event.userChanged).toEqual({ username, status: 'pending', role: 'user' });
          expect(live.errors).toEqual([]);
        } finally {
          await late.dispose();
        }
      });
    });
  }
}
