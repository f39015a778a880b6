import type { Client } from 'graphql-ws';
import { describeEachProvider } from '../../test/testServer.js';
import { adminAgent, PASSWORD, signedInUser, uniqueName } from '../../test/factories.js';
import { makeProject, makeTask, sleep, subscribe, unique, wsClient, type Live } from '../modules/tasks/testing.js';
import { sha256 } from '../lib/crypto.js';
import { readSessionToken } from '../modules/auth/sessions.js';
import { schema } from './schema.js';
import { isLiveSubscribe } from './liveSubscription.js';

const TASK_CHANGED = `subscription { taskChanged { kind rowId task { name } } }`;
const USER_CHANGED = `subscription { userChanged { username email role } }`;

/** The code of the error that ended a subscription (graphql-ws's `error` message: a list of GraphQL errors). */
function endedWith(live: Live<unknown>) {
  const [first] = live.errors as Array<Array<{ message: string; extensions?: { code?: string } }>>;
  expect(Array.isArray(first)).toBe(true);
  return first[0].extensions?.code;
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

it('every subscription field is built with liveSubscription (its events stop when the session or the access ends)', () => {
  const fields = Object.values(schema.getSubscriptionType()!.getFields());
  expect(fields.length).toBeGreaterThan(0);
  expect(fields.filter((f) => !isLiveSubscribe((f.extensions.pothosOptions as { subscribe?: unknown }).subscribe)).map((f) => f.name)).toEqual([]);
});

describeEachProvider('subscriptions end with the session or the access', (server) => {
  const clients: Client[] = [];
  const client = (agent: Parameters<typeof wsClient>[1]) => {
    const c = wsClient(server().url, agent);
    clients.push(c);
    return c;
  };
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });

  it('taskChanged ends at POST /api/auth/logout, before any further event: no task name reaches the signed-out socket', async () => {
    const me = await signedInUser(server());
    const otherTab = server().agent();
    expect((await otherTab.post('/api/auth/login', { username: me.username, password: PASSWORD })).status).toBe(200);
    const project = await makeProject(otherTab);
    const live = subscribe(client(me.agent), TASK_CHANGED);
    const stays = subscribe(client(otherTab), TASK_CHANGED);
    for (const l of [live, stays]) expect(await l.next()).toEqual({ taskChanged: null });
    const before = await makeTask(otherTab, project.id, { name: unique('Before logout') });
    expect((await live.next((d: any) => d.taskChanged?.rowId === before.id)).taskChanged.task).toEqual({ name: before.name });

    expect((await me.agent.post('/api/auth/logout', {})).status).toBe(200);
    await until(() => live.errors.length > 0);
    expect(endedWith(live)).toBe('UNAUTHENTICATED');
    const after = await makeTask(otherTab, project.id, { name: unique('After logout') });
    // the other session of the same user keeps its subscription
    expect((await stays.next((d: any) => d.taskChanged?.rowId === after.id)).taskChanged.task).toEqual({ name: after.name });
    await sleep(300);
    expect(JSON.stringify(live.received)).not.toContain(after.name);
    expect(live.errors).toHaveLength(1);
    expect(stays.errors).toEqual([]);
  });

  it('taskChanged delivers nothing once its session expired: the next event ends it instead', async () => {
    const me = await signedInUser(server());
    const otherTab = server().agent();
    expect((await otherTab.post('/api/auth/login', { username: me.username, password: PASSWORD })).status).toBe(200);
    const project = await makeProject(otherTab);
    const live = subscribe(client(me.agent), TASK_CHANGED);
    expect(await live.next()).toEqual({ taskChanged: null });

    // an expiry sends no signal: only the check before the event stops it
    const sessionId = sha256(readSessionToken(me.agent.cookieHeader)!);
    await server().app.deps.db.session.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const after = await makeTask(otherTab, project.id, { name: unique('After expiry') });
    await until(() => live.errors.length > 0);
    expect(endedWith(live)).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(live.received)).not.toContain(after.name);
  });

  it("a password change elsewhere ends the other sessions' subscriptions at once, not its own", async () => {
    const me = await signedInUser(server());
    const otherTab = server().agent();
    expect((await otherTab.post('/api/auth/login', { username: me.username, password: PASSWORD })).status).toBe(200);
    const ended = subscribe(client(me.agent), TASK_CHANGED);
    const own = subscribe(client(otherTab), TASK_CHANGED);
    for (const l of [ended, own]) expect(await l.next()).toEqual({ taskChanged: null });

    expect((await otherTab.put('/api/settings/password', { currentPassword: PASSWORD, newPassword: 'another-horse-7' })).status).toBe(200);
    await until(() => ended.errors.length > 0);
    expect(endedWith(ended)).toBe('UNAUTHENTICATED');
    const task = await makeTask(otherTab, (await makeProject(otherTab)).id, { name: unique('After the change') });
    expect((await own.next((d: any) => d.taskChanged?.rowId === task.id)).taskChanged.task).toEqual({ name: task.name });
    expect(JSON.stringify(ended.received)).not.toContain(task.name);
  });

  it('userChanged stops when its admin is demoted: no other user reaches them after that', async () => {
    const admin = await adminAgent(server());
    const second = await signedInUser(server());
    expect((await admin.patch(`/api/users/${second.user.id}`, { role: 'admin' })).status).toBe(200);
    const live = subscribe(client(second.agent), USER_CHANGED);
    expect(await live.next()).toEqual({ userChanged: null });
    const early = uniqueName('seen');
    expect(
      (
        await server()
          .agent()
          .post('/api/auth/register', { username: early, email: `${early}@example.com`, password: PASSWORD })
      ).status,
    ).toBe(201);
    expect((await live.next((d: any) => d.userChanged?.username === early)).userChanged).toEqual({
      username: early,
      email: `${early}@example.com`,
      role: 'user',
    });

    expect((await admin.patch(`/api/users/${second.user.id}`, { role: 'user' })).status).toBe(200);
    const late = uniqueName('unseen');
    expect(
      (
        await server()
          .agent()
          .post('/api/auth/register', { username: late, email: `${late}@example.com`, password: PASSWORD })
      ).status,
    ).toBe(201);
    await until(() => live.errors.length > 0);
    expect(endedWith(live)).toBe('FORBIDDEN');
    await sleep(300);
    expect(JSON.stringify(live.received)).not.toContain(late);
    // the demotion itself is a change it may not see either: it was no admin any more
    expect(live.received.filter((d: any) => d.userChanged?.username === second.username && d.userChanged.role === 'user')).toEqual([]);
  });

  it('userChanged stops when its admin is rejected (every session of theirs ends)', async () => {
    const admin = await adminAgent(server());
    const second = await signedInUser(server());
    expect((await admin.patch(`/api/users/${second.user.id}`, { role: 'admin' })).status).toBe(200);
    const live = subscribe(client(second.agent), USER_CHANGED);
    expect(await live.next()).toEqual({ userChanged: null });
    expect((await admin.post(`/api/users/${second.user.id}/approval`, { approve: false })).status).toBe(200);
    const late = uniqueName('unseen');
    expect(
      (
        await server()
          .agent()
          .post('/api/auth/register', { username: late, email: `${late}@example.com`, password: PASSWORD })
      ).status,
    ).toBe(201);
    await until(() => live.errors.length > 0);
    expect(endedWith(live)).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(live.received)).not.toContain(late);
  });
});
