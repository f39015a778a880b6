import { schema } from '../../src/graphql/schema.js';
import { restRoutes } from '../../src/http/routes.js';
import { describeEachProvider } from '../testServer.js';
import { sleep, subscribe, triggerUntil, wsClient, type Live } from '../../src/modules/tasks/testing.js';
import { MUTATION_ROLES, QUERY_ROLES, SUBSCRIPTION_ROLES, type FieldEntry, type SubscriptionEntry } from './graphqlRoles.js';
import { fillPath, operationsOf, restRoutesOf } from './operations.js';
import { routeOf, type Heard } from './roleExpectations.js';
import { REST_ROLES, type RouteEntry } from './restRoles.js';
import { MEMBERS, roleWorld, WHO, type Member, type RoleWorld, type Who } from './roleWorld.js';
import { hostileBody, personalSnapshot, snapshot } from './world.js';

const FIELDS: Record<string, Record<string, FieldEntry | SubscriptionEntry>> = {
  query: QUERY_ROLES,
  mutation: MUTATION_ROLES,
  subscription: SUBSCRIPTION_ROLES,
};
const rootFields = (kind: string) =>
  Object.keys((kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType())?.getFields() ?? {});

type RolesOf<E> = Extract<E, { kind: 'roles' }>;
type LiveOf<E> = Extract<E, { kind: 'live' }>;
const restCases = Object.entries(REST_ROLES).filter((c): c is [string, RolesOf<RouteEntry>] => c[1].kind === 'roles');
const gqlCases = Object.entries({ ...QUERY_ROLES, ...MUTATION_ROLES }).filter((c): c is [string, RolesOf<FieldEntry>] => c[1].kind === 'roles');
const liveCases = Object.entries(SUBSCRIPTION_ROLES).filter((c): c is [string, LiveOf<FieldEntry>] => c[1].kind === 'live');
const mineCases = Object.entries(SUBSCRIPTION_ROLES).filter((c): c is [string, Extract<SubscriptionEntry, { kind: 'mine' }>] => c[1].kind === 'mine');
const personalFields = (kind: string) => Object.keys(FIELDS[kind]).filter((f) => FIELDS[kind][f].kind === 'personal');

/** Jira's own failures are 502 and 504 by design (jira/errors.ts), a member's task not linked to an issue among them. */
const upstream = (operation: string, status: number) => /jira/i.test(operation) && [502, 504].includes(status);

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
      rest: { unlisted: mounted.filter((r) => !(r in REST_ROLES)), stale: Object.keys(REST_ROLES).filter((r) => !mounted.includes(routeOf(r))) },
    };
    for (const kind of Object.keys(FIELDS)) {
      const fields = rootFields(kind);
      got[kind] = {
        unlisted: fields.filter((f) => !(f in FIELDS[kind])),
        stale: Object.keys(FIELDS[kind]).filter((f) => !fields.includes(routeOf(f))),
      };
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
      const data = res.body?.data?.[routeOf(field)];
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

  it("a member's labels on a shared task are their own: read over REST and GraphQL, and replaced by a write, only the member's; its reminders read for every member", async () => {
    const taskLabels = async () => (await w.server.app.deps.db.taskLabel.findMany({ where: { taskId: w.task.id } })).map((l) => l.labelId).sort();
    const read = async (who: Member) => {
      const rest = await w.agents[who].get(`/api/tasks/${w.task.id}`);
      const listed = ((await w.agents[who].get('/api/tasks')).body as Array<{ id: number; labels: number[] }>).find((t) => t.id === w.task.id);
      const one = await w.agents[who].gql(`query($id: ID!) { task(id: $id) { labels { rowId } reminders { rowId } } }`, { id: w.taskId });
      const page = await w.agents[who].gql(`{ tasks(first: 100) { edges { node { rowId labels { rowId } } } } }`);
      const node = page.data?.tasks.edges.find((e: { node: { rowId: number } }) => e.node.rowId === w.task.id)?.node;
      return {
        who,
        rest: rest.body.labels,
        list: listed?.labels,
        task: one.data?.task?.labels.map((l: { rowId: number }) => l.rowId),
        page: node?.labels.map((l: { rowId: number }) => l.rowId),
        errors: [...(one.errors ?? []), ...(page.errors ?? [])],
        reminders: { rest: rest.body.reminders.map((r: { id: number }) => r.id), gql: one.data?.task?.reminders.map((r: { rowId: number }) => r.rowId) },
      };
    };
    const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await w.owner.agent.patch(`/api/tasks/${w.task.id}`, { dueDate: due, reminders: [{ offsetMinutes: 30 }] })).status).toBe(200);
    const all = await taskLabels();
    for (const who of MEMBERS) {
      const own = [w.mine[who].rows.labelId];
      const got = await read(who);
      expect(got).toEqual({ who, rest: own, list: own, task: own, page: own, errors: [], reminders: { rest: expect.any(Array), gql: got.reminders.rest } });
      expect(got.reminders.rest).toHaveLength(1);
    }
    // the editor's labels replace the editor's; everyone else's stay on the task
    const other = (await w.editor.agent.post('/api/labels', { name: `Editor's other ${Date.now()}` })).body as { id: number };
    const replaced = await w.editor.agent.patch(`/api/tasks/${w.task.id}`, { labels: [other.id] });
    expect(replaced.body.labels).toEqual([other.id]);
    expect(await taskLabels()).toEqual([...all.filter((id) => id !== w.mine.editor.rows.labelId), other.id].sort());
    const gql = await w.editor.agent.gql(`mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { labels { rowId } } } }`, {
      i: { id: w.taskId, labels: [String(w.mine.editor.rows.labelId)] },
    });
    expect(gql).toEqual({ data: { updateTask: { task: { labels: [{ rowId: w.mine.editor.rows.labelId }] } } }, status: 200 });
    expect(await taskLabels()).toEqual(all);
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

  /**
   * Who tries whose personal rows. No prober of a round is a victim of it, so what probers change of
   * their own (they clear their notifications, reset their timer…) stays out of the victims' snapshots.
   * Every role probes, every member is probed, from above and from below.
   */
  const PROBES: Array<Array<[Who, Member]>> = [
    [
      ['anonymous', 'owner'],
      ['stranger', 'owner'],
      ['viewer', 'owner'],
      ['editor', 'admin'],
    ],
    [
      ['admin', 'viewer'],
      ['owner', 'editor'],
    ],
  ];

  it("personal routes and fields, as every role of a shared project: anonymous is refused, nobody gets or changes another's own rows", async () => {
    const personalRoutes = routes().filter((r) => REST_ROLES[`${r.method} ${r.path}`]?.kind === 'personal');
    const personal = new Set([...personalFields('query'), ...personalFields('mutation')]);
    const secretsOf = (who: Who | 'outsider') =>
      who === 'outsider' ? w.outsider.secrets : MEMBERS.includes(who as Member) ? w.mine[who as Member].secrets : [];
    const failures: string[] = [];
    for (const round of PROBES) {
      const victims = [...new Set(round.map(([, victim]) => victim))];
      const before = await Promise.all(victims.map((v) => personalSnapshot(server(), w.mine[v].rows.userId)));
      const outsiderBefore = await snapshot(server(), w.outsider.rows.userId);
      // the probers of a round are different people acting on their own sessions: they run at once
      const probe = async ([who, victimRole]: [Who, Member]) => {
        const victim = w.mine[victimRole];
        const member = MEMBERS.includes(who as Member);
        const others = ([...MEMBERS, 'outsider'] as const).filter((o) => o !== who).flatMap((o) => secretsOf(o));
        const leaks = (text: string) => others.some((secret) => text.includes(secret));
        const at = `${who} on ${victimRole}'s`;
        for (const route of personalRoutes) {
          const key = `${route.method} ${route.path}`;
          const res = await w.agents[who].request(
            route.method,
            fillPath(route, victim.rows),
            ['GET', 'DELETE'].includes(route.method) ? undefined : hostileBody(victim),
          );
          if (who === 'anonymous') {
            if (res.status !== 401) failures.push(`${key} anonymous: ${res.status}`);
            continue;
          }
          if (leaks(res.text)) failures.push(`${key} ${at}: leaked ${res.text.slice(0, 160)}`);
          if (res.status >= 500 && !upstream(key, res.status)) failures.push(`${key} ${at}: ${res.status} ${res.text.slice(0, 120)}`);
          // the victim's own rows; a member acts on the shared task there, which is theirs to read
          const named = member ? /:(id|messageId)\b/ : /:(id|taskId|messageId)\b/;
          if (named.test(route.path) && ![403, 404].includes(res.status)) failures.push(`${key} ${at}: ${res.status} on another's row`);
        }
        for (const op of operationsOf(schema, victim.rows).filter((o) => personal.has(o.field))) {
          const res = await w.agents[who].request('POST', '/graphql', { query: op.query, variables: op.variables });
          if (who === 'anonymous') {
            const codes = (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
            if (!codes.includes('UNAUTHENTICATED') || res.body?.data?.[op.field] != null) failures.push(`${op.field} anonymous: ${res.text.slice(0, 120)}`);
            continue;
          }
          if (leaks(res.text)) failures.push(`${op.field} ${at}: leaked ${res.text.slice(0, 160)}`);
          if (res.status >= 500 && !upstream(op.field, res.status)) failures.push(`${op.field} ${at}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      };
      await Promise.all(round.map(probe));
      const after = await Promise.all(victims.map((v) => personalSnapshot(server(), w.mine[v].rows.userId)));
      victims.forEach((v, i) => {
        if (after[i] !== before[i]) failures.push(`${v}'s own rows changed by ${round.map(([who]) => who).join(', ')}`);
      });
      if ((await snapshot(server(), w.outsider.rows.userId)) !== outsiderBefore) failures.push(`the outsider's rows changed`);
    }
    expect(failures).toEqual([]);
    expect(personalRoutes.length + personal.size).toBeGreaterThan(100);
  }, 180_000);

  it.each(mineCases)("live %s: a member's own event on the shared task is heard by that member alone", async (_field, entry) => {
    // the editor may focus on the shared task, so every own event can be theirs
    const who: Member = 'editor';
    const clients = WHO.map((listener) => wsClient(server().url, w.agents[listener]));
    const lives = Object.fromEntries(WHO.map((listener, i) => [listener, subscribe(clients[i], entry.op().query)])) as Record<Who, Live<unknown>>;
    const sent: string[] = [];
    const trigger = () => {
      const n = `${Date.now()}-${sent.length}`;
      sent.push(n);
      return entry.trigger(w, who, n);
    };
    try {
      await triggerUntil(lives[who], trigger, (d) => entry.match(d, w, who, sent[sent.length - 1]));
      await sleep(300);
      const got: Partial<Record<Who, Heard>> = {};
      for (const listener of WHO) {
        const live = lives[listener];
        got[listener] = live.received.some((d) => sent.some((n) => entry.match(d, w, who, n))) ? 'heard' : live.errors.length ? 'refused' : 'silent';
      }
      expect(got).toEqual({ anonymous: 'refused', stranger: 'silent', viewer: 'silent', editor: 'heard', admin: 'silent', owner: 'silent' });
    } finally {
      for (const live of Object.values(lives)) await live.close();
      for (const c of clients) await c.dispose();
    }
  });

  it('admin subscriptions: anonymous is refused; only an admin may follow the users', async () => {
    const tried: Array<[Who, string]> = [];
    for (const [field, entry] of Object.entries(SUBSCRIPTION_ROLES)) {
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
