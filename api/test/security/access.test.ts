import { schema } from '../../src/graphql/schema.js';
import { restRoutes } from '../../src/http/routes.js';
import { describeEachProvider } from '../testServer.js';
import type { HttpAgent } from '../http.js';
import { fillPath, operationsOf, restRoutesOf, type Route } from './operations.js';
import { REST_ROLES } from './restRoles.js';
import { hostileBody, makeWorld, snapshot, type World } from './world.js';

/** Open to strangers by design: the routes the role matrix lists as public. */
const PUBLIC_REST = new Set(Object.keys(REST_ROLES).filter((route) => REST_ROLES[route].kind === 'public'));
/** GraphQL fields a stranger may call: they answer null (or nothing private) rather than an error. */
const PUBLIC_GRAPHQL = new Set(['viewer', 'node', 'nodes', 'aiProvider']);
const ADMIN_REST = (r: Route) => r.mount === '/users' || r.mount === '/admin/tokens';
const ADMIN_GRAPHQL = new Set(['users', 'decideUserApproval', 'updateUser']);

const send = (agent: HttpAgent, route: Route, path: string, body: unknown) =>
  agent.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : body);

describeEachProvider('Access control of every REST route and GraphQL field', (server) => {
  let w: World;
  const routes = () => restRoutesOf(restRoutes as never, server().app.deps);
  const leaks = (text: string) => text.includes(w.owner.marker) || text.includes(w.owner.email);

  beforeAll(async () => {
    w = await makeWorld(server());
  });

  it('walks every REST route of routes.ts and every root field', () => {
    expect(routes().length).toBeGreaterThan(70);
    expect(operationsOf(schema, w.owner.rows).length).toBeGreaterThan(70);
  });

  it("control: the same operations and paths do reach the owner's rows when the owner sends them", async () => {
    const ops = operationsOf(schema, w.owner.rows).filter((o) => ['task', 'project', 'node', 'links', 'notifications', 'chatHistory'].includes(o.field));
    expect(ops.length).toBe(6);
    for (const op of ops) {
      const res = await w.owner.agent.request('POST', '/graphql', { query: op.query, variables: op.variables });
      expect({ field: op.field, seen: res.text.includes(w.owner.marker) || res.text.includes(w.owner.rows.taskId.toString()) }).toEqual({
        field: op.field,
        seen: true,
      });
    }
    for (const route of routes().filter((r) => r.method === 'GET' && /\/:id$/.test(r.path))) {
      const res = await w.owner.agent.get(fillPath(route, w.owner.rows));
      expect({ path: route.path, status: res.status, seen: res.text.includes(w.owner.marker) }).toEqual({ path: route.path, status: 200, seen: true });
    }
  });

  it('anonymous: every non-public REST route answers 401 and no data', async () => {
    const stranger = server().agent();
    const failures: string[] = [];
    for (const route of routes()) {
      const key = `${route.method} ${route.path}`;
      const res = await send(stranger, route, fillPath(route, w.owner.rows), hostileBody(w.owner));
      if (leaks(res.text)) failures.push(`${key}: leaked data`);
      if (!PUBLIC_REST.has(key) && res.status !== 401) failures.push(`${key}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('anonymous: every non-public GraphQL field is refused (UNAUTHENTICATED) and returns no data', async () => {
    const stranger = server().agent();
    const failures: string[] = [];
    for (const op of operationsOf(schema, w.owner.rows)) {
      const res = await stranger.request('POST', '/graphql', { query: op.query, variables: op.variables });
      if (leaks(res.text)) failures.push(`${op.field}: leaked data`);
      if (res.status >= 500) failures.push(`${op.field}: ${res.status}`);
      if (PUBLIC_GRAPHQL.has(op.field)) continue;
      const codes = (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      const data = res.body?.data?.[op.field];
      if (!codes.includes('UNAUTHENTICATED') || (data !== null && data !== undefined)) {
        failures.push(`${op.field}: ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("another user: never the owner's data over REST, 404 on the owner's rows, and nothing of theirs changes", async () => {
    const before = await snapshot(server(), w.owner.rows.userId);
    const failures: string[] = [];
    for (const route of routes()) {
      if (route.mount === '/auth' || ADMIN_REST(route)) continue;
      const key = `${route.method} ${route.path}`;
      const res = await send(w.other.agent, route, fillPath(route, w.owner.rows), hostileBody(w.owner));
      if (leaks(res.text)) failures.push(`${key}: leaked ${res.text.slice(0, 160)}`);
      if (res.status >= 500) failures.push(`${key}: ${res.status} ${res.text.slice(0, 120)}`);
      const ownersRow = /:(id|taskId|messageId)\b/.test(route.path);
      if (ownersRow && ![403, 404].includes(res.status)) failures.push(`${key}: ${res.status} on the owner's row`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(server(), w.owner.rows.userId)).toEqual(before);
  });

  it("another user: never the owner's data over GraphQL, and nothing of theirs changes", async () => {
    const before = await snapshot(server(), w.owner.rows.userId);
    const failures: string[] = [];
    for (const op of operationsOf(schema, w.owner.rows)) {
      if (ADMIN_GRAPHQL.has(op.field)) continue;
      const res = await w.other.agent.request('POST', '/graphql', { query: op.query, variables: op.variables });
      if (leaks(res.text)) failures.push(`${op.field}: leaked ${res.text.slice(0, 200)}`);
      if (res.status >= 500) failures.push(`${op.field}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(server(), w.owner.rows.userId)).toEqual(before);
  });

  it('a non-admin: every admin operation answers 403 (REST) / FORBIDDEN (GraphQL)', async () => {
    const before = await snapshot(server(), w.owner.rows.userId);
    const failures: string[] = [];
    for (const route of routes().filter(ADMIN_REST)) {
      const res = await send(w.other.agent, route, fillPath(route, w.owner.rows), hostileBody(w.owner));
      if (res.status !== 403) failures.push(`${route.method} ${route.path}: ${res.status}`);
    }
    for (const op of operationsOf(schema, w.owner.rows).filter((o) => ADMIN_GRAPHQL.has(o.field))) {
      const res = await w.other.agent.request('POST', '/graphql', { query: op.query, variables: op.variables });
      const codes = (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      if (!codes.includes('FORBIDDEN') || leaks(res.text)) failures.push(`${op.field}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(server(), w.owner.rows.userId)).toEqual(before);
    // and the admin can: the walk is not refusing everything
    expect((await w.admin.get('/api/users')).status).toBe(200);
  });
});
