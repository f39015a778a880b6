import { schema } from '../../src/graphql/schema.js';
import { restRoutes } from '../../src/http/routes.js';
import { describeEachProvider } from '../testServer.js';
import { sleep, subscribe, triggerUntil, wsClient, type Live } from '../../src/modules/tasks/testing.js';
import { MUTATION_ROLES, QUERY_ROLES, SUBSCRIPTION_ROLES, type FieldEntry } from './graphqlRoles.js';
import { fillPath, operationsOf, restRoutesOf, type Route } from './operations.js';
import type { Heard } from './roleExpectations.js';
import { REST_ROLES, type RouteEntry } from './restRoles.js';
import { roleWorld, WHO, type RoleWorld, type Who } from './roleWorld.js';
import { hostileBody, snapshot } from './world.js';

const FIELDS: Record<string, Record<string, FieldEntry>> = { query: QUERY_ROLES, mutation: MUTATION_ROLES, subscription: SUBSCRIPTION_ROLES };
const rootFields = (kind: string) =>
  Object.keys((kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType())?.getFields() ?? {});

type RolesOf<E> = Extract<E, { kind: 'roles' }>;
type LiveOf<E> = Extract<E, { kind: 'live' }>;
const restCases = Object.entries(REST_ROLES).filter((c): c is [string, RolesOf<RouteEntry>] => c[1].kind === 'roles');
const gqlCases = Object.entries({ ...QUERY_ROLES, ...MUTATION_ROLES }).filter((c): c is [string, RolesOf<FieldEntry>] => c[1].kind === 'roles');
const liveCases = Object.entries(SUBSCRIPTION_ROLES).filter((c): c is [string, LiveOf<FieldEntry>] => c[1].kind === 'live');
const personalFields = (kind: string) => Object.keys(FIELDS[kind]).filter((f) => FIELDS[kind][f].kind === 'personal');

/** A REST status as the matrix reads it: any 2xx is 'ok'. */
const statusOf = (status: number) => (status >= 200 && status < 300 ? 'ok' : status);

describeEachProvider('the role matrix of shared projects', (server) => {
  let w: RoleWorld;
  const routes = () => restRoutesOf(restRoutes as never, server().app.deps);
  beforeAll(async () => {
    w = await roleWorld(server());
  });

  it('lists every REST route, every Query, Mutation and Subscription field, and nothing the app no longer has', () => {
    const mounted = routes().map((r) => `${r.method} ${r.path}`);
    const got: Record<string, { unlisted: string[]; stale: string[] }> = {
      rest: { unlisted: mounted.filter((r) => !(r in REST_ROLES)), stale: Object.keys(REST_ROLES).filter((r) => !mounted.includes(r)) },
    };
    for (const kind of Object.keys(FIELDS)) {
      const fields = rootFields(kind);
      got[kind] = { unlisted: fields.filter((f) => !(f in FIELDS[kind])), stale: Object.keys(FIELDS[kind]).filter((f) => !fields.includes(f)) };
    }
    const none = { unlisted: [], stale: [] };
    expect(got).toEqual({ rest: none, query: none, mutation: none, subscription: none });
    expect(mounted.length).toBeGreaterThan(100);
  });

  it.each(restCases)('REST %s: allowed exactly where the roles say', async (_route, entry) => {
    const got: Partial<Record<Who, unknown>> = {};
    for (const who of WHO) {
      const [method, path, body] = await entry.request(w, who);
      const res = await w.agents[who].request(method, path, body);
      got[who] = statusOf(entry.outcome ? entry.outcome(res) : res.status);
    }
    expect(got).toEqual(entry.expect);
  });

  it.each(gqlCases)('GraphQL %s: allowed exactly where the roles say', async (field, entry) => {
    const got: Partial<Record<Who, unknown>> = {};
    for (const who of WHO) {
      const { query, variables } = await entry.op(w, who);
      const res = await w.agents[who].request('POST', '/graphql', { query, variables });
      const code = res.body?.errors?.[0]?.extensions?.code;
      const data = res.body?.data?.[field];
      got[who] = code ?? (data == null ? 'NOT_FOUND' : entry.seen && !entry.seen(data, w) ? 'NOT_FOUND' : 'OK');
    }
    expect(got).toEqual(entry.expect);
  });

  it("every member's lists and counts hold the shared project and its task with the member's role; a stranger's hold none", async () => {
    for (const who of ['viewer', 'editor', 'admin', 'owner'] as const) {
      expect((await w.agents[who].get('/api/tasks')).body.map((x: { id: number }) => x.id)).toContain(w.task.id);
      const gql = await w.agents[who].gql(`{ tasks(first: 100) { totalCount } projects(first: 10) { edges { node { rowId viewerRole } } } }`);
      expect(gql.data.tasks.totalCount).toBeGreaterThan(0);
      expect(gql.data.projects.edges).toContainEqual({ node: { rowId: w.project.id, viewerRole: who } });
    }
    expect((await w.agents.stranger.get('/api/tasks')).body).toEqual([]);
    const gql = await w.agents.stranger.gql(`{ tasks(first: 10) { totalCount } projects(first: 10) { edges { node { inbox } } } }`);
    // the stranger's own Inbox, nothing of the team's
    expect(gql.data).toEqual({ tasks: { totalCount: 0 }, projects: { edges: [{ node: { inbox: true } }] } });
  });

  it("each member's focus on a shared task is their own: Task.pomodoroSessions lists only theirs, and the task reads for every member", async () => {
    const members = ['viewer', 'editor', 'admin', 'owner'] as const;
    for (const who of members) {
      const res = await w.agents[who].post('/api/pomodoro', { taskId: w.task.id, duration: 25, startTime: new Date().toISOString(), type: 'work' });
      expect(res.status).toBe(201);
    }
    for (const who of members) {
      const own = ((await w.agents[who].get(`/api/pomodoro?taskId=${w.task.id}`)).body as Array<{ id: number }>).map((x) => x.id).sort();
      const res = await w.agents[who].gql(`query($id: ID!) { task(id: $id) { rowId pomodoroSessions(first: 50) { edges { node { rowId } } } } }`, {
        id: w.taskId,
      });
      expect(res.errors).toBeUndefined();
      const listed = res.data.task.pomodoroSessions.edges.map((e: { node: { rowId: number } }) => e.node.rowId).sort();
      expect({ who, listed }).toEqual({ who, listed: own });
      expect(own.length).toBeGreaterThan(0);
    }
  });

  it.each(liveCases)('live %s: heard by exactly the members the roles say; a removed member stops hearing at once', async (_field, entry) => {
    const { query, variables } = entry.op(w);
    const listeners = [...WHO, 'removed'] as const;
    const agentOf = (who: (typeof listeners)[number]) => (who === 'removed' ? w.spare.agent : w.agents[who]);
    await w.fresh.spareMember();
    const clients = listeners.map((who) => wsClient(server().url, agentOf(who)));
    const lives = Object.fromEntries(listeners.map((who, i) => [who, subscribe(clients[i], query, variables)])) as Record<
      (typeof listeners)[number],
      Live<unknown>
    >;
    const sent: string[] = [];
    const trigger = () => {
      const n = `${Date.now()}-${sent.length}`;
      sent.push(n);
      return entry.trigger(w, n);
    };
    const matchesLast = (d: unknown) => entry.match(d, sent[sent.length - 1]);
    try {
      const hearers = listeners.filter((who) => who === 'removed' || entry.expect[who as Who] === 'heard').map((who) => lives[who]);
      await triggerUntil(hearers, trigger, matchesLast);
      await sleep(300);
      const got: Partial<Record<Who, Heard>> = {};
      for (const who of WHO) {
        const live = lives[who];
        got[who] = live.received.some((d) => sent.some((n) => entry.match(d, n))) ? 'heard' : live.errors.length ? 'refused' : 'silent';
      }
      expect(got).toEqual(entry.expect);

      expect((await w.owner.agent.delete(`/api/projects/${w.project.id}/members/${w.spare.user.id}`)).status).toBe(200);
      await trigger();
      await lives.owner.next(matchesLast);
      await sleep(300);
      expect(lives.removed.received.filter(matchesLast)).toEqual([]);
    } finally {
      for (const live of Object.values(lives)) await live.close();
      for (const c of clients) await c.dispose();
      await w.fresh.spareMember();
    }
  });

  it("personal routes and fields: anonymous is refused, another user gets nothing of someone's own rows and changes none of them", async () => {
    const outsider = w.outsider;
    const before = await snapshot(server(), outsider.rows.userId);
    const leaks = (text: string) => text.includes(outsider.marker) || text.includes(outsider.email);
    const failures: string[] = [];
    const personalRoutes = routes().filter((r) => REST_ROLES[`${r.method} ${r.path}`]?.kind === 'personal');
    const send = (who: Who, route: Route) =>
      w.agents[who].request(route.method, fillPath(route, outsider.rows), ['GET', 'DELETE'].includes(route.method) ? undefined : hostileBody(outsider));
    for (const route of personalRoutes) {
      const key = `${route.method} ${route.path}`;
      const anonymous = await send('anonymous', route);
      if (anonymous.status !== 401) failures.push(`${key} anonymous: ${anonymous.status}`);
      const res = await send('stranger', route);
      if (leaks(res.text)) failures.push(`${key}: leaked ${res.text.slice(0, 160)}`);
      if (res.status >= 500) failures.push(`${key}: ${res.status} ${res.text.slice(0, 120)}`);
      if (/:(id|taskId|messageId|sessionId)\b/.test(route.path) && ![403, 404].includes(res.status)) failures.push(`${key}: ${res.status} on another's row`);
    }
    const personal = new Set([...personalFields('query'), ...personalFields('mutation')]);
    for (const op of operationsOf(schema, outsider.rows).filter((o) => personal.has(o.field))) {
      const anonymous = await w.agents.anonymous.request('POST', '/graphql', { query: op.query, variables: op.variables });
      const codes = (anonymous.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      if (!codes.includes('UNAUTHENTICATED') || anonymous.body?.data?.[op.field] != null)
        failures.push(`${op.field} anonymous: ${anonymous.text.slice(0, 120)}`);
      const res = await w.agents.stranger.request('POST', '/graphql', { query: op.query, variables: op.variables });
      if (leaks(res.text)) failures.push(`${op.field}: leaked ${res.text.slice(0, 160)}`);
      if (res.status >= 500) failures.push(`${op.field}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(personalRoutes.length + personal.size).toBeGreaterThan(100);
    expect(await snapshot(server(), outsider.rows.userId)).toEqual(before);
  });

  it('personal and admin subscriptions: anonymous is refused; only an admin may follow the users', async () => {
    const tried: Array<[Who, string]> = [];
    for (const [field, entry] of Object.entries(SUBSCRIPTION_ROLES)) {
      if (entry.kind === 'personal') tried.push(['anonymous', field]);
      if (entry.kind === 'admin') tried.push(['anonymous', field], ['owner', field]);
    }
    const got: string[] = [];
    for (const [who, field] of tried) {
      const client = wsClient(server().url, w.agents[who]);
      const live = subscribe(client, `subscription { ${field} { __typename } }`);
      try {
        await live.next(() => true, 3000).catch(() => undefined);
        const code = (live.errors[0] as Array<{ extensions?: { code?: string } }> | undefined)?.[0]?.extensions?.code;
        got.push(`${who} ${field}: ${code ?? `received ${JSON.stringify(live.received)}`}`);
      } finally {
        await live.close();
        await client.dispose();
      }
    }
    expect(got).toEqual(tried.map(([who, field]) => `${who} ${field}: ${who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN'}`));
  });
});
