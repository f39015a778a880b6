import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { team } from '../../../test/team.js';
import { subscribe, wsClient, type Live } from '../tasks/testing.js';
import { waitFor } from '../reminders/testing.js';
import { startReceiver } from '../webhooks/testing.js';

const TASK_CHANGED = `subscription { taskChanged { kind rowId replayed task { rowId assigneeId updatedAt } } }`;
const ACTIVITY = `query($id: ID!) { task(id: $id) { activity(first: 1) { edges { node { kind field toValue actor { displayName } } } } } }`;

type Team = Awaited<ReturnType<typeof team>>;
type TaskChanged = { taskChanged: { kind: string; rowId: number; replayed: boolean; task: { assigneeId: number | null } | null } | null };

// A member made a viewer, or removed, loses the tasks assigned to them in the project: each task's
// history says so, as a manual unassign does, and whoever listens to the task hears of it.
for (const provider of PROVIDERS) {
  describe(`tasks unassigned by a change of membership [${provider}]`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const clients: Client[] = [];
    beforeAll(async () => {
      receiver = await startReceiver();
      server = await startTestServer(provider, { WEBHOOKS_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '50' });
    });
    afterAll(async () => {
      for (const c of clients) await c.dispose();
      await server?.stop();
      await receiver?.close();
    });

    /** The team with two of the project's tasks assigned to the editor, the owner listening live and a project webhook. */
    async function assignedToEditor() {
      const t = await team(server);
      const second = (await t.owner.agent.post('/api/tasks', { name: 'Second task', priority: 5, duration: 5, projectId: t.project.id })).body as {
        id: number;
      };
      const ids = [t.task.id, second.id];
      for (const id of ids) expect((await t.owner.agent.patch(`/api/tasks/${id}`, { assigneeId: t.editor.user.id })).status).toBe(200);
      const path = `/members/${t.project.id}`;
      const hook = await t.owner.agent.post(`/api/projects/${t.project.id}/webhooks`, { url: receiver.url + path, events: ['task.updated'] });
      expect(hook.status).toBe(201);
      const client = wsClient(server.url, t.owner.agent);
      clients.push(client);
      const live = subscribe<TaskChanged>(client, TASK_CHANGED);
      expect(await live.next()).toEqual({ taskChanged: null });
      const before = await t.owner.agent.get(`/api/tasks/${t.task.id}`);
      return { t, ids, path, live, updatedAt: before.body.updatedAt as string };
    }

    async function expectUnassignedBy(t: Team, ids: number[], actorName: string, path: string, live: Live<TaskChanged>) {
      for (const id of ids) {
        expect((await t.owner.agent.get(`/api/tasks/${id}`)).body.assigneeId).toBeNull();
        const lines = (await t.owner.agent.get(`/api/tasks/${id}/activity`)).body as Array<{ summary: string; kind: string; actor: { name: string } }>;
        expect(lines[0]).toMatchObject({ summary: `${actorName} unassigned the task`, kind: 'assigned', actor: { name: actorName } });
        expect(lines.filter((l) => l.summary.endsWith('unassigned the task'))).toHaveLength(1);
        const gql = await t.owner.agent.gql(ACTIVITY, { id: encodeGlobalID('Task', id) });
        expect(gql.errors).toBeUndefined();
        expect(gql.data.task.activity.edges[0].node).toEqual({ kind: 'assigned', field: null, toValue: null, actor: { displayName: actorName } });
        // the owner's open screens hear the change, the task as it is now
        const event = await live.next((d) => d.taskChanged?.rowId === id && !d.taskChanged.replayed && d.taskChanged.task?.assigneeId === null);
        expect(event.taskChanged).toMatchObject({ kind: 'updated' });
      }
      const project = (await t.owner.agent.get(`/api/projects/${t.project.id}/activity?limit=5`)).body as Array<{ summary: string }>;
      expect(project.map((l) => l.summary)).toEqual(expect.arrayContaining([`${actorName} unassigned "Shared task"`, `${actorName} unassigned "Second task"`]));
      // the project's webhook hears an update of each task, as for a manual unassign
      const heard = () => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as { event: string; data: { task: { id: number } } });
      await waitFor(() => ids.every((id) => heard().some((h) => h.event === 'task.updated' && h.data.task.id === id)), 10_000, 'task.updated deliveries');
    }

    it('a member made a viewer: each of their tasks there reads "… unassigned the task" by the admin who changed the role', async () => {
      const { t, ids, path, live, updatedAt } = await assignedToEditor();
      const demoted = await t.admin.agent.patch(`/api/projects/${t.project.id}/members/${t.editor.user.id}`, { role: 'viewer' });
      expect([demoted.status, demoted.body.role]).toEqual([200, 'viewer']);
      await expectUnassignedBy(t, ids, 'Ada Admin', path, live);
      // a changed task: its clients read it again, and an offline edit made before it knows the assignee changed since
      const after = (await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body;
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(updatedAt).getTime());
      const stamps = await server.app.deps.db.task.findUnique({ where: { id: t.task.id }, select: { fieldChangedAt: true } });
      expect(new Date(JSON.parse(stamps!.fieldChangedAt!).assigneeId).getTime()).toBeGreaterThan(new Date(updatedAt).getTime());
      // a change of role that unassigns nothing writes nothing
      const count = ((await t.owner.agent.get(`/api/tasks/${t.task.id}/activity`)).body as unknown[]).length;
      expect((await t.admin.agent.patch(`/api/projects/${t.project.id}/members/${t.editor.user.id}`, { role: 'editor' })).status).toBe(200);
      expect((await t.admin.agent.patch(`/api/projects/${t.project.id}/members/${t.editor.user.id}`, { role: 'viewer' })).status).toBe(200);
      expect(((await t.owner.agent.get(`/api/tasks/${t.task.id}/activity`)).body as unknown[]).length).toBe(count);
    });

    it('a member removed (by the owner) or leaving (by themselves): the line names who did it', async () => {
      const removed = await assignedToEditor();
      expect((await removed.t.owner.agent.delete(`/api/projects/${removed.t.project.id}/members/${removed.t.editor.user.id}`)).status).toBe(200);
      await expectUnassignedBy(removed.t, removed.ids, 'Olive Owner', removed.path, removed.live);

      const left = await assignedToEditor();
      expect((await left.t.editor.agent.delete(`/api/projects/${left.t.project.id}/members/${left.t.editor.user.id}`)).status).toBe(200);
      await expectUnassignedBy(left.t, left.ids, 'Eddie Editor', left.path, left.live);
    });

    it('a removed member is told who removed them from which project; one who leaves is told nothing', async () => {
      const t = await team(server);
      const titles = async (who: Team['editor']) =>
        ((await who.agent.get('/api/notifications')).body as Array<{ title: string; message: string; data: { projectId?: number } }>).filter(
          (n) => n.title === 'Removed from a project',
        );
      expect((await t.admin.agent.delete(`/api/projects/${t.project.id}/members/${t.editor.user.id}`)).status).toBe(200);
      expect(await titles(t.editor)).toEqual([
        expect.objectContaining({ message: 'Ada Admin removed you from "Shared work".', data: expect.objectContaining({ projectId: t.project.id }) }),
      ]);
      expect((await t.viewer.agent.delete(`/api/projects/${t.project.id}/members/${t.viewer.user.id}`)).status).toBe(200);
      expect(await titles(t.viewer)).toEqual([]);
    });

    it('GraphQL changeMemberRole writes the same line', async () => {
      const { t, ids, path, live } = await assignedToEditor();
      const res = await t.admin.agent.gql(`mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { member { role } } }`, {
        i: { projectId: encodeGlobalID('Project', t.project.id), userId: t.editor.user.id, role: 'viewer' },
      });
      expect(res.errors).toBeUndefined();
      await expectUnassignedBy(t, ids, 'Ada Admin', path, live);
    });
  });
}
