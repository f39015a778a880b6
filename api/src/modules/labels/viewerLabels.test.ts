import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { subscribe, wsClient, sleep } from '../tasks/testing.js';

describeEachProvider("a viewer's own labels on a shared task", (server) => {
  it('a viewer puts their own label on a task they may read; nobody else sees it, the task is unchanged, only the viewer hears of it', async () => {
    const owner = await signedInUser(server(), { name: 'Olive' });
    const viewer = await signedInUser(server(), { name: 'Vera' });
    const project = (await owner.agent.post('/api/projects', { name: 'Shared', priority: 5 })).body as { id: number };
    await join(owner, viewer, project.id, 'viewer');
    const task = (await owner.agent.post('/api/tasks', { name: 'Read me', priority: 5, duration: 25, projectId: project.id })).body as { id: number };
    const ownersLabel = (await owner.agent.post('/api/labels', { name: 'Boss' })).body as { id: number };
    expect((await owner.agent.patch(`/api/tasks/${task.id}`, { labels: [ownersLabel.id] })).status).toBe(200);
    const before = (await owner.agent.get(`/api/tasks/${task.id}`)).body as { updatedAt: string; labels: number[] };
    const mine = (await viewer.agent.post('/api/labels', { name: 'Later' })).body as { id: number };

    const ownerWs = wsClient(server().url, owner.agent);
    const viewerWs = wsClient(server().url, viewer.agent);
    const query = `subscription { taskChanged { kind replayed rowId } }`;
    const ownerLive = subscribe(ownerWs, query);
    const viewerLive = subscribe(viewerWs, query);
    try {
      // each socket listens once it has replayed the minute's earlier changes (the task's creation)
      const replayedTask = (d: unknown) => {
        const e = (d as { taskChanged?: { rowId: number; replayed: boolean } }).taskChanged;
        return e?.rowId === task.id && e.replayed;
      };
      await Promise.all([ownerLive.next(replayedTask), viewerLive.next(replayedTask)]);
      const rest = await viewer.agent.patch(`/api/tasks/${task.id}`, { labels: [mine.id] });
      expect(rest.status).toBe(200);
      expect(rest.body.labels).toEqual([mine.id]);
      // what happened before the subscription comes again as replayed: only a new event counts
      const heard = (d: unknown) => {
        const e = (d as { taskChanged?: { rowId: number; replayed: boolean } }).taskChanged;
        return e?.rowId === task.id && !e.replayed;
      };
      await viewerLive.next(heard);
      // the owner still sees their own label alone, and the task as it was
      expect((await owner.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ labels: [ownersLabel.id], updatedAt: before.updatedAt });
      await sleep(300);
      expect(ownerLive.received.filter(heard)).toEqual([]);
      expect(JSON.stringify((await owner.agent.get(`/api/tasks/${task.id}/activity`)).body)).not.toContain('Vera');
    } finally {
      await ownerLive.close();
      await viewerLive.close();
      await ownerWs.dispose();
      await viewerWs.dispose();
    }

    // GraphQL alike, and clearing them
    const cleared = await viewer.agent.gql(`mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { labels { rowId } } } }`, {
      i: { id: encodeGlobalID('Task', task.id), labels: [] },
    });
    expect(cleared).toEqual({ data: { updateTask: { task: { labels: [] } } }, status: 200 });
    expect((await owner.agent.get(`/api/tasks/${task.id}`)).body.labels).toEqual([ownersLabel.id]);

    // only their own labels, and nothing else of the task
    const others = await viewer.agent.patch(`/api/tasks/${task.id}`, { labels: [ownersLabel.id] });
    expect(others.status).toBe(400);
    expect(others.body).toEqual({ message: expect.stringMatching(/label/i) });
    const withAnEdit = await viewer.agent.patch(`/api/tasks/${task.id}`, { labels: [mine.id], name: 'Mine now' });
    expect(withAnEdit.status).toBe(403);
    expect((await viewer.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ name: 'Read me', labels: [] });
  });
});
