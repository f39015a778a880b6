import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join as joinProject } from '../../../test/team.js';
import { makeProject, makeTask } from '../tasks/testing.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** A task of `author` in a project `member` joined as an editor: each can mention the other on it. */
async function sharedTask(author: User, member: User) {
  const project = await makeProject(author.agent);
  await joinProject(author, member, project.id, 'editor');
  return makeTask(author.agent, project.id, { name: 'Shared work' });
}

type Note = { type: string; action: string; title: string; message: string; data: any };
/** The user's task notifications (their project invitations aside). */
const inbox = async (user: User) => ((await user.agent.get('/api/notifications')).body as Note[]).filter((n) => n.type !== 'project');

describeEachProvider('comment mentions, followers and notification preferences', (server) => {
  it('a mention notifies the mentioned user once, with a link to the task, and never the author', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const task = await sharedTask(alice, bob);

    const mentionable = await alice.agent.gql(`query($id: ID!) { task(id: $id) { mentionableUsers { username displayName } } }`, {
      id: Buffer.from(`Task:${task.id}`).toString('base64'),
    });
    expect(mentionable.data.task.mentionableUsers).toEqual(
      [
        { username: alice.username, displayName: 'Alice' },
        { username: bob.username, displayName: 'Bob' },
      ].sort((x, y) => (x.username < y.username ? -1 : 1)),
    );

    const comment = (await alice.agent.post(`/api/tasks/${task.id}/comments`, { body: `Can you look, @${bob.username}? cc @${alice.username}` })).body;
    const notes = await inbox(bob);
    expect(notes).toEqual([
      expect.objectContaining({
        action: 'mentioned',
        title: 'You were mentioned',
        message: `Alice mentioned you on "Shared work": Can you look, @${bob.username}? cc @${alice.username}`,
        data: expect.objectContaining({ taskId: task.id, path: `/tasks/${task.id}`, commentId: comment.id }),
      }),
    ]);
    // edits that keep (or repeat) the mention do not notify again; the author never hears of their own comment
    await alice.agent.patch(`/api/comments/${comment.id}`, { body: `Can you look, @${bob.username}? Thanks @${bob.username.toUpperCase()}.` });
    await alice.agent.patch(`/api/comments/${comment.id}`, { body: 'never mind' });
    await alice.agent.patch(`/api/comments/${comment.id}`, { body: `@${bob.username} after all` });
    expect(await inbox(bob)).toHaveLength(1);
    expect(await inbox(alice)).toEqual([]);

    // by e-mail address too, on another comment; a user who cannot be mentioned here is not told
    const outsider = await signedInUser(server());
    await alice.agent.post(`/api/tasks/${task.id}/comments`, { body: `Ping @${bob.email} and @${outsider.username}` });
    expect((await inbox(bob)).map((n) => n.action)).toEqual(['mentioned', 'mentioned']);
    expect(await inbox(outsider)).toEqual([]);

    const bell = await bob.agent.gql(`{ notifications(first: 5) { edges { node { type path } } } }`);
    const taskPaths = bell.data.notifications.edges.filter((e: any) => e.node.type !== 'project').map((e: any) => e.node.path);
    expect(taskPaths).toEqual([`/tasks/${task.id}`, `/tasks/${task.id}`]);
  });

  it('followers (creator, assignee, commenters) hear of comments and completion as they chose, never of their own action, never twice', async () => {
    const owner = await signedInUser(server(), { name: 'Olga' });
    const sam = await signedInUser(server(), { name: 'Sam' });
    const project = await makeProject(owner.agent);
    await joinProject(owner, sam, project.id, 'editor');
    const task = await makeTask(owner.agent, project.id, { name: 'Rotate keys' });
    await owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: sam.email, assigneeName: 'Sam' });
    const assigned = (await inbox(sam)).length;

    // Sam turns comment notifications in the app off, and on by e-mail
    const prefs = await sam.agent.put('/api/notifications/preferences', { followedCommented: { inApp: false, email: true } });
    expect(prefs.status).toBe(200);
    expect(prefs.body.followedCommented).toEqual({ inApp: false, email: true });
    const outbox = server().app.deps.config.outboxDir;
    const mails = () => (existsSync(outbox) ? readdirSync(outbox) : []);
    const before = mails();
    await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Started on it' });
    expect(await inbox(sam)).toHaveLength(assigned);
    const sent = mails().filter((f) => !before.includes(f));
    expect(sent).toHaveLength(1);
    const eml = readFileSync(join(outbox, sent[0]), 'utf8');
    expect(eml).toContain(`/tasks/${task.id}`);
    expect(eml).toMatch(/Subject: New comment/);

    await sam.agent.put('/api/notifications/preferences', { followedCommented: { inApp: true, email: false } });
    await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Half done' });
    expect((await inbox(sam))[0]).toMatchObject({ action: 'commented', title: 'New comment', message: 'Olga commented on "Rotate keys": Half done' });
    expect(mails().filter((f) => !before.includes(f))).toHaveLength(1);

    // completing: Sam hears of it once (a second complete changes nothing); the owner, who did it, hears nothing
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    const completed = (await inbox(sam)).filter((n) => n.action === 'completed');
    expect(completed).toEqual([
      expect.objectContaining({
        title: 'Task completed',
        message: 'Olga marked "Rotate keys" as completed.',
        data: expect.objectContaining({ path: `/tasks/${task.id}` }),
      }),
    ]);
    expect(await inbox(owner)).toEqual([]);

    // with completion notifications off in both channels, nothing arrives
    await sam.agent.put('/api/notifications/preferences', { followedCompleted: { inApp: false, email: false } });
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: false });
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    expect((await inbox(sam)).filter((n) => n.action === 'completed')).toHaveLength(1);
  });

  it("each completed occurrence of a recurring task is news to its series' commenters", async () => {
    const owner = await signedInUser(server(), { name: 'Olga' });
    const cleo = await signedInUser(server());
    const project = await makeProject(owner.agent);
    await joinProject(owner, cleo, project.id, 'editor');
    const task = await makeTask(owner.agent, project.id, { name: 'Water plants', dueDate: '2026-12-01', recurrence: 'FREQ=WEEKLY' });
    expect((await cleo.agent.post(`/api/tasks/${task.id}/comments`, { body: 'I can help' })).status).toBe(201);
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
    expect((await inbox(cleo)).map((n) => n.message)).toEqual(['Olga marked "Water plants" as completed.', 'Olga marked "Water plants" as completed.']);
  });

  it('preferences: defaults, partial changes, a 400 naming the field, and GraphQL', async () => {
    const { agent } = await signedInUser(server());
    const defaults = {
      assigned: { inApp: true, email: true },
      mentioned: { inApp: true, email: true },
      followedCompleted: { inApp: true, email: false },
      followedCommented: { inApp: true, email: false },
    };
    expect((await agent.get('/api/notifications/preferences')).body).toEqual(defaults);
    const put = await agent.put('/api/notifications/preferences', { mentioned: { email: false } });
    expect(put.body).toEqual({ ...defaults, mentioned: { inApp: true, email: false } });
    for (const [body, message] of [
      [{ mentioned: { email: 'yes' } }, 'mentioned.email must be true or false'],
      [{ mentioned: { push: true } }, 'mentioned takes inApp and email only'],
      [{ everything: { email: true } }, 'preferences take assigned, mentioned, followedCompleted, followedCommented only'],
    ] as const) {
      const res = await agent.put('/api/notifications/preferences', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const gql = await agent.gql(
      `mutation { updateNotificationPreferences(input: { assigned: { inApp: false } }) { notificationPreferences { id assigned { inApp email } mentioned { inApp email } } } }`,
    );
    expect(gql.data.updateNotificationPreferences.notificationPreferences).toMatchObject({
      assigned: { inApp: false, email: true },
      mentioned: { inApp: true, email: false },
    });
    const read = await agent.gql(`{ notificationPreferences { followedCommented { inApp email } assigned { inApp } } }`);
    expect(read.data.notificationPreferences).toEqual({ followedCommented: { inApp: true, email: false }, assigned: { inApp: false } });
    expect((await server().agent().get('/api/notifications/preferences')).status).toBe(401);
  });
});
