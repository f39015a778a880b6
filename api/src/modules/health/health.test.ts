import pg from 'pg';
import { describeEachProvider, PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';

describeEachProvider('GET /api/health', (server, provider) => {
  it('reports the database as up', async () => {
    const res = await server().agent().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', databaseProvider: provider, redis: 'not configured' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull(); // private answers are never revalidated: no body hash
  });
});

const pgOnly = PROVIDERS.includes('postgres') ? describe : describe.skip;
pgOnly('GET /api/health when PostgreSQL goes away', () => {
  it('answers 503 while the database refuses connections, and 200 again when it is back', () =>
    withPostgresServer(async (s, admin, dbName) => {
      try {
        await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
        await endConnections(admin, dbName);
        const down = await s.agent().get('/api/health');
        expect(down.status).toBe(503);
        expect(down.body).toMatchObject({ status: 'unavailable', database: 'down' });

        await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
        const up = await s.agent().get('/api/health');
        expect(up.status).toBe(200);
        expect(up.body).toMatchObject({ status: 'ok', database: 'up' });
      } finally {
        await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => {});
      }
    }));
});

pgOnly('PostgreSQL ends idle connections', () => {
  it('keeps serving when the server ends the idle connections of its pool', () =>
    withPostgresServer(async (s, admin, dbName) => {
      const one = () =>
        s.app.deps.db.$kysely
          .selectFrom('User')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
      expect(Number((await one()).n)).toBe(0);
      await endConnections(admin, dbName);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the 'error' event of the ended connection
      expect(Number((await one()).n)).toBe(0);
      expect((await s.agent().get('/api/health')).status).toBe(200);
    }));
});

/** The app on a temporary PostgreSQL database, and an administrator's connection to act on it. */
async function withPostgresServer(fn: (s: TestServer, admin: pg.Client, dbName: string) => Promise<void>) {
  const s = await startTestServer('postgres');
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  try {
    await fn(s, admin, new URL(s.databaseUrl).pathname.slice(1));
  } finally {
    await admin.end();
    await s.stop();
  }
}

/** Ends every connection the app holds to its database, as a server restart or an administrator would. */
const endConnections = (admin: pg.Client, dbName: string) =>
  admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
