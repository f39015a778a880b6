import { createServer } from 'node:net';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';
import { MAX_PROJECTS, TOO_MANY_PROJECTS } from '../projects/projectLimit.js';
import { adf, startFakeJira, type FakeJira } from './fakeJira.js';
import { onTaskCompleted, postWorklog } from './service.js';

const EMAIL = 'ada@acme.test';
const TOKEN = 'ATATT-good-token';

async function closedPortUrl() {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

function seedIssues(fake: FakeJira) {
  fake.transitions.splice(0);
  fake.worklogs.splice(0);
  fake.issues.splice(
    0,
    fake.issues.length,
    { key: 'ABC-1', summary: 'Fix login', description: adf('Users cannot log in.', 'Since Monday.'), priority: 'Highest', estimateSeconds: 7200 },
    { key: 'ABC-2', summary: 'Write docs', priority: 'High' },
    { key: 'ABC-3', summary: 'Tidy CSS', priority: 'Low', estimateSeconds: 900 },
    { key: 'ABC-4', summary: 'Old thing', priority: 'Lowest' },
    { key: 'ABC-5', summary: 'No priority', priority: null },
    { key: 'ABC-6', summary: 'Already done', priority: 'Medium', done: true },
    { key: 'XYZ-1', summary: 'Other project', priority: 'High' },
  );
}

for (const provider of PROVIDERS) {
  describe(`Jira link [${provider}]`, () => {
    let server: TestServer;
    let fake: FakeJira;
    beforeAll(async () => {
      server = await startTestServer(provider, { JIRA_ALLOW_PRIVATE_URLS: '1' });
      fake = await startFakeJira({ email: EMAIL, token: TOKEN, displayName: 'Ada Jira', projects: { ABC: 'Alpha Beta', XYZ: 'Other' } });
    });
    afterAll(async () => {
      await fake?.close();
      await server?.stop();
    });
    beforeEach(() => seedIssues(fake));

    async function linkedUser(options: Record<string, unknown> = {}) {
      const u = await signedInUser(server);
      const res = await u.agent.put('/api/jira', { jiraUrl: `${fake.url}/`, email: EMAIL, apiToken: TOKEN, projectKey: 'abc', ...options });
      expect(res.status).toBe(200);
      return u;
    }
    const tasksOf = (userId: number) => server.app.deps.db.task.findMany({ where: { userId }, orderBy: { jiraIssueKey: 'asc' } });

    it('saves the link with the token encrypted and never sends the token back', async () => {
      const { agent, user } = await signedInUser(server);
      expect((await agent.get('/api/jira')).body).toEqual({ linked: false });
      const res = await agent.put('/api/jira', { jiraUrl: `${fake.url}/`, email: EMAIL, apiToken: TOKEN, projectKey: 'abc', postWorklogs: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        linked: true,
        jiraUrl: fake.url,
        email: EMAIL,
        projectKey: 'ABC',
        hasToken: true,
        transitionOnComplete: false,
        postWorklogs: true,
      });
      const read = await agent.get('/api/jira');
      expect(read.body).toEqual(res.body);
      expect(read.text + res.text).not.toContain(TOKEN);
      const row = await server.app.deps.db.jiraCredential.findUniqueOrThrow({ where: { userId: user.id } });
      expect(row.apiToken).not.toContain(TOKEN);
      expect(server.app.deps.cipher.decrypt(row.apiToken)).toBe(TOKEN);

      // leaving the token out keeps it, on the same site only
      const keep = await agent.put('/api/jira', { jiraUrl: fake.url, email: EMAIL, projectKey: 'ABC', transitionOnComplete: true });
      expect(keep.body).toMatchObject({ hasToken: true, transitionOnComplete: true, postWorklogs: true });
      const moved = await agent.put('/api/jira', { jiraUrl: 'http://127.0.0.2:9', email: EMAIL, projectKey: 'ABC' });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe('Enter the API token again when the Jira URL changes');
      // an address no DNS knows is the user's typo: a 400 about the URL, never a 5xx
      const typo = await agent.put('/api/jira', { jiraUrl: 'https://no-such-host.invalid', email: EMAIL, apiToken: TOKEN, projectKey: 'ABC' });
      expect(typo.status).toBe(400);
      expect(typo.body.message).toBe('Could not find the Jira host no-such-host.invalid: check the address');
      const typoGql = await agent.gql(
        `mutation { saveJiraLink(input: { jiraUrl: "https://no-such-host.invalid", email: "${EMAIL}", apiToken: "${TOKEN}", projectKey: "ABC" }) { jiraLink { jiraUrl } } }`,
      );
      expect(typoGql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problem: 'bad_url' });

      const gql = await agent.gql(`{ jiraLink { jiraUrl email projectKey hasToken transitionOnComplete postWorklogs } }`);
      expect(gql.data.jiraLink).toEqual({ jiraUrl: fake.url, email: EMAIL, projectKey: 'ABC', hasToken: true, transitionOnComplete: true, postWorklogs: true });

      expect((await agent.delete('/api/jira')).body).toEqual({ success: true });
      expect((await agent.get('/api/jira')).body).toEqual({ linked: false });
      expect((await agent.gql(`{ jiraLink { email } }`)).data.jiraLink).toBeNull();
    });

    it.each([
      [{ jiraUrl: '' }, 'Jira URL is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ apiToken: '' }, 'API token is required'],
      [{ projectKey: '' }, 'Project key is required'],
      [{ projectKey: '1AB' }, 'Project key must be letters, digits or _, starting with a letter (like ABC)'],
    ])('refuses %j with its message', async (change, message) => {
      const { agent } = await signedInUser(server);
      const res = await agent.put('/api/jira', { jiraUrl: fake.url, email: EMAIL, apiToken: TOKEN, projectKey: 'ABC', ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await agent.get('/api/jira')).body).toEqual({ linked: false });
    });

    describe('Test connection', () => {
      it("reports the Jira user's name and the project", async () => {
        const { agent } = await linkedUser();
        const res = await agent.post('/api/jira/test');
        expect(res.body).toEqual({ ok: true, displayName: 'Ada Jira', accountId: '5b10a2844c20165700ede21g', projectKey: 'ABC', projectName: 'Alpha Beta' });
        const gql = await agent.gql(`mutation { testJiraConnection(input: {}) { result { ok displayName projectName problem } } }`);
        expect(gql.data.testJiraConnection.result).toEqual({ ok: true, displayName: 'Ada Jira', projectName: 'Alpha Beta', problem: null });
      });

      it('names each problem exactly', async () => {
        const { agent } = await linkedUser();
        const bad = await agent.post('/api/jira/test', { apiToken: 'wrong-token' });
        expect(bad.body).toEqual({ ok: false, problem: 'bad_credentials', message: 'Jira rejected the e-mail or API token (401): check both and try again' });
        const otherEmail = await agent.post('/api/jira/test', { email: 'eve@acme.test' });
        expect(otherEmail.body.problem).toBe('bad_credentials');

        const project = await agent.post('/api/jira/test', { projectKey: 'NOPE' });
        expect(project.body).toEqual({ ok: false, problem: 'project_not_found', message: 'Project NOPE was not found in Jira, or this account cannot see it' });

        const notJira = await agent.post('/api/jira/test', { jiraUrl: server.url, apiToken: TOKEN });
        expect(notJira.body).toMatchObject({ ok: false, problem: 'not_jira' });
        expect(notJira.body.message).toMatch(/^This address does not look like Jira Cloud/);

        const down = await agent.post('/api/jira/test', { jiraUrl: await closedPortUrl(), apiToken: TOKEN });
        expect(down.body).toEqual({ ok: false, problem: 'unreachable', message: 'Could not reach Jira at 127.0.0.1 (ECONNREFUSED)' });

        const noHost = await agent.post('/api/jira/test', { jiraUrl: 'https://no-such-host.invalid', apiToken: TOKEN });
        expect(noHost.body).toEqual({ ok: false, problem: 'unreachable', message: 'Could not find the Jira host no-such-host.invalid: check the address' });

        const badUrl = await agent.post('/api/jira/test', { jiraUrl: 'not a url' });
        expect(badUrl.body).toEqual({ ok: false, problem: 'bad_url', message: 'Jira URL must be a valid address like https://your-team.atlassian.net' });

        // the saved token is not sent to another site
        const elsewhere = await agent.post('/api/jira/test', { jiraUrl: server.url });
        expect(elsewhere.body).toEqual({ ok: false, problem: 'bad_credentials', message: 'API token is required' });
        expect(fake.calls.every((c) => c.path.startsWith('/rest/api/3/'))).toBe(true);
      });
    });

    describe('Import', () => {
      it('turns the open issues into tasks of a project named after the key, paging through the search', async () => {
        const { agent, user } = await linkedUser();
        const searchesBefore = fake.calls.filter((c) => c.path === '/rest/api/3/search/jql').length;
        const res = await agent.post('/api/jira/import');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ projectName: 'ABC', total: 5, created: 5, updated: 0, unchanged: 0 });
        const searches = fake.calls.filter((c) => c.path === '/rest/api/3/search/jql').slice(searchesBefore);
        expect(searches).toHaveLength(3); // 5 issues, 2 a page
        expect(searches.every((c) => c.authorized)).toBe(true);
        expect(searches[0].body).toMatchObject({ jql: expect.stringMatching(/^project = "ABC" AND statusCategory != Done/) });
        expect(searches[1].body).toHaveProperty('nextPageToken');

        const project = await server.app.deps.db.project.findUniqueOrThrow({ where: { id: res.body.projectId } });
        expect(project).toMatchObject({ name: 'ABC', userId: user.id });
        const tasks = await tasksOf(user.id);
        expect(tasks.map((t) => [t.jiraIssueKey, t.name, t.priority, t.duration, t.projectId])).toEqual([
          ['ABC-1', 'Fix login', 9, 120, project.id],
          ['ABC-2', 'Write docs', 8, 30, project.id],
          ['ABC-3', 'Tidy CSS', 3, 15, project.id],
          ['ABC-4', 'Old thing', 1, 30, project.id],
          ['ABC-5', 'No priority', 5, 30, project.id],
        ]);
        expect(tasks[0].description).toBe('Users cannot log in.\n\nSince Monday.');
        expect(tasks[0].jiraIssueUrl).toBe(`${fake.url}/browse/ABC-1`);
        expect(tasks[1].description).toBeNull();
        // the task list API shows them too
        const listed = await agent.get('/api/tasks');
        expect(listed.body.filter((t: { name: string }) => t.name === 'Fix login')).toHaveLength(1);
      });

      it('updates the same tasks on a second import instead of duplicating them', async () => {
        const { agent, user } = await linkedUser();
        const first = await agent.post('/api/jira/import');
        fake.issues[0].summary = 'Fix login on Safari';
        fake.issues[2].priority = 'Highest';
        fake.issues.push({ key: 'ABC-7', summary: 'New one', priority: 'Medium' });
        const second = await agent.post('/api/jira/import');
        expect(second.body).toMatchObject({ projectId: first.body.projectId, total: 6, created: 1, updated: 2, unchanged: 3 });
        const tasks = await tasksOf(user.id);
        expect(tasks).toHaveLength(6);
        expect(tasks.find((t) => t.jiraIssueKey === 'ABC-1')?.name).toBe('Fix login on Safari');
        expect(tasks.find((t) => t.jiraIssueKey === 'ABC-3')?.priority).toBe(9);
        expect(await server.app.deps.db.project.count({ where: { userId: user.id, name: 'ABC' } })).toBe(1);

        const gql = await agent.gql(`mutation { importJiraIssues { total created updated unchanged projectName } }`);
        expect(gql.data.importJiraIssues).toEqual({ total: 6, created: 0, updated: 0, unchanged: 6, projectName: 'ABC' });
      });

      it("never files into or updates another user's project and tasks of the same Jira project", async () => {
        const first = await linkedUser();
        const before = await first.agent.post('/api/jira/import');
        const theirs = await tasksOf(first.user.id);
        fake.issues[0].summary = 'Fix login for everyone';
        const { agent, user } = await linkedUser();
        const res = await agent.post('/api/jira/import');
        expect(res.body).toMatchObject({ projectName: 'ABC', total: 5, created: 5, updated: 0, unchanged: 0 });
        expect(res.body.projectId).not.toBe(before.body.projectId);
        const mine = await tasksOf(user.id);
        expect(mine.map((t) => t.projectId)).toEqual(Array(5).fill(res.body.projectId));
        expect(mine[0].name).toBe('Fix login for everyone');
        expect(await tasksOf(first.user.id)).toEqual(theirs);
      });

      it('answers the task of a transition over GraphQL', async () => {
        const { agent, user } = await linkedUser();
        await agent.post('/api/jira/import');
        const [t1] = await tasksOf(user.id);
        const gql = await agent.gql(
          `mutation($input: TransitionJiraIssueInput!) { transitionJiraIssue(input: $input) { issueKey status task { rowId name } } }`,
          {
            input: { taskId: String(t1.id) },
          },
        );
        expect(gql.errors).toBeUndefined();
        expect(gql.data.transitionJiraIssue).toEqual({ issueKey: 'ABC-1', status: 'Done', task: { rowId: t1.id, name: 'Fix login' } });
      });

      it('uses an existing project of that name and reports bad credentials', async () => {
        const { agent, user } = await linkedUser();
        const own = await server.app.deps.db.project.create({
          data: { userId: user.id, name: 'ABC', priority: 7, members: { create: { userId: user.id, role: 'owner' } } },
        });
        const res = await agent.post('/api/jira/import');
        expect(res.body.projectId).toBe(own.id);
        const db = server.app.deps.db;
        await db.jiraCredential.update({ where: { userId: user.id }, data: { apiToken: server.app.deps.cipher.encrypt('revoked') } });
        const denied = await agent.post('/api/jira/import');
        expect(denied.status).toBe(400);
        expect(denied.body).toEqual({ message: 'Jira rejected the e-mail or API token (401): check both and try again', problem: 'bad_credentials' });
      });

      it('refuses to make its project for a user at the projects limit, and imports nothing', async () => {
        const { agent, user } = await linkedUser();
        const db = server.app.deps.db;
        // with the account's Inbox, the most there may be
        const data = Array.from({ length: MAX_PROJECTS - 1 }, (_, i) => ({ userId: user.id, name: `P${i}`, priority: 5 }));
        for (let i = 0; i < data.length; i += 250) await db.project.createMany({ data: data.slice(i, i + 250) });
        const ownerRows = (await db.project.findMany({ where: { userId: user.id, members: { none: {} } }, select: { id: true } })).map((p) => ({
          projectId: p.id,
          userId: user.id,
          role: 'owner',
        }));
        await db.projectMember.createMany({ data: ownerRows });
        const res = await agent.post('/api/jira/import');
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(TOO_MANY_PROJECTS);
        expect(await tasksOf(user.id)).toEqual([]);
        expect(await db.project.count({ where: { userId: user.id } })).toBe(MAX_PROJECTS);
      });

      it('needs a saved link', async () => {
        const { agent } = await signedInUser(server);
        const res = await agent.post('/api/jira/import');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Jira is not linked: save your Jira settings first');
      });
    });

    describe('completion and worklogs', () => {
      it('moves the issue to Done when a task completes, only with transitionOnComplete on', async () => {
        const off = await linkedUser();
        await off.agent.post('/api/jira/import');
        const offTask = (await tasksOf(off.user.id))[1];
        expect(await onTaskCompleted(server.app.deps, offTask)).toEqual({ status: 'skipped', reason: 'transitionOnComplete is off' });
        expect(fake.transitions).toEqual([]);

        const on = await linkedUser({ transitionOnComplete: true });
        await on.agent.post('/api/jira/import');
        const task = (await tasksOf(on.user.id))[1];
        const result = await onTaskCompleted(server.app.deps, task);
        expect(result).toMatchObject({ status: 'done', detail: { issueKey: 'ABC-2', transitionId: '31', status: 'Done' } });
        expect(fake.transitions).toEqual([{ key: 'ABC-2', id: '31' }]);
        expect(fake.issues.find((i) => i.key === 'ABC-2')?.done).toBe(true);
        // a done issue is no longer open: the next import leaves it out, the task stays
        expect((await on.agent.post('/api/jira/import')).body.total).toBe(4);
        expect(await tasksOf(on.user.id)).toHaveLength(5);

        const unlinked = await server.app.deps.db.task.create({
          data: { userId: on.user.id, projectId: task.projectId, name: 'Local', priority: 5, duration: 10 },
        });
        expect(await onTaskCompleted(server.app.deps, unlinked)).toEqual({ status: 'skipped', reason: 'the task is not linked to a Jira issue' });
      });

      it('reports a failure instead of throwing when Jira is down', async () => {
        const { user } = await linkedUser({ transitionOnComplete: true });
        const task = await server.app.deps.db.task.create({
          data: {
            userId: user.id,
            projectId: (
              await server.app.deps.db.project.create({
                data: { userId: user.id, name: 'P', priority: 5, members: { create: { userId: user.id, role: 'owner' } } },
              })
            ).id,
            name: 'T',
            priority: 5,
            duration: 10,
            jiraIssueKey: 'ABC-1',
          },
        });
        await server.app.deps.db.jiraCredential.update({ where: { userId: user.id }, data: { jiraUrl: await closedPortUrl() } });
        expect(await onTaskCompleted(server.app.deps, task)).toEqual({
          status: 'failed',
          problem: 'unreachable',
          message: 'Could not reach Jira at 127.0.0.1 (ECONNREFUSED)',
        });
      });

      it('posts worklogs from the hook (postWorklogs on) and on request', async () => {
        const { agent, user } = await linkedUser({ postWorklogs: true });
        await agent.post('/api/jira/import');
        const [t1, t2] = await tasksOf(user.id);
        expect(await postWorklog(server.app.deps, t1, 25)).toMatchObject({ status: 'done', detail: { issueKey: 'ABC-1', minutes: 25 } });
        expect(fake.worklogs.at(-1)).toEqual({ key: 'ABC-1', timeSpentSeconds: 1500 });

        const res = await agent.post(`/api/jira/tasks/${t2.id}/worklog`, { minutes: 15 });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ taskId: t2.id, issueKey: 'ABC-2', minutes: 15 });
        expect(fake.worklogs.at(-1)).toEqual({ key: 'ABC-2', timeSpentSeconds: 900 });

        const gql = await agent.gql(`mutation($input: PostJiraWorklogInput!) { postJiraWorklog(input: $input) { issueKey minutes task { name } } }`, {
          input: { taskId: String(t2.id), minutes: 5 },
        });
        expect(gql.data.postJiraWorklog).toEqual({ issueKey: 'ABC-2', minutes: 5, task: { name: 'Write docs' } });

        for (const minutes of [0, 1.5, 1441, '10']) {
          const bad = await agent.post(`/api/jira/tasks/${t2.id}/worklog`, { minutes });
          expect(bad.status).toBe(400);
          expect(bad.body.message).toBe('Minutes must be a whole number from 1 to 1440');
        }
      });

      it('transitions on request, and keeps other users and unlinked tasks out', async () => {
        const { agent, user } = await linkedUser();
        await agent.post('/api/jira/import');
        const [, , t3] = await tasksOf(user.id);
        const res = await agent.post(`/api/jira/tasks/${t3.id}/transition`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ taskId: t3.id, issueKey: 'ABC-3', transitionId: '31', status: 'Done' });

        const stranger = await linkedUser();
        expect((await stranger.agent.post(`/api/jira/tasks/${t3.id}/transition`)).status).toBe(404);
        expect((await stranger.agent.post(`/api/jira/tasks/${t3.id}/worklog`, { minutes: 5 })).status).toBe(404);
        expect((await stranger.agent.post('/api/jira/tasks/abc/transition')).status).toBe(404);
        const gql = await stranger.agent.gql(`mutation($input: TransitionJiraIssueInput!) { transitionJiraIssue(input: $input) { issueKey } }`, {
          input: { taskId: String(t3.id) },
        });
        expect(gql.errors?.[0].extensions.code).toBe('NOT_FOUND');

        const local = await server.app.deps.db.task.create({ data: { userId: user.id, projectId: t3.projectId, name: 'Local', priority: 5, duration: 10 } });
        const unlinked = await agent.post(`/api/jira/tasks/${local.id}/transition`);
        expect(unlinked.status).toBe(400);
        expect(unlinked.body.message).toBe('This task is not linked to a Jira issue');
      });
    });

    it('requires a session', async () => {
      const anon = server.agent();
      for (const [method, path] of [
        ['GET', '/api/jira'],
        ['PUT', '/api/jira'],
        ['DELETE', '/api/jira'],
        ['POST', '/api/jira/test'],
        ['POST', '/api/jira/import'],
        ['POST', '/api/jira/tasks/1/transition'],
      ]) {
        expect((await anon.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status).toBe(401);
      }
    });
  });
}

export type { HttpAgent };
