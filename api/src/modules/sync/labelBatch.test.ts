import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject } from '../tasks/testing.js';

type Note = { action: string; title: string; message: string };
type Label = { id: number; name: string; color: string; createdAt: string };
const action = (method: string, url: string, key: string, body: unknown, taskName?: string) => ({
  method,
  url,
  idempotencyKey: key,
  body: body === null ? null : JSON.stringify(body),
  ...(taskName ? { taskName } : {}),
});

describeEachProvider('REST /api/sync/batch: labels made and changed offline', (server) => {
  it('creates, renames, recolours and deletes labels as /api/labels answers them, once however often the batch comes', async () => {
    const { agent } = await signedInUser(server());
    const old = (await agent.post('/api/labels', { name: 'Old', color: '#dc2626' })).body as Label;
    const doomed = (await agent.post('/api/labels', { name: 'Doomed', color: '#16a34a' })).body as Label;
    const batch = {
      actions: [
        action('POST', '/api/labels', 'lb-create', { name: 'Errands', color: '#2563eb' }),
        action('PATCH', `/api/labels/${old.id}`, 'lb-rename', { name: 'Renamed', color: '#9333ea' }),
        action('DELETE', `/api/labels/${doomed.id}`, 'lb-delete', null),
      ],
    };
    const first = await agent.post('/api/sync/batch', batch);
    expect(first.status).toBe(200);
    const [made, renamed, deleted] = first.body.results;
    expect(made).toEqual({ status: 201, body: { id: expect.any(Number), name: 'Errands', color: '#2563eb', createdAt: expect.any(String) } });
    expect(renamed).toEqual({ status: 200, body: { id: old.id, name: 'Renamed', color: '#9333ea', createdAt: old.createdAt } });
    expect(deleted).toEqual({ status: 200, body: { success: true, id: doomed.id } });
    // the answer was lost and the batch comes again: the first answers, nothing made twice
    const again = await agent.post('/api/sync/batch', batch);
    expect(again.body.results).toEqual(first.body.results);
    const labels = (await agent.get('/api/labels')).body as Label[];
    expect(labels.map((l) => l.name)).toEqual(['Errands', 'Renamed']);
  });

  it('a label made offline goes on a task created in the same replay once its create answered', async () => {
    const { agent } = await signedInUser(server());
    const project = await makeProject(agent);
    const [made] = (await agent.post('/api/sync/batch', { actions: [action('POST', '/api/labels', 'lt-label', { name: 'Calls', color: '#dc2626' })] })).body
      .results as Array<{ body: Label }>;
    const res = await agent.post('/api/sync/batch', {
      actions: [
        action('POST', '/api/tasks', 'lt-task', {
          name: 'Ring Ann',
          priority: 5,
          duration: 25,
          projectId: project.id,
          labels: [made.body.id],
          clientId: 'temp-1-a',
        }),
      ],
    });
    expect(res.body.results[0]).toEqual({ status: 201, body: expect.objectContaining({ name: 'Ring Ann', labels: [made.body.id] }) });
  });

  it('a refused label change is told (answer and one notification), never dropped in silence', async () => {
    const { agent } = await signedInUser(server());
    await agent.post('/api/labels', { name: 'Home', color: '#dc2626' });
    const batch = {
      actions: [
        action('POST', '/api/labels', 'lr-taken', { name: 'home', color: '#2563eb' }),
        action('PATCH', '/api/labels/999999999', 'lr-gone', { name: 'Gone' }, 'Gone'),
        action('POST', '/api/labels', 'lr-bad', { name: '', color: '#2563eb' }),
        action('DELETE', '/api/labels/999999999', 'lr-deleted', null),
      ],
    };
    const res = await agent.post('/api/sync/batch', batch);
    const [taken, gone, bad, deleted] = res.body.results;
    expect(taken).toEqual({
      status: 409,
      body: { message: 'name: you already have a label with this name' },
      refused: 'Your offline change to the label "home" was not saved: you already have a label with this name',
    });
    expect(gone).toEqual({
      status: 404,
      body: { message: 'Label not found' },
      refused: 'Your offline change to the label "Gone" was not saved: the label was deleted',
    });
    expect(bad.status).toBe(400);
    expect(bad.refused).toBe(`Your offline change to the label "a label" was not saved: ${bad.body.message}`);
    // deleting a label already gone is what the user wanted
    expect(deleted).toEqual({ status: 404, body: { message: 'Label not found' } });
    await agent.post('/api/sync/batch', batch);
    const notes = ((await agent.get('/api/notifications')).body as Note[]).filter((n) => n.action === 'syncRefused');
    expect(notes.map((n) => [n.title, n.message]).sort()).toEqual(
      [taken.refused, gone.refused, bad.refused].map((m: string) => ['Offline change not saved', m]).sort(),
    );
  });

  it("acts as the batch's user only: another user's label answers 404 and is left alone; other URLs are refused", async () => {
    const owner = await signedInUser(server());
    const theirs = (await owner.agent.post('/api/labels', { name: 'Theirs', color: '#dc2626' })).body as Label;
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/sync/batch', {
      actions: [action('PATCH', `/api/labels/${theirs.id}`, 'o-1', { name: 'Mine now' }), action('DELETE', `/api/labels/${theirs.id}`, 'o-2', null)],
    });
    expect(res.body.results.map((r: { status: number }) => r.status)).toEqual([404, 404]);
    expect(((await owner.agent.get('/api/labels')).body as Label[]).map((l) => l.name)).toEqual(['Theirs']);
    for (const url of ['/api/labels/abc', '/api/labelsx', '/api/projects/1']) {
      const bad = await agent.post('/api/sync/batch', { actions: [action('DELETE', url, 'o-3', null)] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Only task and label requests');
    }
  });
});
