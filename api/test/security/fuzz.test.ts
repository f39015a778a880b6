import { schema } from '../../src/graphql/schema.js';
import { restRoutes } from '../../src/http/routes.js';
import { PROVIDERS, startTestServer, type TestServer } from '../testServer.js';
import { PASSWORD } from '../factories.js';
import { EVIL_PATH_SEGMENTS, evilValue, mutateBody, prng, type Rng } from './fuzz.js';
import { fillPath, operationsOf, restRoutesOf, type Route } from './operations.js';
import { makeWorld, type World } from './world.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20260301);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 3000);
// the fuzz would sign its own session out
const SKIP = new Set(['POST /api/auth/logout']);

function validBody(w: World): Record<string, unknown> {
  const r = w.owner.rows;
  return {
    name: 'Fuzz',
    description: 'd',
    priority: 5,
    duration: 30,
    projectId: r.projectId,
    label: 'L',
    url: 'https://example.com/',
    completed: true,
    timeSpent: 5,
    minutes: 5,
    taskId: r.taskId,
    taskIds: [r.taskId],
    projectIds: [r.projectId],
    linkIds: [r.linkId],
    startTime: '10:00',
    date: r.date,
    message: 'hello',
    version: 1,
    type: 'work',
    token: '123456',
    userId: r.userId,
    username: w.owner.username,
    password: PASSWORD,
    email: w.owner.email,
    currentPassword: 'nope-nope',
    newPassword: 'x',
    workDuration: 25,
    breakDuration: 5,
    notificationSound: true,
    // a closed port on this machine: the fuzz sends nothing off it (a refused connection is a 502 by design)
    jiraUrl: 'http://127.0.0.1:9',
    projectKey: 'ABC',
    apiToken: 't',
    assigneeEmail: w.other.email,
    assigneeName: 'B',
  };
}

function randomPath(route: Route, w: World, rng: Rng) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const values: Record<string, string> = {};
  for (const p of params) if (rng.next() < 0.6) values[p] = rng.pick(EVIL_PATH_SEGMENTS);
  let path = fillPath(route, w.owner.rows, values);
  if (route.method === 'GET' && rng.next() < 0.5) {
    const q = [
      'first',
      'after',
      'limit',
      'offset',
      'page',
      'search',
      'projectId',
      'completed',
      'priority',
      'orderBy',
      'direction',
      'from',
      'to',
      'days',
      'unreadOnly',
      'taskId',
      'utcOffsetMinutes',
      'tzOffsetMinutes',
    ];
    const v = String(evilValue(rng))
      .slice(0, 4000)
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80');
    path += `?${rng.pick(q)}=${encodeURIComponent(v).replace(/%25ED%25A0%2580/g, '%ED%A0%80')}&${rng.pick(q)}[]=1&${rng.pick(q)}[a]=b`;
  }
  return path;
}

/** What an HTTP client can put in a header at all (no control characters, bytes only). */
const headerSafe = (v: string) => v.replace(/[^\u0020-\u007e\u0080-\u00ff]/g, '?').trim();

type Failure = { i: number; what: string; status: number; answer: string };

/** A 502 is the answer when Jira cannot be reached (by design); every other 5xx is a bug. */
const isBug = (status: number, what: string) => status >= 500 && !(status === 502 && /jira/i.test(what));

for (const provider of PROVIDERS)
  describe(`Fuzz: hostile input to every REST route and GraphQL field never gets a 5xx [${provider}]`, () => {
    let current: TestServer;
    const server = () => current;
    beforeAll(async () => {
      current = await startTestServer(provider, { JIRA_ALLOW_PRIVATE_URLS: '1' });
    });
    afterAll(() => current?.stop());

    it(
      `${COUNT} seeded requests (seed ${SEED})`,
      async () => {
        const w = await makeWorld(server());
        const rng = prng(SEED);
        const routes = restRoutesOf(restRoutes as never, server().app.deps).filter((r) => !SKIP.has(`${r.method} ${r.path}`));
        const ops = operationsOf(schema, w.owner.rows);
        const base = validBody(w);
        const agent = w.owner.agent;
        const failures: Failure[] = [];
        const started = Date.now();
        let rest = 0;
        let graphql = 0;
        for (let i = 0; i < COUNT; i++) {
          if (i % 250 === 0 && !(await agent.get('/api/auth/check')).body?.authenticated) {
            await agent.post('/api/auth/login', { username: w.owner.username, password: PASSWORD });
          }
          const headers: Record<string, string> =
            rng.next() < 0.05 ? { 'idempotency-key': headerSafe(String(evilValue(rng)).slice(0, rng.pick([10, 250]))) || 'k' } : {};
          let what: string;
          let res: { status: number; text: string };
          if (rng.next() < 0.55) {
            rest += 1;
            const route = rng.pick(routes);
            const path = randomPath(route, w, rng);
            const m = mutateBody(base, rng);
            const hasBody = route.method === 'GET' ? false : route.method !== 'DELETE' || rng.next() < 0.2;
            const body = !hasBody ? undefined : (m.raw ?? JSON.stringify(m.json === undefined ? null : m.json));
            if (m.contentType) headers['content-type'] = m.contentType;
            what = `${route.method} ${path.slice(0, 200)} ${String(body).slice(0, 200)} ${m.contentType ?? ''}`;
            res = await agent.request(route.method, path, body, headers);
          } else {
            graphql += 1;
            const op = rng.pick(ops);
            const roll = rng.next();
            let payload: string;
            if (roll < 0.7) {
              const m = mutateBody(op.variables, rng);
              payload = m.raw ?? JSON.stringify({ query: op.query, variables: m.json });
              if (m.contentType && rng.next() < 0.3) headers['content-type'] = m.contentType;
            } else if (roll < 0.8) {
              payload = JSON.stringify({ query: op.query.slice(0, rng.int(op.query.length)), variables: op.variables });
            } else if (roll < 0.9) {
              payload = JSON.stringify({ query: evilValue(rng), variables: evilValue(rng), operationName: evilValue(rng) });
            } else {
              payload = JSON.stringify([{ query: op.query, variables: op.variables }, { query: '{ viewer { id } }' }]);
            }
            what = `GRAPHQL ${op.field} ${payload.slice(0, 300)}`;
            res = await agent.request('POST', '/graphql', payload, headers);
          }
          if (isBug(res.status, what)) failures.push({ i, what, status: res.status, answer: res.text.slice(0, 300) });
        }
        const seconds = (Date.now() - started) / 1000;
        console.log(
          `fuzz [${server().provider}] seed ${SEED}: ${COUNT} requests (${rest} REST, ${graphql} GraphQL) in ${seconds.toFixed(1)} s, ${failures.length} bugs (5xx)`,
        );
        expect(failures.slice(0, 15)).toEqual([]);
        // still healthy, and still answering a signed-in user
        expect((await server().agent().get('/api/health')).status).toBe(200);
        const login = await server().agent().post('/api/auth/login', { username: w.other.username, password: PASSWORD });
        expect(login.status).toBe(200);
      },
      15 * 60_000,
    );
  });
