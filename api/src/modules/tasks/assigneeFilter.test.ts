import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from './testing.js';

const LIST = `query($assigneeId: Int, $projectIds: [ID!]) { tasks(first: 50, assigneeId: $assigneeId, projectIds: $projectIds) { totalCount edges { node { name } } } }`;

describeEachProvider('the assignee filter of the task list', (server) => {
  it('null means anyone (what the Task List sends), so assigned tasks are listed and counted; a user id keeps theirs', async () => {
    const { agent, user } = await signedInUser(server());
    const project = await makeProject(agent, { name: 'Team site' });
    await makeTask(agent, project.id, { name: 'Assigned to me', assigneeId: user.id });
    await makeTask(agent, project.id, { name: 'Nobody yet' });

    const anyone = await agent.gql(LIST, { assigneeId: null, projectIds: [String(project.id)] });
    expect(anyone.errors).toBeUndefined();
    expect(anyone.data.tasks.totalCount).toBe(2);
    expect(anyone.data.tasks.edges.map((e: { node: { name: string } }) => e.node.name).sort()).toEqual(['Assigned to me', 'Nobody yet']);

    const mine = await agent.gql(LIST, { assigneeId: user.id });
    expect(mine.data.tasks).toMatchObject({ totalCount: 1, edges: [{ node: { name: 'Assigned to me' } }] });
  });
});
