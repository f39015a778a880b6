import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { makeProject, makeTask } from '../tasks/testing.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Note = { type: string; action: string; title: string; message: string; data: any };
const refusals = async (user: User) => ((await user.agent.get('/api/notifications')).body as Note[]).filter((n) => n.action === 'syncRefused');
const patch = (taskId: number, key: string, body: unknown, taskName?: string) => ({
  method: 'PATCH',
  url: `/api/tasks/${taskId}`,
  idempotencyKey: key,
  body: JSON.stringify(body),
  ...(taskName ? { taskName } : {}),
});

describeEachProvider('an offline change the server refuses is reported', (server) => {
  async function sharedTask() {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = await makeProject(alice.agent, { name: 'Team' });
    await join(alice, bob, project.id, 'editor');
    const task = await makeTask(alice.agent, project.id, { name: 'Plan trip' });
    return { alice, bob, project, task };
  }

  it('403 for a member made a viewer: the answer and one notification say why; the task keeps its version', async () => {
    const { alice, bob, project, task } = await sharedTask();
    expect((await alice.agent.patch(`/api/projects/${project.id}/members/${bob.user.id}`, { role: 'viewer' })).status).toBe(200);
    await alice.agent.patch(`/api/tasks/${task.id}`, { name: 'Plan trip to Rome' });
    const batch = { actions: [patch(task.id, 'bob-1', { name: 'Plan trip to Oslo' }, 'Plan trip to Oslo')] };
    const res = await bob.agent.post('/api/sync/batch', batch);
    // named as the task stays: Alice's version
    const sentence = 'Your offline change to "Plan trip to Rome" was not saved: you can only view this project';
    expect(res.body.results).toEqual([{ status: 403, body: expect.objectContaining({ message: expect.any(String) }), refused: sentence }]);
    // the batch again (its answer lost): the same answer, and still one notification
    expect((await bob.agent.post('/api/sync/batch', batch)).body.results[0].refused).toBe(sentence);
    expect(await refusals(bob)).toEqual([
      expect.objectContaining({
        type: 'task',
        title: 'Offline change not saved',
        message: sentence,
        data: expect.objectContaining({ taskId: task.id, path: `/tasks/${task.id}` }),
      }),
    ]);
    expect(await refusals(alice)).toEqual([]);
    expect((await alice.agent.get(`/api/tasks/${task.id}`)).body.name).toBe('Plan trip to Rome');
  });

  it('404 for a task deleted elsewhere and 400 for a bad value are reported; a delete of a task already gone is not', async () => {
    const { alice, bob, project, task } = await sharedTask();
    const other = await makeTask(alice.agent, project.id, { name: 'Book hotel' });
    await alice.agent.delete(`/api/tasks/${task.id}`);
    const res = await bob.agent.post('/api/sync/batch', {
      actions: [
        patch(task.id, 'bob-2', { completed: true }, 'Plan trip'),
        { method: 'DELETE', url: `/api/tasks/${task.id}`, idempotencyKey: 'bob-3', body: null, taskName: 'Plan trip' },
        patch(other.id, 'bob-4', { duration: -1 }),
      ],
    });
    const [edited, deleted, bad] = res.body.results;
    expect(edited).toMatchObject({ status: 404, refused: 'Your offline change to "Plan trip" was not saved: the task was deleted' });
    expect(deleted.status).toBe(404);
    expect(deleted.refused).toBeUndefined();
    expect(bad.status).toBe(400);
    expect(bad.refused).toBe(`Your offline change to "Book hotel" was not saved: ${bad.body.message}`);
    expect((await refusals(bob)).map((n) => n.message).sort()).toEqual([bad.refused, edited.refused].sort());
    // a success is no refusal
    const ok = await bob.agent.post('/api/sync/batch', { actions: [patch(other.id, 'bob-5', { duration: 30 })] });
    expect(ok.body.results[0]).toEqual({ status: 200, body: expect.objectContaining({ duration: 30 }) });
  });

  it('a removed member is told they no longer belong to the project; a too long taskName is a 400 naming it', async () => {
    const { alice, bob, project, task } = await sharedTask();
    await alice.agent.delete(`/api/projects/${project.id}/members/${bob.user.id}`);
    const res = await bob.agent.post('/api/sync/batch', { actions: [patch(task.id, 'bob-6', { name: 'Mine' }, 'Plan trip')] });
    expect(res.body.results[0]).toMatchObject({
      status: 404,
      refused: 'Your offline change to "Plan trip" was not saved: you are no longer a member of its project',
    });
    const note = (await refusals(bob))[0];
    expect(note.data.taskId).toBeUndefined();
    const long = await bob.agent.post('/api/sync/batch', { actions: [patch(task.id, 'bob-7', {}, 'x'.repeat(201))] });
    expect([long.status, long.body.message]).toEqual([400, 'taskName must be text of at most 200 characters, or null']);
  });
});
