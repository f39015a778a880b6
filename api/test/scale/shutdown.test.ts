// SIGTERM: no new connections, the request in flight completes, subscriptions close with 1001, exit 0.
import { request } from 'node:http';
import { PASSWORD, uniqueName } from '../factories.js';
import { createTempDatabase } from '../testServer.js';
import { HttpAgent } from '../http.js';
import { createDb } from '../../src/db/client.js';
import { makeProject, unique, wsClient } from '../../src/modules/tasks/testing.js';
import { spawnInstance } from './instance.js';
import { sleep } from './servers.js';

describe('SIGTERM', () => {
  it('finishes the request in flight, closes subscriptions with "going away", refuses new connections and exits 0', async () => {
    const db = await createTempDatabase('sqlite');
    try {
      const instance = await spawnInstance({ DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl });
      const agent = new HttpAgent(instance.url);
      const username = uniqueName('term');
      await agent.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
      expect((await agent.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
      const project = await makeProject(agent);

      const closed = new Promise<number>((resolve) => {
        const client = wsClient(instance.url, agent, { onNonLazyError: () => {} });
        client.on('closed', (event) => resolve((event as { code: number }).code));
        client.subscribe({ query: 'subscription { taskChanged { kind } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      });
      await sleep(300);

      // a request in flight: headers and half of the body sent, the rest after the signal
      const name = unique('In flight');
      const body = JSON.stringify({ name, priority: 5, duration: 25, projectId: project.id });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${instance.url}/api/tasks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: agent.cookieHeader },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 3000);
      });
      // time for the server to read the headers even on a busy machine: until then it is an idle connection, which a shutdown closes
      await sleep(1000);
      instance.child.kill('SIGTERM');

      expect(await closed).toBe(1001);
      await sleep(200);
      await expect(fetch(`${instance.url}/api/health`)).rejects.toThrow(); // no longer accepting
      const res = await answer;
      expect(res.status).toBe(201);
      expect(JSON.parse(res.body)).toMatchObject({ name });
      expect(await instance.exited).toBe(0);

      const check = await createDb({ provider: 'sqlite', databaseUrl: db.databaseUrl });
      expect(await check.task.count({ where: { name } })).toBe(1);
      await check.$disconnect();
    } finally {
      await db.drop();
    }
  }, 90_000);
});
