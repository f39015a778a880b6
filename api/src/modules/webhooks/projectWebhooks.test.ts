import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { join } from '../../../test/team.js';
import { DELIVERY_TEST_TIMEOUT_MS, waitFor } from '../reminders/testing.js';
import { PROJECT_WEBHOOK_EVENTS } from '../../../../shared/webhooks/validation.js';
import { verifySignature } from './signature.js';
import { startReceiver } from './testing.js';

/** What the test's writes make the project's webhook hear, sorted. */
const EVENTS_HEARD = ['comment.created', 'task.completed', 'task.created', 'task.deleted', 'task.updated', 'task.updated'];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

for (const provider of PROVIDERS) {
  describe(`a project's webhooks [${provider}]`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      receiver = await startReceiver();
      server = await startTestServer(provider, { WEBHOOKS_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '50' });
    });
    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
    });

    /** A project of the owner's with an admin and an editor, and another project of the owner's alone. */
    async function sharedProject() {
      const owner = await signedInUser(server);
      const admin = await signedInUser(server);
      const editor = await signedInUser(server);
      const project = (await owner.agent.post('/api/projects', { name: 'Shared hooks', priority: 5 })).body as { id: number };
      const other = (await owner.agent.post('/api/projects', { name: 'Elsewhere', priority: 5 })).body as { id: number };
      await join(owner, admin, project.id, 'admin');
      await join(owner, editor, project.id, 'editor');
      return { owner, admin, editor, project, other };
    }

    it(
      "delivers its tasks' and comments' events whoever acted, signed with its secret, and keeps them after its maker leaves",
      async () => {
        const { owner, admin, editor, project, other } = await sharedProject();
        const path = `/project/${project.id}`;
        const created = await admin.agent.post(`/api/projects/${project.id}/webhooks`, { url: receiver.url + path, events: [...PROJECT_WEBHOOK_EVENTS] });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ projectId: project.id, enabled: true, secret: expect.stringMatching(/^whsec_/) });
        const { id, secret } = created.body;
        // listed with the project, for its owner too; not among its maker's personal webhooks
        const listed = await owner.agent.get(`/api/projects/${project.id}/webhooks`);
        expect(listed.body).toEqual([expect.objectContaining({ id, projectId: project.id, url: receiver.url + path })]);
        expect(JSON.stringify(listed.body)).not.toContain(secret);
        expect((await admin.agent.get('/api/webhooks')).body).toEqual([]);

        const heard = () => receiver.received.filter((r) => r.path === path);
        const task = (await editor.agent.post('/api/tasks', { name: 'By the editor', projectId: project.id, priority: 5, duration: 10 })).body;
        expect((await owner.agent.patch(`/api/tasks/${task.id}`, { name: 'Renamed by the owner' })).status).toBe(200);
        expect((await editor.agent.post(`/api/tasks/${task.id}/comments`, { body: 'Said by the editor' })).status).toBe(201);
        expect((await admin.agent.patch(`/api/tasks/${task.id}/complete`)).status).toBe(200);
        expect((await owner.agent.post('/api/tasks', { name: 'In another project', projectId: other.id, priority: 5, duration: 10 })).status).toBe(201);
        // its maker's own work elsewhere is not the project's
        const makers = (await admin.agent.post('/api/projects', { name: "The admin's own", priority: 5 })).body;
        expect((await admin.agent.post('/api/tasks', { name: 'Made by the admin elsewhere', projectId: makers.id, priority: 5, duration: 10 })).status).toBe(
          201,
        );
        expect((await editor.agent.delete(`/api/tasks/${task.id}`)).status).toBe(200);
        await waitFor(() => heard().some((r) => r.headers['x-streamline-event'] === 'task.deleted'), 10_000, 'task.deleted delivery');

        // sent in parallel, so in any order: each event once (completing is an update too)
        expect(
          heard()
            .map((r) => r.headers['x-streamline-event'])
            .sort(),
        ).toEqual(EVENTS_HEARD);
        for (const r of heard()) {
          expect(verifySignature(secret, r.headers['x-streamline-timestamp'], r.body, r.headers['x-streamline-signature'])).toBe(true);
          expect(verifySignature('whsec_wrong', r.headers['x-streamline-timestamp'], r.body, r.headers['x-streamline-signature'])).toBe(false);
          expect(JSON.parse(r.body).data.task).toMatchObject({ id: task.id, projectId: project.id });
        }
        const comment = heard().find((r) => r.headers['x-streamline-event'] === 'comment.created')!;
        expect(JSON.parse(comment.body).data.comment).toMatchObject({ authorId: editor.user.id, body: 'Said by the editor' });

        // the last answer may still be on its way into the log: read it once every delivery is marked
        type Delivery = { event: string; status: string; responseStatus: number };
        const delivered = (d: Delivery) => d.status === 'delivered' && d.responseStatus === 204;
        const log: Delivery[] = await waitFor(
          async () => {
            const res = await owner.agent.get(`/api/webhooks/${id}/deliveries`);
            expect(res.status).toBe(200);
            return res.body.length === EVENTS_HEARD.length && res.body.every(delivered) ? res.body : null;
          },
          10_000,
          'every delivery logged as delivered',
        );
        expect(log.map((d) => d.event).sort()).toEqual(EVENTS_HEARD);

        // the webhook is the project's: its maker leaving changes nothing but their access to it
        expect((await owner.agent.delete(`/api/projects/${project.id}/members/${admin.user.id}`)).status).toBe(200);
        expect((await admin.agent.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
        await editor.agent.post('/api/tasks', { name: 'After the maker left', projectId: project.id, priority: 5, duration: 10 });
        await waitFor(() => heard().some((r) => JSON.parse(r.body).data.task.name === 'After the maker left'), 10_000, 'the delivery after the maker left');

        expect(heard().filter((r) => JSON.parse(r.body).data.task.projectId !== project.id)).toEqual([]);

        // deleted by the owner: it hears nothing more
        expect((await owner.agent.delete(`/api/webhooks/${id}`)).status).toBe(200);
        expect((await owner.agent.get(`/api/projects/${project.id}/webhooks`)).body).toEqual([]);
        const before = heard().length;
        await editor.agent.post('/api/tasks', { name: 'Unheard', projectId: project.id, priority: 5, duration: 10 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(heard()).toHaveLength(before);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it(
      'belongs to the project: it keeps delivering when its maker is demoted to viewer and when their account is gone, while their own webhooks go with them',
      async () => {
        const { owner, admin, editor, project } = await sharedProject();
        const path = `/kept/${project.id}`;
        const made = await admin.agent.post(`/api/projects/${project.id}/webhooks`, { url: receiver.url + path, events: ['task.created'] });
        expect(made.status).toBe(201);
        const personal = await admin.agent.post('/api/webhooks', { url: `${receiver.url}/own/${project.id}`, events: ['task.created'] });
        expect(personal.status).toBe(201);
        const heard = () => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body).data.task.name as string);
        const addTask = async (name: string) => {
          expect((await editor.agent.post('/api/tasks', { name, projectId: project.id, priority: 5, duration: 10 })).status).toBe(201);
          await waitFor(() => heard().includes(name), 10_000, `the delivery of "${name}"`);
        };

        // demoted to viewer: its maker no longer manages it, and it hears the project as before
        expect((await owner.agent.patch(`/api/projects/${project.id}/members/${admin.user.id}`, { role: 'viewer' })).status).toBe(200);
        expect((await admin.agent.get(`/api/projects/${project.id}/webhooks`)).status).toBe(403);
        expect((await admin.agent.delete(`/api/webhooks/${made.body.id}`)).status).toBe(403);
        await addTask('After the maker became a viewer');

        // no route deletes an account: the row goes as an operator would remove it
        await server.app.deps.db.user.delete({ where: { id: admin.user.id } });
        expect(await server.app.deps.db.webhook.count({ where: { id: personal.body.id } })).toBe(0);
        const listed = await owner.agent.get(`/api/projects/${project.id}/webhooks`);
        expect(listed.body).toEqual([expect.objectContaining({ id: made.body.id, projectId: project.id, url: receiver.url + path, enabled: true })]);
        await addTask('After the maker left for good');
        expect(heard()).toEqual(['After the maker became a viewer', 'After the maker left for good']);
        const log = await owner.agent.get(`/api/webhooks/${made.body.id}/deliveries`);
        expect(log.status).toBe(200);
        expect(log.body.map((d: { event: string }) => d.event)).toEqual(['task.created', 'task.created']);

        // its admins and owners still manage it
        expect((await owner.agent.delete(`/api/webhooks/${made.body.id}`)).status).toBe(200);
        expect((await owner.agent.get(`/api/projects/${project.id}/webhooks`)).body).toEqual([]);
      },
      DELIVERY_TEST_TIMEOUT_MS,
    );

    it("is managed by the project's admins and owners only, from a browser session, and hears no reminders", async () => {
      const { owner, editor, project } = await sharedProject();
      const stranger = await signedInUser(server);
      const body = { url: 'https://8.8.8.8/hook', events: ['task.created'] };
      const editorTry = await editor.agent.post(`/api/projects/${project.id}/webhooks`, body);
      expect(editorTry.status).toBe(403);
      expect((await editor.agent.get(`/api/projects/${project.id}/webhooks`)).status).toBe(403);
      expect((await stranger.agent.post(`/api/projects/${project.id}/webhooks`, body)).status).toBe(404);
      expect((await stranger.agent.get(`/api/projects/${project.id}/webhooks`)).body).toEqual({ message: 'Project not found' });

      const reminders = await owner.agent.post(`/api/projects/${project.id}/webhooks`, {
        url: 'https://8.8.8.8/hook',
        events: ['task.created', 'reminder.fired'],
      });
      expect(reminders.status).toBe(400);
      expect(reminders.body.message).toBe("A project's webhook hears only task.created, task.updated, task.completed, task.deleted, comment.created");
      expect((await owner.agent.post(`/api/projects/${project.id}/webhooks`, { url: 'https://127.0.0.2/hook', events: [] })).body.message).toBe(
        'Choose at least one event',
      );

      const hook = (await owner.agent.post(`/api/projects/${project.id}/webhooks`, body)).body;
      expect((await editor.agent.get(`/api/webhooks/${hook.id}/deliveries`)).status).toBe(403);
      expect((await editor.agent.delete(`/api/webhooks/${hook.id}`)).status).toBe(403);
      expect((await stranger.agent.delete(`/api/webhooks/${hook.id}`)).status).toBe(404);

      // a token with every projects scope is still refused: a webhook's secret and log need a browser session
      const token = (await owner.agent.post('/api/tokens', { name: 't', scopes: ['projects:read', 'projects:write'], expiresAt: inDays(1) })).body.token;
      const viaToken = await server.agent().request('POST', `/api/projects/${project.id}/webhooks`, body, { authorization: `Bearer ${token}` });
      expect(viaToken.status).toBe(403);
      expect((await server.agent().request('GET', `/api/projects/${project.id}/webhooks`, undefined, { authorization: `Bearer ${token}` })).status).toBe(403);
      expect((await owner.agent.get(`/api/projects/${project.id}/webhooks`)).body).toHaveLength(1);

      // deleting the project deletes its webhooks
      expect((await owner.agent.delete(`/api/projects/${project.id}?deleteTasks=true`)).status).toBe(200);
      expect(await server.app.deps.db.webhook.count({ where: { projectId: project.id } })).toBe(0);
    });
  });
}
