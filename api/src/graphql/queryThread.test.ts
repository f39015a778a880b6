import { getOperationAST, parse } from 'graphql';
import { loadConfig } from '../config.js';
import { createReadOnlySqliteDb, sqliteFile } from '../db/client.js';
import { openReadOnlySqliteDriver } from '../db/sqlDriver.js';
import { logger } from '../lib/logger.js';
import { signedInUser } from '../../test/factories.js';
import { createTempDatabase, describeEachProvider, startTestServer, type TestServer } from '../../test/testServer.js';
import { createPgPool } from '../db/pgAdapter.js';
import type { HttpAgent } from '../../test/http.js';
import { makeProject } from '../modules/tasks/testing.js';
import { listTasksAnswer } from '../modules/tasks/threadReads.js';
import { answersInThread, startQueryThread } from './queryThread.js';

const LIST = `query List($first: Int) { tasks(first: $first) { totalCount edges { node { id rowId name priority completed dueDate createdAt project { id name } } } } }`;

/** A plain query (the thread may answer it), and the same asked so that only yoga on the main thread answers it. */
async function both(agent: HttpAgent, query: string, variables: Record<string, unknown> = {}) {
  const ask = async (accept: string) => {
    const res = await fetch(`${agent.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, cookie: agent.cookieHeader },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.text() };
  };
  return { plain: await ask('application/json'), yoga: await ask('application/json;q=1') };
}

const inThread = (text: string, operationName: string | null | undefined) => answersInThread(getOperationAST(parse(text), operationName));

describe('which queries the thread answers', () => {
  it('a query of listed root fields only', () => {
    expect(inThread(LIST, undefined)).toBe(true);
    expect(inThread('{ viewer { id } projects(first: 5) { edges { node { id } } } links(first: 5) { edges { cursor } } __typename }', null)).toBe(true);
    expect(inThread('query A { timer { status } } query B { tasks { totalCount } }', 'B')).toBe(true);
  });

  it('not a query with a field that writes or calls out, a fragment at the root, a mutation or a subscription', () => {
    expect(inThread('{ tasks { totalCount } timer { status } }', undefined)).toBe(false);
    expect(inThread('{ recommendations { reason } }', undefined)).toBe(false);
    expect(inThread('{ ...Q } fragment Q on Query { viewer { id } }', undefined)).toBe(false);
    expect(inThread('{ ... on Query { viewer { id } } }', undefined)).toBe(false);
    expect(inThread('mutation { clearChat { cleared } }', undefined)).toBe(false);
    expect(inThread('subscription { taskChanged { kind } }', undefined)).toBe(false);
    expect(inThread('query A { viewer { id } }', 'B')).toBe(false);
  });
});

describeEachProvider('GraphQL queries and REST reads in the query thread', (get, provider) => {
  let server: TestServer;
  let agent: HttpAgent;
  let username: string;
  let projectId: string;
  beforeAll(async () => {
    server = get();
    ({ agent, username } = await signedInUser(server));
    projectId = (await agent.gql(`mutation { createProject(input: { name: "Threaded", priority: 5 }) { project { id } } }`)).data.createProject.project.id;
  });

  it('starts with the app and answers as the main thread answers', async () => {
    expect(server.app.deps.config.queryThread).toBe(true);
    await makeProject(agent, { name: 'Second' });
    const before = server.app.queryThread!.answered;
    for (const [query, variables] of [
      [LIST, { first: 10 }],
      ['{ viewer { username name role } projects(first: 10) { totalCount edges { node { name taskCount } } } }', {}],
      ['{ links(first: 5) { edges { node { id label } } } notifications(first: 5) { edges { node { id } } } }', {}],
    ] as const) {
      const { plain, yoga } = await both(agent, query, variables);
      expect(plain).toEqual(yoga);
      expect(plain.status).toBe(200);
      expect(JSON.parse(plain.body).errors).toBeUndefined();
    }
    expect(server.app.queryThread!.answered).toBe(before + 3);
  });

  it('sees each write answered before the query was sent', async () => {
    const before = server.app.queryThread!.answered;
    for (let i = 0; i < 20; i++) {
      const created = await agent.gql(`mutation($input: CreateTaskInput!) { createTask(input: $input) { task { rowId } } }`, {
        input: { name: `Threaded ${i}`, priority: 5, duration: 25, projectId },
      });
      const { data } = await agent.gql<{ tasks: { totalCount: number; edges: Array<{ node: { rowId: number } }> } }>(LIST, { first: 100 });
      expect(data.tasks.totalCount).toBe(i + 1);
      expect(data.tasks.edges.map((e) => e.node.rowId)).toContain(created.data.createTask.task.rowId);
    }
    expect(server.app.queryThread!.answered).toBe(before + 20);
  });

  it('hands back a query that ends in an error: the main thread answers it, with the same error', async () => {
    const stranger = server.agent();
    const before = server.app.queryThread!.answered;
    const { plain, yoga } = await both(stranger, LIST);
    expect(plain).toEqual(yoga);
    expect(JSON.parse(plain.body).errors[0].message).toBeTruthy();
    expect(server.app.queryThread!.answered).toBe(before);
  });

  it('leaves a query with an unlisted field to the main thread', async () => {
    const before = server.app.queryThread!.answered;
    const { plain, yoga } = await both(agent, '{ tasks(first: 1) { totalCount } timer { status } }');
    expect(plain).toEqual(yoga);
    expect(server.app.queryThread!.answered).toBe(before);
  });

  it('answers GET /api/tasks as the route answers it on the main thread, and hands back a bad filter', async () => {
    const viewer = await server.app.deps.db.user.findFirstOrThrow({ where: { username } });
    const queries: Array<Record<string, string>> = [
      { limit: '5' },
      { completed: 'false', orderBy: 'priority', direction: 'desc' },
      { search: 'threaded 1' },
      { projectId },
    ];
    for (const query of queries) {
      const before = server.app.queryThread!.answered;
      const res = await fetch(`${agent.baseUrl}/api/tasks?${new URLSearchParams(query)}`, { headers: { cookie: agent.cookieHeader } });
      expect([query, res.status]).toEqual([query, 200]);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.text()).toBe(JSON.stringify(await listTasksAnswer({ ...server.app.deps, queryThread: null }, viewer, query)));
      expect(server.app.queryThread!.answered).toBe(before + 1);
    }
    const before = server.app.queryThread!.answered;
    const bad = await agent.get('/api/tasks?limit=abc');
    expect(bad.status).toBe(400);
    expect(server.app.queryThread!.answered).toBe(before);
  });

  it("reads on connections that refuse writes (the thread's Prisma client and driver)", async () => {
    if (provider === 'postgres') {
      const pool = createPgPool(server.databaseUrl, 15_000, { readOnly: true });
      try {
        expect(Number((await pool.query('SELECT COUNT(*) AS n FROM "Project"')).rows[0].n)).toBeGreaterThan(0);
        await expect(pool.query(`UPDATE "Project" SET "name" = 'changed'`)).rejects.toThrow('cannot execute UPDATE in a read-only transaction');
      } finally {
        await pool.end();
      }
      return;
    }
    const db = await createReadOnlySqliteDb(server.databaseUrl);
    const sql = await openReadOnlySqliteDriver(sqliteFile(server.databaseUrl));
    try {
      expect(await db.project.count()).toBeGreaterThan(0);
      await expect(db.project.updateMany({ data: { name: 'changed' } })).rejects.toThrow(/readonly|read-only/i);
      await expect(sql.write('DELETE FROM "Project"', [])).rejects.toThrow('this SQLite connection is read-only');
    } finally {
      await db.$disconnect();
      await sql.close();
    }
    expect(await server.app.deps.db.project.count({ where: { name: 'changed' } })).toBe(0);
  });
});

describe('GRAPHQL_QUERY_THREAD', () => {
  it('is on unless it is 0 or false; off, the main thread answers every query', async () => {
    const base = { DATA_DIR: '/tmp/streamline-config-test', SECRET_KEY: 'test-secret-key-test-secret-key-0123456789' };
    expect(loadConfig(base).queryThread).toBe(true);
    expect(loadConfig({ ...base, GRAPHQL_QUERY_THREAD: '1' }).queryThread).toBe(true);
    expect(loadConfig({ ...base, GRAPHQL_QUERY_THREAD: 'false' }).queryThread).toBe(false);
    expect(() => loadConfig({ ...base, GRAPHQL_QUERY_THREAD: 'maybe' })).toThrow(/GRAPHQL_QUERY_THREAD/);
    const server = await startTestServer('sqlite', { GRAPHQL_QUERY_THREAD: '0' });
    try {
      expect(server.app.queryThread).toBeNull();
      const { agent } = await signedInUser(server);
      const { data, errors } = await agent.gql<{ tasks: { totalCount: number } }>(LIST, { first: 5 });
      expect(errors).toBeUndefined();
      expect(data.tasks.totalCount).toBe(0);
      expect((await agent.get('/api/tasks')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a query thread that fails', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  beforeAll(async () => {
    temp = await createTempDatabase('sqlite');
  });
  afterAll(() => temp.drop());
  const config = () =>
    loadConfig({ DATA_DIR: temp.dataDir, DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent', SECRET_KEY: 'test-secret-key-test-secret-key-0123456789' });
  const request = { query: '{ __typename }', viewer: null, sessionId: null };

  it('dies: its query is handed back, and the next query starts another thread', async () => {
    const thread = startQueryThread(config(), new URL('../../test/fixtures/queryThreadThatDies.mjs', import.meta.url));
    try {
      expect(await thread.ready()).toBe(true);
      expect(await thread.run(request)).toBeNull(); // the thread died with it
      expect(await thread.run(request)).toBeNull(); // a new one is starting: the main thread answers meanwhile
      expect(await thread.ready()).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('cannot start: the main thread answers every query', async () => {
    logger.level = 'silent'; // its error line is expected
    const thread = startQueryThread(config(), new URL('../../test/fixtures/queryThreadThatFails.mjs', import.meta.url));
    expect(await thread.ready()).toBe(false);
    expect(await thread.run(request)).toBeNull();
    expect(await thread.ready()).toBe(false); // it is not started again
    await thread.close();
  });

  it('closed: answers nothing', async () => {
    const thread = startQueryThread(config(), new URL('../../test/fixtures/queryThreadThatDies.mjs', import.meta.url));
    expect(await thread.ready()).toBe(true);
    await thread.close();
    expect(await thread.run(request)).toBeNull();
    expect(thread.answered).toBe(0);
  });
});
