import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachProvider } from '../../../test/testServer.js';
import { PASSWORD, signedInUser, uniqueName } from '../../../test/factories.js';
import { team } from '../../../test/team.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';

describeEachProvider('project members and invitations', (server) => {
  const db = () => server().app.deps.db;
  const outbox = () => {
    const dir = server().app.deps.config.outboxDir;
    try {
      return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    } catch {
      return [];
    }
  };

  it('a new project has its creator as owner, listed as a member', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const project = (await alice.agent.post('/api/projects', { name: 'Mine', priority: 5 })).body;
    const res = await alice.agent.get(`/api/projects/${project.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ userId: alice.user.id, name: 'Alice', email: alice.email, role: 'owner', pending: false }]);
  });

  it('invites a user: a pending invitation with a notification and an e-mail; accepting shares the project and its tasks', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = (await alice.agent.post('/api/projects', { name: 'Garden', priority: 5 })).body;
    const task = (await alice.agent.post('/api/tasks', { name: 'Water the roses', priority: 5, duration: 10, projectId: project.id })).body;
    expect((await bob.agent.get('/api/tasks')).body).toEqual([]);

    const mails = outbox().length;
    const invited = await alice.agent.post(`/api/projects/${project.id}/members`, { email: bob.email.toUpperCase(), role: 'editor' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      projectId: project.id,
      projectName: 'Garden',
      email: bob.email,
      role: 'editor',
      status: 'pending',
      invitedBy: 'Alice',
    });
    const expires = new Date(invited.body.expiresAt).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(7);
    expect(outbox().length).toBe(mails + 1);
    expect(outbox().some((m) => m.includes('Garden') && m.includes(bob.email))).toBe(true);

    const notes = (await bob.agent.get('/api/notifications')).body as Array<{ title: string; message: string }>;
    expect(notes.some((n) => n.title === 'Project invitation' && n.message === 'Alice invited you to "Garden" as editor.')).toBe(true);
    const mine = await bob.agent.get('/api/invitations');
    expect(mine.body.map((i: { id: number }) => i.id)).toEqual([invited.body.id]);
    const asAdmin = (await alice.agent.get(`/api/projects/${project.id}/members`)).body;
    expect(asAdmin).toContainEqual(expect.objectContaining({ email: bob.email, role: 'editor', pending: true, invitationId: invited.body.id, userId: null }));

    const accepted = await bob.agent.post(`/api/invitations/${invited.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await bob.agent.get('/api/invitations')).body).toEqual([]);
    expect((await bob.agent.get('/api/tasks')).body.map((t: { id: number }) => t.id)).toEqual([task.id]);
    expect((await bob.agent.get(`/api/projects/${project.id}`)).status).toBe(200);
    const members = (await alice.agent.get(`/api/projects/${project.id}/members`)).body;
    expect(members).toEqual([
      { userId: alice.user.id, name: 'Alice', email: alice.email, role: 'owner', pending: false },
      { userId: bob.user.id, name: 'Bob', email: bob.email, role: 'editor', pending: false },
    ]);
    // the editor works on the shared task
    expect((await bob.agent.patch(`/api/tasks/${task.id}`, { name: 'Water the roses daily' })).status).toBe(200);
    expect((await alice.agent.get(`/api/tasks/${task.id}`)).body.name).toBe('Water the roses daily');
    // a second accept is refused; inviting a member again is a conflict
    expect((await bob.agent.post(`/api/invitations/${invited.body.id}/accept`)).status).toBe(409);
    const again = await alice.agent.post(`/api/projects/${project.id}/members`, { email: bob.email, role: 'viewer' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MEMBER_MESSAGES.alreadyMember);
  });

  it('declines, expires and revokes invitations; only the invitee answers one', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server());
    const carol = await signedInUser(server());
    const project = (await alice.agent.post('/api/projects', { name: 'Kitchen', priority: 5 })).body;
    const invite = async (email: string) => (await alice.agent.post(`/api/projects/${project.id}/members`, { email, role: 'viewer' })).body;

    const first = await invite(bob.email);
    expect((await carol.agent.post(`/api/invitations/${first.id}/accept`)).status).toBe(404);
    expect((await bob.agent.post(`/api/invitations/${first.id}/decline`)).body.status).toBe('declined');
    expect((await bob.agent.post(`/api/invitations/${first.id}/accept`)).status).toBe(409);
    expect((await bob.agent.get(`/api/projects/${project.id}`)).status).toBe(404);

    const second = await invite(bob.email);
    await db().invitation.update({ where: { id: second.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await bob.agent.get('/api/invitations')).body).toEqual([]);
    const late = await bob.agent.post(`/api/invitations/${second.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MEMBER_MESSAGES.expired);

    // inviting again renews the pending invitation rather than adding a second
    const third = await invite(bob.email);
    expect(third.id).toBe(second.id);
    expect((await bob.agent.get('/api/invitations')).body).toHaveLength(1);
    expect((await carol.agent.delete(`/api/invitations/${third.id}`)).status).toBe(404);
    const revoked = await alice.agent.delete(`/api/invitations/${third.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect((await bob.agent.get('/api/invitations')).body).toEqual([]);
    expect((await bob.agent.post(`/api/invitations/${third.id}/accept`)).status).toBe(409);
  });

  it('invites an unknown address by e-mail with a link to register; after registering with it the invitation is there', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const project = (await alice.agent.post('/api/projects', { name: 'Attic', priority: 5 })).body;
    const username = uniqueName('newcomer');
    const email = `${username}@example.com`;
    const invited = await alice.agent.post(`/api/projects/${project.id}/members`, { email, role: 'editor' });
    expect(invited.status).toBe(201);
    const mail = outbox().find((m) => m.includes(email) && m.includes('Attic'));
    expect(mail).toBeDefined();
    expect(mail!.replace(/=\r?\n/g, '')).toMatch(/\/login\?register=(3D)?1&(amp;)?invitation=/);

    const agent = server().agent();
    expect((await agent.post('/api/auth/register', { username, email, password: PASSWORD })).status).toBe(201);
    await db().user.update({ where: { username }, data: { status: 'approved' } });
    expect((await agent.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    const mine = await agent.get('/api/invitations');
    expect(mine.body).toEqual([expect.objectContaining({ id: invited.body.id, projectName: 'Attic', role: 'editor' })]);
    expect((await agent.post(`/api/invitations/${invited.body.id}/accept`)).status).toBe(200);
    expect((await agent.get(`/api/projects/${project.id}`)).status).toBe(200);
  });

  it('roles: admins manage members below owner, the owner transfers ownership, the last owner cannot leave or be demoted', async () => {
    const t = await team(server());
    const p = t.project.id;
    const members = `/api/projects/${p}/members`;
    // editors and viewers cannot manage members
    // each told why: their role, not a bare "Forbidden"
    const byEditor = await t.editor.agent.post(members, { email: t.stranger.email, role: 'viewer' });
    expect([byEditor.status, byEditor.body.message]).toEqual([403, MEMBER_MESSAGES.roleRefused('editor')]);
    expect(byEditor.body.message).toBe('As an editor of this project you cannot do this: ask its owner');
    const byViewer = await t.viewer.agent.patch(`${members}/${t.editor.user.id}`, { role: 'viewer' });
    expect([byViewer.status, byViewer.body.message]).toEqual([403, MEMBER_MESSAGES.viewerOnly]);
    expect((await t.stranger.agent.get(members)).status).toBe(404);
    // a bad role names the field
    const bad = await t.admin.agent.patch(`${members}/${t.editor.user.id}`, { role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^role/);
    expect((await t.admin.agent.post(members, { email: t.stranger.email, role: 'owner' })).body.message).toBe(MEMBER_MESSAGES.inviteRole);
    expect((await t.admin.agent.post(members, { email: 'not an address', role: 'viewer' })).body.message).toMatch(/^email/);
    // an admin changes roles below owner, not the owner's nor to owner
    expect((await t.admin.agent.patch(`${members}/${t.editor.user.id}`, { role: 'viewer' })).body.role).toBe('viewer');
    expect((await t.editor.agent.patch(`/api/tasks/${t.task.id}`, { name: 'x' })).status).toBe(403);
    expect((await t.admin.agent.patch(`${members}/${t.editor.user.id}`, { role: 'editor' })).status).toBe(200);
    expect((await t.admin.agent.patch(`${members}/${t.owner.user.id}`, { role: 'admin' })).status).toBe(403);
    expect((await t.admin.agent.patch(`${members}/${t.admin.user.id}`, { role: 'owner' })).status).toBe(403);
    // the last owner can neither leave nor step down
    const leave = await t.owner.agent.delete(`${members}/${t.owner.user.id}`);
    expect(leave.status).toBe(409);
    expect(leave.body.message).toBe(MEMBER_MESSAGES.lastOwner);
    expect((await t.owner.agent.patch(`${members}/${t.owner.user.id}`, { role: 'admin' })).status).toBe(409);
    // transfer: the admin becomes owner, the former owner an admin
    expect((await t.owner.agent.patch(`${members}/${t.admin.user.id}`, { role: 'owner' })).body.role).toBe('owner');
    const roles = Object.fromEntries(((await t.owner.agent.get(members)).body as Array<{ userId: number; role: string }>).map((m) => [m.userId, m.role]));
    expect(roles[t.admin.user.id]).toBe('owner');
    expect(roles[t.owner.user.id]).toBe('admin');
    const byAdmin = await t.owner.agent.delete(`/api/projects/${p}?deleteTasks=true`);
    expect([byAdmin.status, byAdmin.body.message]).toEqual([403, 'As an admin of this project you cannot do this: ask its owner']);
    // the former owner may now leave
    expect((await t.owner.agent.delete(`${members}/${t.owner.user.id}`)).status).toBe(200);
    expect((await t.owner.agent.get(`/api/projects/${p}`)).status).toBe(404);
  });

  it('removing a member unassigns their tasks there and takes the project from their lists at once', async () => {
    const t = await team(server());
    const p = t.project.id;
    expect((await t.editor.agent.patch(`/api/tasks/${t.task.id}`, { assigneeId: t.editor.user.id })).body.assigneeId).toBe(t.editor.user.id);
    expect((await t.editor.agent.get('/api/tasks')).body.map((x: { id: number }) => x.id)).toContain(t.task.id);
    expect((await t.admin.agent.delete(`/api/projects/${p}/members/${t.editor.user.id}`)).status).toBe(200);
    expect((await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId).toBeNull();
    expect((await t.editor.agent.get('/api/tasks')).body.map((x: { id: number }) => x.id)).not.toContain(t.task.id);
    expect((await t.editor.agent.get(`/api/tasks/${t.task.id}`)).status).toBe(404);
    expect((await t.editor.agent.patch(`/api/tasks/${t.task.id}`, { name: 'late edit' })).status).toBe(404);
  });

  it('assignees are members: a stranger is a 400 naming assigneeId; the assignee is told once, and never of their own assignment', async () => {
    const t = await team(server());
    const task = `/api/tasks/${t.task.id}`;
    const bad = await t.owner.agent.patch(task, { assigneeId: t.stranger.user.id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^assigneeId/);
    expect((await t.owner.agent.patch(task, { assigneeId: 'x' })).body.message).toMatch(/^assigneeId/);
    const assigned = async () =>
      ((await t.admin.agent.get('/api/notifications')).body as Array<{ title: string }>).filter((n) => n.title === 'New task assigned').length;
    expect((await t.owner.agent.patch(task, { assigneeId: t.admin.user.id })).body.assigneeId).toBe(t.admin.user.id);
    expect(await assigned()).toBe(1);
    await t.owner.agent.patch(task, { assigneeId: t.admin.user.id, name: 'renamed' });
    expect(await assigned()).toBe(1);
    const gql = await t.admin.agent.gql(`{ tasks(first: 10) { edges { node { rowId assigneeId } } } }`);
    expect(gql.data.tasks.edges).toContainEqual({ node: { rowId: t.task.id, assigneeId: t.admin.user.id } });
    // assigning oneself tells nobody
    const before = ((await t.editor.agent.get('/api/notifications')).body as unknown[]).length;
    await t.editor.agent.patch(task, { assigneeId: t.editor.user.id });
    expect(((await t.editor.agent.get('/api/notifications')).body as unknown[]).length).toBe(before);
    // a task created with an assignee
    const created = await t.editor.agent.post('/api/tasks', { name: 'Paint', priority: 5, duration: 5, projectId: t.project.id, assigneeId: t.admin.user.id });
    expect(created.status).toBe(201);
    expect(created.body.assigneeId).toBe(t.admin.user.id);
    const refused = await t.editor.agent.post('/api/tasks', {
      name: 'Paint',
      priority: 5,
      duration: 5,
      projectId: t.project.id,
      assigneeId: t.stranger.user.id,
    });
    expect(refused.status).toBe(400);
  });

  it('the assignment e-mail to someone who is not a member yet carries an invitation; accepting it makes them the assignee', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = (await alice.agent.post('/api/projects', { name: 'Shed', priority: 5 })).body;
    const task = (await alice.agent.post('/api/tasks', { name: 'Fix the door', priority: 5, duration: 30, projectId: project.id })).body;
    const res = await alice.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: bob.email, assigneeName: 'Bob' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [invitation] = (await bob.agent.get('/api/invitations')).body;
    expect(invitation).toMatchObject({ projectName: 'Shed', role: 'editor' });
    expect(outbox().some((m) => m.includes('Fix the door') && m.replace(/=\r?\n/g, '').includes('/invitations?invitation='))).toBe(true);
    expect((await bob.agent.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
    expect((await bob.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ assigneeId: bob.user.id, assigneeEmail: bob.email });
  });

  it('GraphQL mirrors it: members, invitations, invite, accept, change role and remove', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = (await alice.agent.post('/api/projects', { name: 'Deck', priority: 5 })).body;
    const pid = (await alice.agent.gql(`{ project(id: "${project.id}") { id } }`)).data.project.id;
    const invited = await alice.agent.gql(
      `mutation($i: InviteMemberInput!) { inviteMember(input: $i) { invitation { id rowId email role status projectName } } }`,
      { i: { projectId: pid, email: bob.email, role: 'viewer' } },
    );
    expect(invited.data.inviteMember.invitation).toMatchObject({ email: bob.email, role: 'viewer', status: 'pending', projectName: 'Deck' });
    const list = await bob.agent.gql(`{ invitations { id projectName } }`);
    expect(list.data.invitations).toHaveLength(1);
    const accepted = await bob.agent.gql(
      `mutation($i: AcceptInvitationInput!) { acceptInvitation(input: $i) { invitation { status } project { name viewerRole } } }`,
      {
        i: { id: list.data.invitations[0].id },
      },
    );
    expect(accepted.data.acceptInvitation).toEqual({ invitation: { status: 'accepted' }, project: { name: 'Deck', viewerRole: 'viewer' } });
    const members = await bob.agent.gql(`{ project(id: "${pid}") { viewerRole members { userId name role } } }`);
    expect(members.data.project.members).toEqual([
      { userId: alice.user.id, name: 'Alice', role: 'owner' },
      { userId: bob.user.id, name: 'Bob', role: 'viewer' },
    ]);
    const refused = await bob.agent.gql(`mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { member { role } } }`, {
      i: { projectId: pid, userId: bob.user.id, role: 'admin' },
    });
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const changed = await alice.agent.gql(`mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { member { role } } }`, {
      i: { projectId: pid, userId: bob.user.id, role: 'editor' },
    });
    expect(changed.data.changeMemberRole.member.role).toBe('editor');
    const left = await bob.agent.gql(`mutation($i: RemoveMemberInput!) { removeMember(input: $i) { removedUserId project { name } } }`, {
      i: { projectId: pid, userId: bob.user.id },
    });
    expect(left.data.removeMember).toEqual({ removedUserId: bob.user.id, project: null });
    expect((await bob.agent.gql(`{ project(id: "${pid}") { name } }`)).data.project).toBeNull();
  });

  it('the data export carries the projects one owns with their members by e-mail, not the projects shared with one; an import takes it', async () => {
    const t = await team(server());
    const theirs = (await t.editor.agent.post('/api/projects', { name: 'Editor own', priority: 5 })).body;
    const file = (await t.editor.agent.get('/api/settings/export')).body;
    expect(file.projects.filter((p: { inbox: boolean }) => !p.inbox).map((p: { id: number }) => p.id)).toEqual([theirs.id]);
    expect(file.tasks).toEqual([]);
    const owner = (await t.owner.agent.get('/api/settings/export')).body;
    const shared = owner.projects.find((p: { id: number }) => p.id === t.project.id);
    expect(shared.members).toEqual([
      { email: t.owner.email, role: 'owner' },
      { email: t.admin.email, role: 'admin' },
      { email: t.editor.email, role: 'editor' },
      { email: t.viewer.email, role: 'viewer' },
    ]);
    expect(owner.tasks.map((x: { id: number }) => x.id)).toContain(t.task.id);
    const fresh = await signedInUser(server());
    const imported = await fresh.agent.post('/api/settings/import', owner);
    expect(imported.status).toBe(200);
    const mine = (await fresh.agent.get('/api/projects')).body as Array<{ name: string }>;
    expect(mine.map((p) => p.name)).toContain('Shared work');
  });
});
