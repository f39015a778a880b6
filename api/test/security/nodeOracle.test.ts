import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeEachProvider } from '../testServer.js';
import { signedInUser } from '../factories.js';
import { makeProject, makeTask } from '../../src/modules/tasks/testing.js';

/**
 * `node(id:)` for every type: another user's row and a row that does not exist look the same (null,
 * no error, 200), so an id tells a stranger nothing; never a 5xx.
 */
describeEachProvider('node(id:) tells nothing of rows that are not yours', (server) => {
  it('answers null for a stranger’s row and a missing row alike, for every node type', async () => {
    const owner = await signedInUser(server());
    const project = await makeProject(owner.agent);
    const task = await makeTask(owner.agent, project.id);
    const link = await owner.agent.post('/api/links', { label: 'Docs', url: 'https://example.com' });
    expect(link.status).toBeLessThan(300);
    const session = await owner.agent.post('/api/pomodoro', {
      taskId: task.id,
      startTime: new Date().toISOString(),
      duration: 25,
      type: 'work',
      completed: false,
    });
    expect(session.status).toBeLessThan(300);
    const notification = await server().app.deps.db.notification.create({ data: { userId: owner.user.id, title: 'Hello', message: 'For the owner' } });
    const rows: Array<[string, number]> = [
      ['Task', task.id],
      ['Project', project.id],
      ['Link', link.body.id],
      ['PomodoroSession', session.body.id],
      ['User', owner.user.id],
      ['Notification', notification.id],
    ];
    const stranger = await signedInUser(server());
    const query = 'query($id: ID!) { node(id: $id) { id __typename } }';
    for (const [type, id] of rows) {
      const theirs = await stranger.agent.gql(query, { id: encodeGlobalID(type, id) });
      const missing = await stranger.agent.gql(query, { id: encodeGlobalID(type, 987_654) });
      expect({ type, status: theirs.status, data: theirs.data, errors: theirs.errors }).toEqual({ type, status: 200, data: { node: null }, errors: undefined });
      expect({ type, status: missing.status, data: missing.data, errors: missing.errors }).toEqual({
        type,
        status: 200,
        data: { node: null },
        errors: undefined,
      });
      // the owner still reads it
      const mine = await owner.agent.gql(query, { id: encodeGlobalID(type, id) });
      expect(mine.data.node).toEqual({ id: encodeGlobalID(type, id), __typename: type });
    }
  });
});
