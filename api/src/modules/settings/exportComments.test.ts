import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { makeProject, makeTask } from '../tasks/testing.js';

type FileComment = { id: number; taskId: number; authorEmail: string; body: string; createdAt: string; editedAt: string | null };
type Comment = { body: string; createdAt: string; editedAt: string | null; author: { id: number } };

describeEachProvider('comments in the data export and import', (server) => {
  it('the export carries the comments on the tasks of owned projects (author by e-mail, text, dates); an import brings them back', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = await makeProject(alice.agent, { name: 'Talked about' });
    await join(alice, bob, project.id, 'editor');
    const task = await makeTask(alice.agent, project.id, { name: 'Discussed' });
    const first = (await alice.agent.post(`/api/tasks/${task.id}/comments`, { body: 'First **thought**' })).body;
    await alice.agent.patch(`/api/comments/${first.id}`, { body: 'First **thought**, edited' });
    await bob.agent.post(`/api/tasks/${task.id}/comments`, { body: `Agreed @${alice.username}` });
    // Bob's own project is not Alice's: its comments stay out of her file
    const bobs = await makeTask(bob.agent, (await makeProject(bob.agent, { name: 'Bob only' })).id, { name: 'Private' });
    await bob.agent.post(`/api/tasks/${bobs.id}/comments`, { body: 'Not in her file' });

    const file = (await alice.agent.get('/api/settings/export')).body;
    const stored = (await alice.agent.get(`/api/tasks/${task.id}/comments`)).body as Comment[];
    expect(file.comments).toEqual([
      {
        id: first.id,
        taskId: task.id,
        authorEmail: alice.email,
        body: 'First **thought**, edited',
        createdAt: expect.any(String),
        editedAt: expect.any(String),
      },
      { id: expect.any(Number), taskId: task.id, authorEmail: bob.email, body: `Agreed @${alice.username}`, createdAt: expect.any(String), editedAt: null },
    ]);
    expect(file.comments.map((c: FileComment) => c.createdAt)).toEqual(stored.map((c) => c.createdAt));

    // Alice imports her file into her account again: her comment is hers, Bob's names him in its text
    const res = await alice.agent.post('/api/settings/import', file);
    expect(res.status).toBe(200);
    expect(res.body.comments).toBe(2);
    const again = (await alice.agent.get('/api/settings/export')).body;
    const copy = again.tasks.find((t: { id: number; name: string }) => t.name === 'Discussed' && t.id !== task.id);
    const copied = (await alice.agent.get(`/api/tasks/${copy.id}/comments`)).body as Comment[];
    expect(copied.map((c) => ({ body: c.body, author: c.author.id, createdAt: c.createdAt, editedAt: c.editedAt }))).toEqual([
      { body: 'First **thought**, edited', author: alice.user.id, createdAt: stored[0].createdAt, editedAt: stored[0].editedAt },
      { body: `${bob.email} wrote:\n\nAgreed @${alice.username}`, author: alice.user.id, createdAt: stored[1].createdAt, editedAt: null },
    ]);
  });

  it('a comment on a task that is not in the file, or without text, is a 400 and imports nothing', async () => {
    const alice = await signedInUser(server());
    const file = (await alice.agent.get('/api/settings/export')).body;
    const project = { id: 1, name: 'P', description: null, priority: 5, createdAt: new Date().toISOString() };
    const task = { id: 2, projectId: 1, name: 'T', priority: 5, duration: 5, createdAt: new Date().toISOString() };
    const comment = { id: 3, taskId: 2, authorEmail: alice.email, body: 'Hi', createdAt: new Date().toISOString() };
    const orphan = await alice.agent.post('/api/settings/import', { ...file, projects: [project], tasks: [task], comments: [{ ...comment, taskId: 9 }] });
    expect([orphan.status, orphan.body.message]).toEqual([400, 'Comment 3 refers to a task that is not in the file']);
    const empty = await alice.agent.post('/api/settings/import', { ...file, projects: [project], tasks: [task], comments: [{ ...comment, body: '' }] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^comments/);
    expect((await alice.agent.get('/api/projects')).body.filter((p: { name: string }) => p.name === 'P')).toEqual([]);
  });
});
