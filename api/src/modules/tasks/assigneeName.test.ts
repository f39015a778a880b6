import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../../../test/testServer.js';
import { team } from '../../../test/team.js';

const LIST = `query($p: [ID!]) { tasks(first: 20, projectIds: $p) { edges { node { name assigneeMemberName } } } }`;

describeEachProvider("a task's assignee by name", (server) => {
  it("the list and the task answer the member's name (else username), null when nobody's or after they leave", async () => {
    const t = await team(server());
    const p = [encodeGlobalID('Project', t.project.id)];
    const other = (await t.owner.agent.post('/api/tasks', { name: 'Nobody’s', priority: 5, duration: 5, projectId: t.project.id })).body as { id: number };
    expect((await t.owner.agent.patch(`/api/tasks/${t.task.id}`, { assigneeId: t.editor.user.id })).status).toBe(200);

    const rows = async () => (await t.viewer.agent.gql(LIST, { p })).data.tasks.edges.map((e: { node: unknown }) => e.node);
    expect(await rows()).toEqual(
      expect.arrayContaining([
        { name: 'Shared task', assigneeMemberName: 'Eddie Editor' },
        { name: 'Nobody’s', assigneeMemberName: null },
      ]),
    );
    const one = await t.admin.agent.gql(`query($id: ID!) { task(id: $id) { assigneeMemberName } }`, { id: encodeGlobalID('Task', t.task.id) });
    expect(one.data.task).toEqual({ assigneeMemberName: 'Eddie Editor' });
    const updated = await t.owner.agent.gql(`mutation($id: ID!, $a: Int) { updateTask(input: { id: $id, assigneeId: $a }) { task { assigneeMemberName } } }`, {
      id: encodeGlobalID('Task', other.id),
      a: t.admin.user.id,
    });
    expect(updated.data.updateTask.task).toEqual({ assigneeMemberName: 'Ada Admin' });

    expect((await t.owner.agent.delete(`/api/projects/${t.project.id}/members/${t.editor.user.id}`)).status).toBe(200);
    expect(await rows()).toEqual(expect.arrayContaining([{ name: 'Shared task', assigneeMemberName: null }]));
  });
});
