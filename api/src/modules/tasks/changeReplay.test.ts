import type { Client } from 'graphql-ws';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask, randomizeIds, subscribe, unique, wsClient } from './testing.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TASK_CHANGED = `subscription {
  taskChanged { kind rowId replayed task { rowId name completed } project { rowId taskCount completedTaskCount } }
}`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { rowId message } }`;

// A screen's subscription starts after its query has been answered, and a socket that reconnects
// misses what happened meanwhile: the changes of the last minute are sent once it listens.
for (const provider of PROVIDERS) {
  for (const redis of [false, true]) {
    describe(`changes made before a subscription listens [${provider}${redis ? ', Redis' : ''}]`, () => {
      let server: TestServer;
      const clients: Client[] = [];
      beforeAll(async () => {
        server = await startTestServer(provider, redis ? { REDIS_URL } : {});
        if (redis) await randomizeIds(server);
      });
      afterAll(async () => {
        for (const c of clients) await c.dispose();
        await server?.stop();
      });
      const open = (agent: Parameters<typeof wsClient>[1]) => {
        const client = wsClient(server.url, agent);
        clients.push(client);
        return client;
      };

      it('follow the first value, one per task as it is now; a stranger gets none of them', async () => {
        const me = await signedInUser(server);
        const stranger = await signedInUser(server);
        const project = await makeProject(me.agent);
        const kept = await makeTask(me.agent, project.id, { name: unique('Kept') });
        const renamed = unique('Renamed');
        expect((await me.agent.patch(`/api/tasks/${kept.id}`, { name: renamed })).status).toBe(200);
        expect((await me.agent.patch(`/api/tasks/${kept.id}/complete`)).status).toBe(200);
        const gone = await makeTask(me.agent, project.id);
        expect((await me.agent.delete(`/api/tasks/${gone.id}`)).status).toBe(200);

        const mine = subscribe(open(me.agent), TASK_CHANGED);
        expect(await mine.next()).toEqual({ taskChanged: null });
        const deleted = await mine.next((d: any) => d.taskChanged?.kind === 'deleted');
        expect(mine.received.slice(1)).toEqual([
          { taskChanged: { kind: 'created', rowId: kept.id, replayed: true, task: { rowId: kept.id, name: renamed, completed: true }, project: null } },
          deleted,
        ]);
        // the project as it is now: one task left, completed
        expect(deleted.taskChanged).toEqual({
          kind: 'deleted',
          rowId: gone.id,
          replayed: true,
          task: null,
          project: { rowId: project.id, taskCount: 1, completedTaskCount: 1 },
        });
        // what happens from now on is live, not replayed
        const next = await makeTask(me.agent, project.id);
        expect((await mine.next((d: any) => d.taskChanged?.rowId === next.id)).taskChanged).toMatchObject({ kind: 'created', replayed: false });

        const theirs = subscribe(open(stranger.agent), TASK_CHANGED);
        expect(await theirs.next()).toEqual({ taskChanged: null });
        await new Promise((r) => setTimeout(r, 300));
        expect(theirs.received).toEqual([{ taskChanged: null }]);
        expect([...mine.errors, ...theirs.errors]).toEqual([]);
      });

      it('a notification added before the subscription listens follows its first value', async () => {
        const owner = await signedInUser(server, { name: 'Owner' });
        const assignee = await signedInUser(server);
        const project = await makeProject(owner.agent);
        const task = await makeTask(owner.agent, project.id);
        // the assignee is no member of the project yet: the assignment invites them
        const assigned = await owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: assignee.email, assigneeName: 'Assignee' });
        expect(assigned.status).toBe(200);

        const live = subscribe(open(assignee.agent), NOTIFICATION_ADDED);
        expect(await live.next()).toEqual({ notificationAdded: null });
        const replayed = await live.next();
        expect(replayed.notificationAdded.message).toBe(`Owner invited you to "${project.name}" as editor.`);
        const listed = (await assignee.agent.get('/api/notifications')).body as Array<{ id: number }>;
        expect(listed.map((n) => n.id)).toEqual([replayed.notificationAdded.rowId]);
      });
    });
  }
}
