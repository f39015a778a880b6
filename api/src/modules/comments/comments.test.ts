import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask } from '../tasks/testing.js';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describeEachProvider('comments', (server) => {
  it('REST: adds, lists, edits and deletes comments; a bad body is a 400 naming it', async () => {
    const owner = await signedInUser(server(), { name: 'Olga' });
    const task = await makeTask(owner.agent, (await makeProject(owner.agent)).id);

    const added = await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: '  Looks **good**  ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      taskId: task.id,
      author: { id: owner.user.id, username: owner.username, name: 'Olga' },
      body: 'Looks **good**',
      html: '<p>Looks <strong>good</strong></p>\n',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editedAt: null,
    });
    await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Second' });
    expect((await owner.agent.get(`/api/tasks/${task.id}/comments`)).body.map((c: { body: string }) => c.body)).toEqual(['Looks **good**', 'Second']);

    const edited = await owner.agent.patch(`/api/comments/${added.body.id}`, { body: 'Looks _fine_' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Looks _fine_', html: '<p>Looks <em>fine</em></p>\n', editedAt: expect.any(String) });

    for (const [body, message] of [
      [{ body: '   ' }, 'body is required: write a comment'],
      [{}, 'body is required: write a comment'],
      [{ body: 'x'.repeat(10_001) }, 'body must be at most 10,000 characters'],
    ] as const) {
      const res = await owner.agent.post(`/api/tasks/${task.id}/comments`, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      const patch = await owner.agent.patch(`/api/comments/${added.body.id}`, body);
      expect({ status: patch.status, message: patch.body.message }).toEqual({ status: 400, message });
    }
    expect((await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'x'.repeat(10_000) })).status).toBe(201);

    expect((await owner.agent.delete(`/api/comments/${added.body.id}`)).body).toEqual({ success: true, id: added.body.id });
    expect((await owner.agent.get(`/api/tasks/${task.id}/comments`)).body.map((c: { body: string }) => c.body.slice(0, 6))).toEqual(['Second', 'xxxxxx']);
    expect((await owner.agent.patch(`/api/comments/${added.body.id}`, { body: 'again' })).status).toBe(404);

    // the task's deletion takes its comments
    await owner.agent.delete(`/api/tasks/${task.id}`);
    expect(await server().app.deps.db.comment.count({ where: { taskId: task.id } })).toBe(0);
  });

  it("a stranger gets 404 for a task's comments and for its comments; a reader who is not the author gets 403; signed out is 401", async () => {
    const owner = await signedInUser(server());
    const stranger = await signedInUser(server());
    const task = await makeTask(owner.agent, (await makeProject(owner.agent)).id);
    const mine = (await owner.agent.post(`/api/tasks/${task.id}/comments`, { body: 'secret plan' })).body;
    // a comment of someone else on the owner's task (as a former collaborator's would be)
    const theirs = await server().app.deps.db.comment.create({ data: { taskId: task.id, authorId: stranger.user.id, body: 'their words' } });

    for (const res of [
      await stranger.agent.get(`/api/tasks/${task.id}/comments`),
      await stranger.agent.post(`/api/tasks/${task.id}/comments`, { body: 'hi' }),
      await stranger.agent.patch(`/api/comments/${mine.id}`, { body: 'hacked' }),
      await stranger.agent.delete(`/api/comments/${mine.id}`),
      await stranger.agent.patch(`/api/comments/${theirs.id}`, { body: 'their words, changed' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/secret plan/);
    }
    for (const res of [await owner.agent.patch(`/api/comments/${theirs.id}`, { body: 'not mine' }), await owner.agent.delete(`/api/comments/${theirs.id}`)]) {
      expect(res.status).toBe(403);
    }
    expect((await owner.agent.get(`/api/tasks/${task.id}/comments`)).body.map((c: { body: string }) => c.body)).toEqual(['secret plan', 'their words']);
    const anon = server().agent();
    for (const res of [await anon.get(`/api/tasks/${task.id}/comments`), await anon.patch(`/api/comments/${mine.id}`, { body: 'x' })])
      expect(res.status).toBe(401);

    const node = await stranger.agent.gql(`query($id: ID!) { node(id: $id) { id ... on Comment { body } } }`, { id: gid('Comment', mine.id) });
    expect(node.data.node).toBeNull();
  });

  it('renders a safe Markdown subset: no raw HTML, no images, links only to http, https and mailto', async () => {
    const { agent } = await signedInUser(server());
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '![pixel](https://tracker.example/p.png)',
      '[click](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.com/a) [mail](mailto:a@example.com)',
    ].join('\n\n');
    const { html } = (await agent.post(`/api/tasks/${task.id}/comments`, { body })).body;
    expect(html).not.toMatch(/<script|<img|<[^>]*\sonerror=|href="javascript:|href="data:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('<a href="mailto:a@example.com"');
    expect(html).toContain('[click](javascript:alert(1))');
  });

  it('GraphQL: the comments connection on Task and the add, update and delete mutations', async () => {
    const { agent } = await signedInUser(server(), { name: 'Gina' });
    const task = await makeTask(agent, (await makeProject(agent)).id);
    const add = await agent.gql(
      `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id rowId body html viewerCanEdit author { displayName } } commentEdge { node { id } } task { comments(first: 10) { totalCount } } } }`,
      { input: { taskId: gid('Task', task.id), body: 'Hello *there*' } },
    );
    expect(add.errors).toBeUndefined();
    expect(add.data.addComment.comment).toMatchObject({
      body: 'Hello *there*',
      html: '<p>Hello <em>there</em></p>\n',
      viewerCanEdit: true,
      author: { displayName: 'Gina' },
    });
    expect(add.data.addComment.task.comments.totalCount).toBe(1);
    const id = add.data.addComment.comment.id;

    const bad = await agent.gql(`mutation { addComment(input: { taskId: "${gid('Task', task.id)}", body: "" }) { comment { id } } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'body is required: write a comment', extensions: { code: 'BAD_USER_INPUT' } });

    const upd = await agent.gql(`mutation($id: ID!) { updateComment(input: { id: $id, body: "Edited" }) { comment { body editedAt } } }`, { id });
    expect(upd.data.updateComment.comment).toEqual({ body: 'Edited', editedAt: expect.any(String) });

    const list = await agent.gql(`query($id: ID!) { task(id: $id) { comments(first: 5) { edges { node { id body } } } } }`, { id: gid('Task', task.id) });
    expect(list.data.task.comments.edges).toEqual([{ node: { id, body: 'Edited' } }]);

    const del = await agent.gql(`mutation($id: ID!) { deleteComment(input: { id: $id }) { deletedCommentId task { comments(first: 5) { totalCount } } } }`, {
      id,
    });
    expect(del.data.deleteComment).toEqual({ deletedCommentId: id, task: { comments: { totalCount: 0 } } });
  });
});
