// Two instances on one PostgreSQL database and one Redis: one session, one stream of live events.
// (live.test.ts in modules/notifications covers who receives which event; this covers the shared session.)
import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD, signedInUser } from '../factories.js';
import { makeProject, makeTask, randomizeIds, subscribe, triggerUntil, unique, wsClient } from '../../src/modules/tasks/testing.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgOnly = PROVIDERS.includes('postgres') ? describe : describe.skip;

pgOnly('two instances on PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    a = await startTestServer('postgres', { REDIS_URL });
    await randomizeIds(a);
    b = await startTestServer('sqlite', { REDIS_URL, DATABASE_URL: a.databaseUrl });
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await b?.stop();
    await a?.stop();
  });

  it('a session opened on A is the same session on B, over HTTP and WebSocket, and signing out on B ends it on A', async () => {
    const owner = await signedInUser(a, { name: 'Owner A' });
    const assignee = await signedInUser(a); // signed in through A only
    const onB = (path: string, method = 'GET') => b.agent().request(method, path, undefined, { cookie: assignee.agent.cookieHeader });

    const check = await onB('/api/auth/check');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ authenticated: true, user: { username: assignee.username } });

    // the same cookie opens a subscription on B; a notification created through A reaches it
    const client = wsClient(b.url, assignee.agent);
    clients.push(client);
    const live = subscribe(client, `subscription { notificationAdded { rowId message } }`);
    const project = await makeProject(owner.agent);
    const task = await makeTask(owner.agent, project.id, { name: unique('Shared') });
    const event = await triggerUntil(
      live,
      () => owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: assignee.email, assigneeName: 'Assignee' }),
      // not a member yet: the assignment invites them to the project
      (d: any) => d.notificationAdded?.message === `Owner A invited you to "${project.name}" as editor.`,
    );
    const listed = await onB('/api/notifications');
    expect(listed.body.map((n: { id: number }) => n.id)).toContain(event.notificationAdded.rowId);

    expect((await b.agent().request('POST', '/api/auth/logout', {}, { cookie: assignee.agent.cookieHeader })).status).toBe(200);
    expect((await assignee.agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    // and a new sign-in on B works on A
    const again = b.agent();
    expect((await again.post('/api/auth/login', { username: assignee.username, password: PASSWORD })).status).toBe(200);
    expect((await a.agent().request('GET', '/api/auth/check', undefined, { cookie: again.cookieHeader })).body).toMatchObject({
      authenticated: true,
    });
  });
});
