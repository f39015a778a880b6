import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { encodeGlobalID } from '@pothos/plugin-relay';

const VIEWER_ONLY = 'You can only view this project';

describeEachProvider("a viewer's change to a shared project is refused with the reason", (server) => {
  it('editing, completing, deleting, adding a task and focusing on one answer 403 "You can only view this project" (REST and GraphQL)', async () => {
    const owner = await signedInUser(server(), { name: 'Olive Owner' });
    const viewer = await signedInUser(server(), { name: 'Vera Viewer' });
    const project = (await owner.agent.post('/api/projects', { name: 'Website relaunch', priority: 5 })).body as { id: number };
    await join(owner, viewer, project.id, 'viewer');
    const task = (await owner.agent.post('/api/tasks', { name: 'Design homepage', priority: 5, duration: 25, projectId: project.id })).body as { id: number };

    const refused = { status: 403, body: { message: VIEWER_ONLY } };
    expect(await viewer.agent.patch(`/api/tasks/${task.id}`, { name: 'Renamed' })).toMatchObject(refused);
    expect(await viewer.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true })).toMatchObject(refused);
    expect(await viewer.agent.delete(`/api/tasks/${task.id}`)).toMatchObject(refused);
    expect(await viewer.agent.post('/api/tasks', { name: 'Mine', priority: 5, duration: 25, projectId: project.id })).toMatchObject(refused);
    expect(await viewer.agent.post('/api/timer/start', { taskIds: [task.id] })).toMatchObject(refused);

    const deleted = await viewer.agent.gql(`mutation($id: ID!) { deleteTask(input: { id: $id }) { deletedTaskId } }`, { id: encodeGlobalID('Task', task.id) });
    expect(deleted.errors?.[0]).toMatchObject({ message: VIEWER_ONLY, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ name: 'Design homepage', completed: false });
  });
});
