import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '../../src/graphql/schema.js';
import { restRoutes } from '../../src/http/routes.js';
import { describeEachProvider } from '../testServer.js';
import { EVIL_PATH_SEGMENTS } from './fuzz.js';
import { fillPath, operationsOf, restRoutesOf, valueFor } from './operations.js';
import { makeWorld, type World } from './world.js';

const HUGE_IDS = ['99999999999', '2147483648', '-1', '0', '1e309', 'abc', '1.5'];

describeEachProvider('Hostile ids in every path and every ID argument are 4xx, never 5xx', (server) => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(server());
  });

  it('REST: every id path segment', async () => {
    const failures: string[] = [];
    for (const route of restRoutesOf(restRoutes as never, server().app.deps)) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (!params.length) continue;
      for (const bad of EVIL_PATH_SEGMENTS) {
        const path = fillPath(route, w.owner.rows, Object.fromEntries(params.map((p) => [p, bad])));
        const res = await w.owner.agent.request(
          route.method,
          path,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : { completed: true, minutes: 5, timeSpent: 5 },
        );
        if (res.status >= 500) failures.push(`${route.method} ${path.slice(0, 80)}: ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('REST: id-like query parameters and body fields', async () => {
    const failures: string[] = [];
    for (const bad of HUGE_IDS) {
      for (const path of [`/api/pomodoro?taskId=${bad}`, `/api/tasks?projectId=${bad}`, `/api/notifications?after=${bad}`]) {
        const res = await w.owner.agent.get(path);
        if (res.status >= 500) failures.push(`GET ${path}: ${res.status}`);
      }
      const n = Number(bad);
      for (const [method, path, body] of [
        ['POST', '/api/tasks', { name: 'x', priority: 5, duration: 5, projectId: n }],
        ['POST', '/api/pomodoro', { taskId: n, duration: 5, startTime: new Date().toISOString(), type: 'work' }],
        ['PUT', '/api/tasks/reorder', { taskIds: [n] }],
        ['POST', '/api/tasks/reschedule', { taskIds: [n], dueDate: '2031-01-01' }],
        ['PUT', '/api/projects/reorder', { projectIds: [n] }],
        ['PUT', '/api/links/reorder', { linkIds: [n] }],
        ['POST', '/api/timer/start', { taskIds: [n] }],
        ['POST', `/api/schedule/${w.owner.rows.date}/sessions`, { taskId: n }],
        ['POST', '/api/auth/verify-2fa', { userId: n, token: '123456' }],
      ] as const) {
        const res = await w.owner.agent.request(method, path, body);
        if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)}: ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('GraphQL: every ID argument as a huge row id or a global ID of a huge row', async () => {
    const failures: string[] = [];
    for (const bad of [
      '99999999999',
      encodeGlobalID('Task', '99999999999'),
      encodeGlobalID('PomodoroSession', '99999999999'),
      encodeGlobalID('Project', '-1'),
    ]) {
      const ops = operationsOf(schema, w.owner.rows, (type, name, field, rows) => {
        const v = valueFor(type, name, field, rows);
        const swap = (x: unknown): unknown =>
          typeof x === 'string' && x.length > 8 && /^[A-Za-z0-9+/=]+$/.test(x) && x !== rows.date
            ? bad
            : Array.isArray(x)
              ? x.map(swap)
              : x && typeof x === 'object'
                ? Object.fromEntries(Object.entries(x).map(([k, y]) => [k, swap(y)]))
                : x;
        return swap(v);
      });
      for (const op of ops) {
        const res = await w.owner.agent.request('POST', '/graphql', { query: op.query, variables: op.variables });
        if (res.status >= 500 || res.text.includes('"code":"ERROR"')) failures.push(`${op.field} ${bad}: ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    // four hostile values through every operation: a walk that grows with the schema
  }, 90_000);
});
