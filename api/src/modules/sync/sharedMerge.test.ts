import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { makeProject, makeTask } from '../tasks/testing.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Note = { title: string; message: string; data: { taskId?: number } | null };
type Answer = {
  status: number;
  body: { name: string; labels: number[]; offlineMerge?: { conflict: boolean; serverFields: string[]; offlineFields: string[] } };
};

const pause = () => new Promise((r) => setTimeout(r, 20));
const conflictNotes = async (user: User) => ((await user.agent.get('/api/notifications')).body as Note[]).filter((n) => n.title === 'Sync conflict merged');
const labelsOf = async (user: User, taskId: number) => ((await user.agent.get(`/api/tasks/${taskId}`)).body as { labels: number[] }).labels;
const makeLabel = async (user: User, name: string) => ((await user.agent.post('/api/labels', { name })).body as { id: number }).id;

/** Replays one queued offline edit of a task through the sync batch, as the web app's replay sends it. */
async function replay(user: User, taskId: number, key: string, fields: Record<string, unknown>, offlineEdit: Record<string, unknown>): Promise<Answer> {
  const action = { method: 'PATCH', url: `/api/tasks/${taskId}`, idempotencyKey: key, body: JSON.stringify({ ...fields, offlineEdit }) };
  const res = await user.agent.post('/api/sync/batch', { actions: [action] });
  expect(res.status).toBe(200);
  return res.body.results[0] as Answer;
}

describeEachProvider('offline edits of a shared task replayed through the sync batch', (server) => {
  async function sharedTask() {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const carol = await signedInUser(server(), { name: 'Carol' });
    const project = await makeProject(alice.agent, { name: 'Team' });
    await join(alice, bob, project.id, 'editor');
    await join(alice, carol, project.id, 'editor');
    const task = await makeTask(alice.agent, project.id, { name: 'Plan trip' });
    return { alice, bob, carol, task };
  }

  it('labels merge label by label: each member keeps the label they added, and what the offline member took off goes', async () => {
    const { alice, bob, task } = await sharedTask();
    const [a1, b1, b2, b3] = [await makeLabel(alice, 'Boss'), await makeLabel(bob, 'Bills'), await makeLabel(bob, 'Calls'), await makeLabel(bob, 'Errand')];
    expect((await bob.agent.patch(`/api/tasks/${task.id}`, { labels: [b1] })).status).toBe(200);
    // what Bob's device saw when it went offline
    const base = (await bob.agent.get(`/api/tasks/${task.id}`)).body as { updatedAt: string; labels: number[] };
    expect(base.labels).toEqual([b1]);
    const offlineAt = new Date().toISOString();
    await pause();

    // meanwhile, online: Alice renames the task and puts her label on it; Bob's phone adds "Calls"
    expect((await alice.agent.patch(`/api/tasks/${task.id}`, { name: 'Plan the trip', labels: [a1] })).status).toBe(200);
    expect((await bob.agent.patch(`/api/tasks/${task.id}`, { labels: [b1, b2] })).status).toBe(200);

    // Bob's offline edit took "Bills" off and put "Errand" on
    const answer = await replay(
      bob,
      task.id,
      'bob-labels',
      { labels: [b3] },
      { baseUpdatedAt: base.updatedAt, changedAt: { labels: offlineAt }, baseLabels: base.labels },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.labels).toEqual([b2, b3]);
    expect(answer.body.offlineMerge).toEqual({ conflict: false, serverFields: [], offlineFields: ['labels'] });
    expect(answer.body.name).toBe('Plan the trip');
    expect(await labelsOf(bob, task.id)).toEqual([b2, b3]);
    expect(await labelsOf(alice, task.id)).toEqual([a1]);
    // nothing of anybody's was lost: nobody is told of a conflict
    expect(await conflictNotes(bob)).toEqual([]);
    expect(await conflictNotes(alice)).toEqual([]);
  });

  it("two members' offline label edits, with other fields, both keep their labels; an edit with no base labels replaces only its author's", async () => {
    const { alice, bob, task } = await sharedTask();
    const [a1, b1, b2] = [await makeLabel(alice, 'Boss'), await makeLabel(bob, 'Bills'), await makeLabel(bob, 'Calls')];
    const base = ((await alice.agent.get(`/api/tasks/${task.id}`)).body as { updatedAt: string }).updatedAt;
    const aliceAt = new Date().toISOString();
    await pause();
    const bobAt = new Date().toISOString();
    await pause();

    const bobs = await replay(
      bob,
      task.id,
      'bob-1',
      { description: 'Window seat', labels: [b1] },
      { baseUpdatedAt: base, changedAt: { description: bobAt, labels: bobAt }, baseLabels: [] },
    );
    expect(bobs.status).toBe(200);
    const alices = await replay(
      alice,
      task.id,
      'alice-1',
      { priority: 8, labels: [a1] },
      { baseUpdatedAt: base, changedAt: { priority: aliceAt, labels: aliceAt }, baseLabels: [] },
    );
    expect(alices.status).toBe(200);
    expect(alices.body.labels).toEqual([a1]);
    expect(await labelsOf(alice, task.id)).toEqual([a1]);
    expect(await labelsOf(bob, task.id)).toEqual([b1]);
    const saved = (await alice.agent.get(`/api/tasks/${task.id}`)).body as { description: string; priority: number };
    expect(saved).toMatchObject({ description: 'Window seat', priority: 8 });

    // an edit queued before clients sent what they saw: the labels sent are Bob's labels, Alice's stay
    const replaced = await replay(bob, task.id, 'bob-2', { labels: [b2] }, { baseUpdatedAt: null, changedAt: {} });
    expect(replaced.body.labels).toEqual([b2]);
    expect(await labelsOf(alice, task.id)).toEqual([a1]);

    // a label added offline that was deleted on another device meanwhile is left off; the rest of the change goes
    const gone = await makeLabel(bob, 'Gone');
    expect((await bob.agent.delete(`/api/labels/${gone}`)).status).toBe(200);
    const kept = await replay(bob, task.id, 'bob-3', { labels: [b2, gone, b1] }, { baseUpdatedAt: null, changedAt: {}, baseLabels: [b2] });
    expect(kept.status).toBe(200);
    expect(kept.body.labels).toEqual([b1, b2]);
    // Alice's label id in Bob's list is not Bob's to put on: left off too, and hers stays as it was
    const foreign = await replay(bob, task.id, 'bob-4', { labels: [b1, b2, a1] }, { baseUpdatedAt: null, changedAt: {}, baseLabels: [b1, b2] });
    expect(foreign.body.labels).toEqual([b1, b2]);
    expect(await labelsOf(alice, task.id)).toEqual([a1]);
  });

  it("a viewer's offline change of their own labels replays (labels need read access only) and leaves the shared task as it was", async () => {
    const { alice, task } = await sharedTask();
    const vera = await signedInUser(server(), { name: 'Vera' });
    await join(alice, vera, task.projectId, 'viewer');
    const [a1, v1] = [await makeLabel(alice, 'Boss'), await makeLabel(vera, 'Later')];
    expect((await alice.agent.patch(`/api/tasks/${task.id}`, { labels: [a1] })).status).toBe(200);
    const before = (await vera.agent.get(`/api/tasks/${task.id}`)).body as { updatedAt: string; labels: number[] };
    expect(before.labels).toEqual([]);
    await pause();
    expect((await alice.agent.patch(`/api/tasks/${task.id}`, { name: 'Plan the trip' })).status).toBe(200);

    const answer = await replay(
      vera,
      task.id,
      'vera-1',
      { labels: [v1] },
      { baseUpdatedAt: before.updatedAt, changedAt: { labels: new Date().toISOString() }, baseLabels: [] },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Plan the trip', labels: [v1], offlineMerge: { conflict: false } });
    expect(await labelsOf(alice, task.id)).toEqual([a1]);
    const after = (await alice.agent.get(`/api/tasks/${task.id}`)).body as { name: string; updatedAt: string };
    expect((await vera.agent.get(`/api/tasks/${task.id}`)).body.updatedAt).toBe(after.updatedAt);
    expect(await conflictNotes(vera)).toEqual([]);
  });

  it('a lost conflict is told to the member whose offline edit lost it, once, and to nobody else', async () => {
    const { alice, bob, carol, task } = await sharedTask();
    const base = ((await bob.agent.get(`/api/tasks/${task.id}`)).body as { updatedAt: string }).updatedAt;
    const offlineAt = new Date().toISOString();
    await pause();
    expect((await carol.agent.patch(`/api/tasks/${task.id}`, { name: 'Plan the trip (Carol)' })).status).toBe(200);

    const edit = { name: 'Plan the trip (Bob)', description: 'Trains only' };
    const meta = { baseUpdatedAt: base, changedAt: { name: offlineAt, description: offlineAt } };
    const answer = await replay(bob, task.id, 'bob-conflict', edit, meta);
    expect(answer.body).toMatchObject({
      name: 'Plan the trip (Carol)',
      offlineMerge: { conflict: true, serverFields: ['name'], offlineFields: ['description'] },
    });
    // the batch again (its answer lost): the first answer, and no second notification
    expect((await replay(bob, task.id, 'bob-conflict', edit, meta)).body.name).toBe('Plan the trip (Carol)');

    const told = await conflictNotes(bob);
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('"Plan the trip (Carol)"');
    expect(told[0].message).toContain('Kept from the other change: name.');
    expect(told[0].data).toMatchObject({ taskId: task.id });
    // Alice made the task and Carol made the change that won: neither is told of Bob's merge
    expect(await conflictNotes(alice)).toEqual([]);
    expect(await conflictNotes(carol)).toEqual([]);
  });
});
