// kill -9 of an instance in the middle of a stream of writes: after a restart every write that was
// acknowledged (201) is there, exactly once.
import { PROVIDERS, createTempDatabase } from '../testServer.js';
import { HttpAgent } from '../http.js';
import { PASSWORD, uniqueName } from '../factories.js';
import { makeProject } from '../../src/modules/tasks/testing.js';
import { spawnInstance } from './instance.js';
import { sleep } from './servers.js';
import { writeLoop } from './traffic.js';

for (const provider of PROVIDERS) {
  describe(`kill -9 during writes [${provider}]`, () => {
    it('loses no acknowledged write', async () => {
      const db = await createTempDatabase(provider);
      const env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl };
      try {
        const first = await spawnInstance(env);
        const agent = new HttpAgent(first.url);
        const username = uniqueName('crash');
        // the first account is an approved admin: no database access needed
        expect((await agent.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD })).status).toBe(201);
        expect((await agent.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
        const project = await makeProject(agent);

        const traffic = writeLoop(agent, project.id, { concurrency: 4, pauseMs: 0 });
        while (traffic.result.acknowledged.length < 40) await sleep(20);
        expect(await first.kill('SIGKILL')).toBe('SIGKILL');
        const result = await traffic.stop();
        expect(result.statuses).toContain(0); // some writes were cut, unanswered

        const second = await spawnInstance(env, Number(new URL(first.url).port));
        try {
          const listed = await agent.get('/api/tasks'); // same cookie: the session survived too
          expect(listed.status).toBe(200);
          const ids: number[] = listed.body.map((t: { id: number }) => t.id);
          expect(result.acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
          // each request wrote at most one row (names are unique per request)
          const names: string[] = listed.body.map((t: { name: string }) => t.name);
          expect(new Set(names).size).toBe(names.length);
          expect(result.unexpected).toEqual([]);
        } finally {
          await second.kill('SIGTERM');
        }
      } finally {
        await db.drop();
      }
    }, 90_000);
  });
}
