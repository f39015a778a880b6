// PostgreSQL: a statement that waits too long (a lock held by someone else) is cancelled by the server
// after DB_STATEMENT_TIMEOUT_MS; its request answers 503, never 500, and nothing is lost.
import pg from 'pg';
import { PROVIDERS, startTestServer, type TestServer } from '../testServer.js';
import { signedInUser } from '../factories.js';
import { makeProject, makeTask } from '../../src/modules/tasks/testing.js';

const pgOnly = PROVIDERS.includes('postgres') ? describe : describe.skip;

pgOnly('a PostgreSQL statement that runs too long', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer('postgres', { DB_STATEMENT_TIMEOUT_MS: '400' });
  }, 60_000);
  afterAll(() => app?.stop());

  it('is cancelled: REST and GraphQL answer 503, and serve again once the lock is gone', async () => {
    const me = await signedInUser(app);
    const project = await makeProject(me.agent);
    const task = await makeTask(me.agent, project.id, { name: 'Kept through the timeout' });

    // another session holds the task table, as a long migration or an administrator's transaction would
    const holder = new pg.Client({ connectionString: app.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE "Task" IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const rest = await me.agent.get('/api/tasks');
      expect(rest.status).toBe(503);
      expect(rest.body).toEqual({ message: 'Service temporarily unavailable' });
      expect(Date.now() - started).toBeLessThan(5_000); // cancelled, not left waiting for the lock
      const gql = await me.agent.gql('{ tasks(first: 5) { edges { node { name } } } }');
      expect(gql.status).toBe(503);
      expect(gql.errors).toEqual([expect.objectContaining({ message: 'Service temporarily unavailable', extensions: { code: 'UNAVAILABLE' } })]);
      const write = await me.agent.patch(`/api/tasks/${task.id}`, { name: 'Renamed while locked' });
      expect(write.status).toBe(503);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }

    const after = await me.agent.get('/api/tasks');
    expect(after.status).toBe(200);
    expect((after.body as { id: number; name: string }[]).map((t) => [t.id, t.name])).toEqual([[task.id, 'Kept through the timeout']]);
  }, 30_000);
});
