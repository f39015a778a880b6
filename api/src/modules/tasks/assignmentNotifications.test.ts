import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join as joinProject } from '../../../test/team.js';
import { makeProject, makeTask } from './testing.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Note = { type: string; action: string; title: string; message: string; data: any };
const assignedNotes = async (user: User) =>
  ((await user.agent.get('/api/notifications')).body as Note[]).filter((n) => n.type === 'task' && n.action === 'assigned');

describeEachProvider('"assigned to me" notifications follow the preferences', (server) => {
  const outbox = () => {
    const dir = server().app.deps.config.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  };

  async function sharedProject() {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = await makeProject(alice.agent, { name: 'Garden' });
    await joinProject(alice, bob, project.id, 'editor');
    return { alice, bob, project };
  }

  it('a user who turned off in-app for "assigned to me" gets no in-app notification, by the member picker or by e-mail', async () => {
    const { alice, bob, project } = await sharedProject();
    expect((await bob.agent.put('/api/notifications/preferences', { assigned: { inApp: false } })).status).toBe(200);
    const picked = await makeTask(alice.agent, project.id, { name: 'Prune roses' });
    expect((await alice.agent.patch(`/api/tasks/${picked.id}`, { assigneeId: bob.user.id })).body.assigneeId).toBe(bob.user.id);
    const mailed = await makeTask(alice.agent, project.id, { name: 'Mow lawn' });
    expect((await alice.agent.post(`/api/tasks/${mailed.id}/assign`, { assigneeEmail: bob.email, assigneeName: 'Bob' })).status).toBe(200);
    expect(await assignedNotes(bob)).toEqual([]);
    // the e-mail channel stayed on: the picker's assignment arrives by e-mail, with a link to the task
    expect(outbox().filter((m) => /Subject: New task assigned/.test(m) && m.includes(`/tasks/${picked.id}`))).toHaveLength(1);
  });

  it('in the app as chosen, once per task: the assignment e-mail is the only e-mail of an assignment by e-mail', async () => {
    const { alice, bob, project } = await sharedProject();
    expect((await bob.agent.put('/api/notifications/preferences', { assigned: { inApp: true, email: true } })).status).toBe(200);
    const task = await makeTask(alice.agent, project.id, { name: 'Water beds' });
    const before = outbox().length;
    await alice.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: bob.email, assigneeName: 'Bob' });
    expect(outbox().length - before).toBe(1);
    expect(await assignedNotes(bob)).toEqual([
      expect.objectContaining({
        title: 'New task assigned',
        message: 'Alice assigned you "Water beds".',
        data: expect.objectContaining({ taskId: task.id, path: `/tasks/${task.id}`, senderEmail: alice.email }),
      }),
    ]);
    // handing it away and back through the picker is not news again
    await alice.agent.patch(`/api/tasks/${task.id}`, { assigneeId: alice.user.id });
    await alice.agent.patch(`/api/tasks/${task.id}`, { assigneeId: bob.user.id });
    expect(await assignedNotes(bob)).toHaveLength(1);
    // both ways of assigning leave a line of history
    const lines = (await alice.agent.get(`/api/tasks/${task.id}/activity`)).body as Array<{ kind: string; toValue: string | null }>;
    expect(lines.filter((l) => l.kind === 'assigned').map((l) => l.toValue)).toEqual(expect.arrayContaining([`Bob <${bob.email}>`, 'Alice', 'Bob']));
  });
});
