import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../testServer.js';
import type { HttpAgent } from '../http.js';
import { team } from '../team.js';
import { wsClient, subscribe } from '../../src/modules/tasks/testing.js';

type Who = 'anonymous' | 'stranger' | 'viewer' | 'editor' | 'admin' | 'owner';
const WHO: Who[] = ['anonymous', 'stranger', 'viewer', 'editor', 'admin', 'owner'];
type Expect = Record<Who, number>;

/** Statuses by role: anonymous 401, a non-member 404 (the row is no business of theirs), then each role. */
const read: Expect = { anonymous: 401, stranger: 404, viewer: 200, editor: 200, admin: 200, owner: 200 };
const edit: Expect = { anonymous: 401, stranger: 404, viewer: 403, editor: 200, admin: 200, owner: 200 };
const manage: Expect = { anonymous: 401, stranger: 404, viewer: 403, editor: 403, admin: 200, owner: 200 };

describeEachProvider('the role matrix of shared projects', (server) => {
  let t: Awaited<ReturnType<typeof team>>;
  let agents: Record<Who, HttpAgent>;
  beforeAll(async () => {
    t = await team(server());
    agents = {
      anonymous: server().agent(),
      stranger: t.stranger.agent,
      viewer: t.viewer.agent,
      editor: t.editor.agent,
      admin: t.admin.agent,
      owner: t.owner.agent,
    };
  });

  /** A fresh task of the shared project, made by the owner (so a delete by one role leaves the others theirs). */
  const freshTask = async () =>
    (await t.owner.agent.post('/api/tasks', { name: 'Fresh', priority: 5, duration: 5, projectId: t.project.id })).body.id as number;

  const cases: Array<[string, Expect, () => Promise<[method: string, path: string, body?: unknown]>]> = [
    ['GET project', read, async () => ['GET', `/api/projects/${t.project.id}`]],
    ['PATCH project', manage, async () => ['PATCH', `/api/projects/${t.project.id}`, { description: 'changed' }]],
    ['GET members', read, async () => ['GET', `/api/projects/${t.project.id}/members`]],
    ['GET task', read, async () => ['GET', `/api/tasks/${t.task.id}`]],
    ['PATCH task', edit, async () => ['PATCH', `/api/tasks/${t.task.id}`, { description: 'changed' }]],
    ['PUT task', edit, async () => ['PUT', `/api/tasks/${t.task.id}`, { priority: 6 }]],
    ['PATCH task complete', edit, async () => ['PATCH', `/api/tasks/${t.task.id}/complete`, { completed: false }]],
    ['DELETE task', edit, async () => ['DELETE', `/api/tasks/${await freshTask()}`]],
    ['PUT tasks reorder', edit, async () => ['PUT', '/api/tasks/reorder', { taskIds: [t.task.id] }]],
    [
      'POST task assign (preview)',
      edit,
      async () => ['POST', `/api/tasks/${t.task.id}/assign`, { assigneeEmail: 'x@example.com', assigneeName: 'X', previewOnly: true }],
    ],
  ];

  it.each(cases)('%s: allowed exactly where the roles say', async (_name, expected, make) => {
    const got: Partial<Expect> = {};
    for (const who of WHO) {
      const [method, path, body] = await make();
      got[who] = (await agents[who].request(method, path, body)).status;
    }
    expect(got).toEqual(expected);
  });

  it('creating a task in the project: editors and up; a viewer 403; a non-member 400 naming the project', async () => {
    const got: Partial<Expect> = {};
    for (const who of WHO) got[who] = (await agents[who].post('/api/tasks', { name: 'New', priority: 5, duration: 5, projectId: t.project.id })).status;
    expect(got).toEqual({ anonymous: 401, stranger: 400, viewer: 403, editor: 201, admin: 201, owner: 201 });
  });

  it('inviting: admins and the owner only', async () => {
    const got: Partial<Expect> = {};
    for (const who of WHO)
      got[who] = (await agents[who].post(`/api/projects/${t.project.id}/members`, { email: `guest-${who}@example.com`, role: 'viewer' })).status;
    expect(got).toEqual({ anonymous: 401, stranger: 404, viewer: 403, editor: 403, admin: 201, owner: 201 });
  });

  it('deleting the project: the owner only', async () => {
    const got: Partial<Expect> = {};
    for (const who of WHO.filter((w) => w !== 'owner')) got[who] = (await agents[who].delete(`/api/projects/${t.project.id}?deleteTasks=true`)).status;
    expect(got).toEqual({ anonymous: 401, stranger: 404, viewer: 403, editor: 403, admin: 403 });
    const other = await team(server());
    expect((await other.owner.agent.delete(`/api/projects/${other.project.id}?deleteTasks=true`)).status).toBe(200);
    expect((await other.editor.agent.get('/api/tasks')).body).toEqual([]);
  });

  it("GET /api/tasks and the GraphQL lists and counts cover every project one belongs to, and nobody else's", async () => {
    for (const who of ['viewer', 'editor', 'admin', 'owner'] as const) {
      expect((await agents[who].get('/api/tasks')).body.map((x: { id: number }) => x.id)).toContain(t.task.id);
      const gql = await agents[who].gql(
        `{ tasks(first: 100) { totalCount edges { node { rowId } } } projects(first: 10) { edges { node { rowId viewerRole } } } }`,
      );
      expect(gql.data.tasks.edges.map((e: { node: { rowId: number } }) => e.node.rowId)).toContain(t.task.id);
      expect(gql.data.projects.edges).toContainEqual({ node: { rowId: t.project.id, viewerRole: who } });
    }
    expect((await agents.stranger.get('/api/tasks')).body).toEqual([]);
    const gql = await agents.stranger.gql(`{ tasks(first: 10) { totalCount } projects(first: 10) { edges { node { inbox } } } }`);
    // the stranger's own Inbox, nothing of the team's
    expect(gql.data).toEqual({ tasks: { totalCount: 0 }, projects: { edges: [{ node: { inbox: true } }] } });
  });

  it('GraphQL: node(id:) reads for members only; updateTask is FORBIDDEN for a viewer and NOT_FOUND for a non-member', async () => {
    const id = encodeGlobalID('Task', t.task.id);
    const codes: Partial<Record<Who, unknown>> = {};
    for (const who of WHO) {
      const node = await agents[who].gql(`query($id: ID!) { node(id: $id) { ... on Task { rowId } } }`, { id });
      const update = await agents[who].gql(`mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { rowId } } }`, {
        i: { id, description: `by ${who}` },
      });
      codes[who] = { node: node.data?.node?.rowId ?? null, update: update.errors?.[0]?.extensions?.code ?? 'OK' };
    }
    expect(codes).toEqual({
      anonymous: { node: null, update: 'UNAUTHENTICATED' },
      stranger: { node: null, update: 'NOT_FOUND' },
      viewer: { node: t.task.id, update: 'FORBIDDEN' },
      editor: { node: t.task.id, update: 'OK' },
      admin: { node: t.task.id, update: 'OK' },
      owner: { node: t.task.id, update: 'OK' },
    });
  });

  it('the sync batch answers each replayed write as the roles say', async () => {
    const got: Partial<Expect> = {};
    for (const who of WHO) {
      const res = await agents[who].post('/api/sync/batch', {
        actions: [{ method: 'PATCH', url: `/api/tasks/${t.task.id}`, idempotencyKey: `k-${who}-${Date.now()}`, body: JSON.stringify({ description: who }) }],
      });
      got[who] = res.status === 200 ? res.body.results[0].status : res.status;
    }
    expect(got).toEqual(edit);
  });

  it("live: every member hears of a change to the project's tasks; a removed member stops hearing at once", async () => {
    const other = await team(server());
    const query = `subscription { taskChanged { kind rowId task { name } } }`;
    const clients = [other.viewer, other.editor].map((p) => wsClient(server().url, p.agent));
    const [viewerLive, editorLive] = clients.map((c) => subscribe(c, query));
    try {
      await viewerLive.next((d) => d.taskChanged === null);
      await editorLive.next((d) => d.taskChanged === null);
      await other.owner.agent.patch(`/api/tasks/${other.task.id}`, { name: 'Heard by all' });
      for (const live of [viewerLive, editorLive]) await live.next((d) => d.taskChanged?.task?.name === 'Heard by all');
      expect((await other.owner.agent.delete(`/api/projects/${other.project.id}/members/${other.viewer.user.id}`)).status).toBe(200);
      await viewerLive.next((d) => d.taskChanged?.kind === 'deleted' && d.taskChanged.rowId === other.task.id);
      await other.owner.agent.patch(`/api/tasks/${other.task.id}`, { name: 'Secret now' });
      await editorLive.next((d) => d.taskChanged?.task?.name === 'Secret now');
      await new Promise((r) => setTimeout(r, 300));
      expect(JSON.stringify(viewerLive.received)).not.toContain('Secret now');
    } finally {
      await viewerLive.close();
      await editorLive.close();
      for (const c of clients) await c.dispose();
    }
  });
});
