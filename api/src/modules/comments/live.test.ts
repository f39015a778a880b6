import type { Client } from 'graphql-ws';
import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask, subscribe, wsClient } from '../tasks/testing.js';

const COMMENT_CHANGED = `subscription($taskId: ID!) { commentChanged(taskId: $taskId) { kind commentId rowId comment { body html author { displayName } } } }`;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describeEachProvider('commentChanged', (server) => {
  const clients: Client[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });
  const client = (agent: Parameters<typeof wsClient>[1]) => {
    const c = wsClient(server().url, agent);
    clients.push(c);
    return c;
  };

  it("everyone who may read the task sees its comments appear, change and go live; a stranger's subscription is refused", async () => {
    const owner = await signedInUser(server(), { name: 'Olga' });
    const task = await makeTask(owner.agent, (await makeProject(owner.agent)).id);
    const live = subscribe(client(owner.agent), COMMENT_CHANGED, { taskId: gid('Task', task.id) });
    expect(await live.next()).toEqual({ commentChanged: null });

    const added = (await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Hi **all**' })).body;
    expect(await live.next((d: any) => d.commentChanged?.kind === 'created')).toEqual({
      commentChanged: {
        kind: 'created',
        commentId: gid('Comment', added.id),
        rowId: added.id,
        comment: { body: 'Hi **all**', html: '<p>Hi <strong>all</strong></p>\n', author: { displayName: 'Olga' } },
      },
    });
    await owner.agent.patch(`/api/comments/${added.id}`, { body: 'Hi everyone' });
    expect((await live.next((d: any) => d.commentChanged?.kind === 'updated')).commentChanged.comment.body).toBe('Hi everyone');
    await owner.agent.delete(`/api/comments/${added.id}`);
    expect((await live.next((d: any) => d.commentChanged?.kind === 'deleted')).commentChanged).toMatchObject({ rowId: added.id, comment: null });
    await live.close();

    const stranger = await signedInUser(server());
    const theirs = subscribe(client(stranger.agent), COMMENT_CHANGED, { taskId: gid('Task', task.id) });
    await expect(theirs.next()).rejects.toThrow(/Task not found/);
  });
});
