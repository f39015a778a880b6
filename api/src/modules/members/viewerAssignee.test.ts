import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join, team } from '../../../test/team.js';

const REFUSED = "Vera Viewer can only view this project, so the task can't be assigned to them.";

describeEachProvider('a task is never assigned to a member who only views its project', (server) => {
  it('REST create, update and the assignment e-mail answer 400 naming the viewer; the task keeps its assignee', async () => {
    const t = await team(server());
    const task = `/api/tasks/${t.task.id}`;
    expect((await t.owner.agent.patch(task, { assigneeId: t.editor.user.id })).status).toBe(200);

    const patched = await t.owner.agent.patch(task, { assigneeId: t.viewer.user.id });
    expect([patched.status, patched.body.message]).toEqual([400, REFUSED]);
    const created = await t.editor.agent.post('/api/tasks', { name: 'Paint', priority: 5, duration: 5, projectId: t.project.id, assigneeId: t.viewer.user.id });
    expect([created.status, created.body.message]).toEqual([400, REFUSED]);
    const preview = await t.owner.agent.post(`${task}/assign`, { assigneeEmail: t.viewer.email, assigneeName: 'Vera', previewOnly: true });
    expect([preview.status, preview.body.message]).toEqual([400, REFUSED]);
    const sent = await t.owner.agent.post(`${task}/assign`, { assigneeEmail: t.viewer.email.toUpperCase(), assigneeName: 'Vera' });
    expect([sent.status, sent.body.message]).toEqual([400, REFUSED]);

    expect((await t.owner.agent.get(task)).body).toMatchObject({ assigneeId: t.editor.user.id, assigneeEmail: null, emailSent: false });
    expect(((await t.owner.agent.get('/api/tasks')).body as Array<{ name: string }>).map((x) => x.name)).not.toContain('Paint');
  });

  it('GraphQL createTask and updateTask refuse the viewer with the same sentence', async () => {
    const t = await team(server());
    const projectId = encodeGlobalID('Project', t.project.id);
    const updated = await t.owner.agent.gql(`mutation($id: ID!, $a: Int) { updateTask(input: { id: $id, assigneeId: $a }) { task { assigneeId } } }`, {
      id: encodeGlobalID('Task', t.task.id),
      a: t.viewer.user.id,
    });
    expect(updated.errors?.[0]?.message).toBe(REFUSED);
    const created = await t.owner.agent.gql(
      `mutation($p: ID!, $a: Int) { createTask(input: { name: "Paint", priority: 5, duration: 5, projectId: $p, assigneeId: $a }) { task { rowId } } }`,
      { p: projectId, a: t.viewer.user.id },
    );
    expect(created.errors?.[0]?.message).toBe(REFUSED);
    expect((await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId).toBeNull();
  });

  it('an offline change replayed by the sync batch is refused with the sentence and reported', async () => {
    const t = await team(server());
    const res = await t.editor.agent.post('/api/sync/batch', {
      actions: [
        {
          method: 'PATCH',
          url: `/api/tasks/${t.task.id}`,
          idempotencyKey: 'assign-viewer-1',
          body: JSON.stringify({ assigneeId: t.viewer.user.id }),
          taskName: 'Shared task',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 400, body: { message: REFUSED }, refused: expect.stringContaining(REFUSED) });
    expect((await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId).toBeNull();
  });

  it('a member made a viewer loses their tasks there (made an editor again, they stay unassigned); their other tasks keep them', async () => {
    const t = await team(server());
    const other = (await t.editor.agent.post('/api/projects', { name: 'Own work', priority: 5 })).body as { id: number };
    const own = (await t.editor.agent.post('/api/tasks', { name: 'Mine', priority: 5, duration: 5, projectId: other.id, assigneeId: t.editor.user.id }))
      .body as { id: number };
    expect((await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { assigneeId: t.editor.user.id })).body.assigneeId).toBe(t.editor.user.id);

    const demoted = await t.admin.agent.patch(`/api/projects/${t.project.id}/members/${t.editor.user.id}`, { role: 'viewer' });
    expect([demoted.status, demoted.body.role]).toEqual([200, 'viewer']);
    expect((await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId).toBeNull();
    expect((await t.editor.agent.get(`/api/tasks/${own.id}`)).body.assigneeId).toBe(t.editor.user.id);
    expect((await t.editor.agent.get(`/api/tasks/${t.task.id}`)).status).toBe(200);

    expect((await t.admin.agent.patch(`/api/projects/${t.project.id}/members/${t.editor.user.id}`, { role: 'editor' })).status).toBe(200);
    expect((await t.owner.agent.get(`/api/tasks/${t.task.id}`)).body.assigneeId).toBeNull();
    expect((await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { assigneeId: t.editor.user.id })).body.assigneeId).toBe(t.editor.user.id);
  });

  it('a task moved to a project where its assignee only views loses them', async () => {
    const t = await team(server());
    const second = (await t.owner.agent.post('/api/projects', { name: 'Second', priority: 5 })).body as { id: number };
    await join(t.owner, t.editor, second.id, 'viewer');
    expect((await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { assigneeId: t.editor.user.id })).status).toBe(200);
    const moved = await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { projectId: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ projectId: second.id, assigneeId: null });
  });

  it('accepting a viewer invitation does not make the invitee the assignee of the tasks e-mailed to them', async () => {
    const alice = await signedInUser(server(), { name: 'Alice' });
    const bob = await signedInUser(server(), { name: 'Bob' });
    const project = (await alice.agent.post('/api/projects', { name: 'Shed', priority: 5 })).body as { id: number };
    const task = (await alice.agent.post('/api/tasks', { name: 'Fix the door', priority: 5, duration: 30, projectId: project.id })).body as { id: number };
    expect((await alice.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: bob.email, assigneeName: 'Bob' })).status).toBe(200);
    // the invitation the e-mail carried is sent again as a viewer's
    expect((await alice.agent.post(`/api/projects/${project.id}/members`, { email: bob.email, role: 'viewer' })).status).toBe(201);
    const [invitation] = (await bob.agent.get('/api/invitations')).body as Array<{ id: number; role: string }>;
    expect(invitation.role).toBe('viewer');
    expect((await bob.agent.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
    expect((await bob.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ assigneeId: null });
  });
});
