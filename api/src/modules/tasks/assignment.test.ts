import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { makeProject, makeTask, sleep } from './testing.js';

/** A real SMTP server on a free local port that keeps every message it accepts. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, envelopes, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

for (const provider of PROVIDERS) {
  describe(`task assignment by e-mail over SMTP [${provider}]`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      server = await startTestServer(provider, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('previewOnly composes the e-mail and sends nothing; the task is unchanged', async () => {
      const { agent } = await signedInUser(server, { name: 'Ada Owner' });
      const task = await makeTask(agent, (await makeProject(agent, { name: 'Bridge' })).id, { name: 'Check bolts', priority: 8, duration: 90 });
      const before = smtp.received.length;
      const res = await agent.post(`/api/tasks/${task.id}/assign`, {
        taskId: task.id,
        assigneeEmail: 'Bob@Example.com',
        assigneeName: 'Bob',
        customMessage: 'Before Friday please',
        previewOnly: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, previewOnly: true, delivery: 'none', subject: 'Ada Owner assigned you a task: Check bolts' });
      expect(res.body.body).toBe(res.body.emailContent);
      expect(res.body.body).toContain('Hi Bob,');
      expect(res.body.body).toContain('Task: Check bolts');
      expect(res.body.body).toContain('Project: Bridge');
      expect(res.body.body).toContain('Priority: High Priority (8/10)');
      expect(res.body.body).toContain('Estimated time: 1 h 30 min');
      expect(res.body.body).toContain('Message from Ada Owner:\nBefore Friday please');
      expect(res.body.html).toContain('Before Friday please');
      await sleep(200);
      expect(smtp.received.length).toBe(before);
      expect(res.body.task).toMatchObject({ emailSent: false, assigneeEmail: null, emailSentAt: null });
    });

    it('sends the e-mail to a real SMTP server: right subject, text, and escaped HTML; stores the assignee', async () => {
      const { agent, email: ownerEmail } = await signedInUser(server, { name: 'Ada Owner' });
      const task = await makeTask(agent, (await makeProject(agent)).id, { name: 'Fix <script>alert(1)</script> & co' });
      const res = await agent.post(`/api/tasks/${task.id}/assign`, {
        assigneeEmail: 'bob@example.com',
        assigneeName: 'Bob <b>"the builder"</b>',
        senderName: 'Ada & Co',
        customMessage: "<img src=x onerror=alert('x')>",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, previewOnly: false, delivery: 'smtp', message: 'E-mail sent to bob@example.com' });
      expect(res.body.task).toMatchObject({
        assigneeEmail: 'bob@example.com',
        assigneeName: 'Bob <b>"the builder"</b>',
        emailSent: true,
        emailSentAt: expect.any(String),
      });

      const mail = smtp.received.at(-1)!;
      expect(smtp.envelopes.at(-1)).toEqual(['bob@example.com']);
      expect(mail.subject).toBe('Ada & Co assigned you a task: Fix <script>alert(1)</script> & co');
      expect(mail.to && 'value' in mail.to ? mail.to.value[0] : null).toMatchObject({ address: 'bob@example.com', name: 'Bob <b>"the builder"</b>' });
      expect(mail.replyTo?.value[0]).toMatchObject({ address: ownerEmail, name: 'Ada & Co' });
      expect(mail.text).toContain('Hi Bob <b>"the builder"</b>,');
      expect(mail.text).toContain("Message from Ada & Co:\n<img src=x onerror=alert('x')>");
      const html = String(mail.html);
      expect(html).toContain('Hi Bob &lt;b&gt;&quot;the builder&quot;&lt;/b&gt;,');
      expect(html).toContain('Task: Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
      expect(html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
      expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ emailSent: true, assigneeName: 'Bob <b>"the builder"</b>' });
    });

    it('sends the text the user edited (emailContent) instead of the composed one', async () => {
      const { agent } = await signedInUser(server);
      const task = await makeTask(agent, (await makeProject(agent)).id);
      const preview = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'carol@example.com', assigneeName: 'Carol', previewOnly: true });
      const edited = `${preview.body.emailContent}\n\nP.S. Edited by hand <3`;
      const res = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'carol@example.com', assigneeName: 'Carol', emailContent: edited });
      expect(res.status).toBe(200);
      expect(res.body.body).toBe(edited);
      const mail = smtp.received.at(-1)!;
      // the address is no member of the project yet: the e-mail also carries the invitation to join it
      expect(mail.text?.trim().startsWith(edited.trim())).toBe(true);
      expect(mail.text).toContain('invited you to join the project');
      expect(String(mail.html)).toContain('P.S. Edited by hand &lt;3');
    });

    it('the same request works through the assignTask GraphQL mutation', async () => {
      const { agent } = await signedInUser(server);
      const task = await makeTask(agent, (await makeProject(agent)).id, { name: 'GraphQL job' });
      const res = await agent.gql(
        `mutation($input: AssignTaskInput!) { assignTask(input: $input) { success previewOnly subject body html emailContent delivery message task { assigneeEmail assigneeName emailSent emailSentAt } } }`,
        { input: { taskId: Buffer.from(`Task:${task.id}`).toString('base64'), assigneeEmail: 'dan@example.com', assigneeName: 'Dan' } },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.assignTask).toMatchObject({
        success: true,
        previewOnly: false,
        delivery: 'smtp',
        task: { assigneeEmail: 'dan@example.com', assigneeName: 'Dan', emailSent: true, emailSentAt: expect.any(String) },
      });
      expect(smtp.received.at(-1)!.subject).toContain('GraphQL job');
    });

    it('rejects bad requests with clear 400s and sends nothing', async () => {
      const { agent } = await signedInUser(server);
      const task = await makeTask(agent, (await makeProject(agent)).id);
      const before = smtp.received.length;
      for (const [body, message] of [
        [{ assigneeEmail: 'not-an-email', assigneeName: 'X' }, 'Please enter a valid email address'],
        [{ assigneeName: 'X' }, 'Please enter a valid email address'],
        [{ assigneeEmail: 'x@example.com', assigneeName: ' ' }, 'Assignee name is required'],
        [{ assigneeEmail: 'x@example.com', assigneeName: 'X', emailContent: '   ' }, 'The e-mail text cannot be empty'],
        [{ assigneeEmail: 'x@example.com', assigneeName: 'X', previewOnly: 'yes' }, 'previewOnly must be true or false'],
        [{ assigneeEmail: 'x@example.com', assigneeName: 'X', customMessage: 'y'.repeat(5001) }, 'The message must be at most 5000 characters'],
      ] as const) {
        const res = await agent.post(`/api/tasks/${task.id}/assign`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(smtp.received.length).toBe(before);
      expect((await agent.post('/api/tasks/99999999/assign', { assigneeEmail: 'x@example.com', assigneeName: 'X' })).status).toBe(404);
    });

    it('invites a Streamline user who is not a member yet (in the app too), makes them the assignee once they accept, and tells them when someone else completes it', async () => {
      const owner = await signedInUser(server, { name: 'Olga' });
      const assignee = await signedInUser(server);
      const task = await makeTask(owner.agent, (await makeProject(owner.agent, { name: 'Ops' })).id, { name: 'Rotate keys' });
      const res = await owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: assignee.email.toUpperCase(), assigneeName: 'Sam' });
      expect(res.status).toBe(200);
      const inbox = await assignee.agent.get('/api/notifications');
      expect(inbox.body).toEqual([
        expect.objectContaining({
          type: 'project',
          action: 'invited',
          title: 'Project invitation',
          message: 'Olga invited you to "Ops" as editor.',
          read: false,
          data: expect.objectContaining({ projectName: 'Ops', role: 'editor' }),
        }),
      ]);
      // not a member yet: the task opens once they accept the invitation, and is then theirs
      expect((await assignee.agent.get(`/api/tasks/${task.id}`)).status).toBe(404);
      const [invitation] = (await assignee.agent.get('/api/invitations')).body;
      expect((await assignee.agent.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
      expect((await assignee.agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ assigneeId: assignee.user.id, assigneeName: 'Sam' });
      const taskNotes = async (who: typeof owner) =>
        ((await who.agent.get('/api/notifications')).body as Array<{ type: string }>).filter((n) => n.type === 'task');
      expect(await taskNotes(owner)).toEqual([]);
      // sending it again to the same address is not a new assignment: no second notification
      await owner.agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: assignee.email, assigneeName: 'Sam' });
      expect(await taskNotes(assignee)).toEqual([]);

      await owner.agent.patch(`/api/tasks/${task.id}/complete`, { completed: true });
      // nobody is told of their own action: the owner completed it
      expect(await taskNotes(owner)).toEqual([]);
      expect((await assignee.agent.get('/api/notifications')).body[0]).toMatchObject({
        action: 'completed',
        title: 'Task completed',
        message: 'Olga marked "Rotate keys" as completed.',
        data: expect.objectContaining({ taskId: task.id, path: `/tasks/${task.id}` }),
      });
    });
  });
}

describe('task assignment without SMTP_URL (outbox)', () => {
  it('writes the message as an .eml file into the outbox folder and says so', async () => {
    const server = await startTestServer(PROVIDERS[0]);
    try {
      const { agent } = await signedInUser(server, { name: 'Olive' });
      const task = await makeTask(agent, (await makeProject(agent)).id, { name: 'Outbox <task>' });
      const preview = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'eve@example.com', assigneeName: 'Eve', previewOnly: true });
      expect(preview.status).toBe(200);
      const outbox = server.app.deps.config.outboxDir;
      expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);

      const res = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'eve@example.com', assigneeName: 'Eve' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, delivery: 'outbox', outboxFile: expect.stringMatching(/\.eml$/) });
      expect(res.body.message).toContain('outbox');
      const files = readdirSync(outbox);
      expect(files).toEqual([res.body.outboxFile]);
      const mail = await simpleParser(readFileSync(join(outbox, files[0])));
      expect(mail.subject).toBe('Olive assigned you a task: Outbox <task>');
      expect(mail.to && 'value' in mail.to ? mail.to.value[0].address : null).toBe('eve@example.com');
      expect(mail.text).toContain('Hi Eve,');
      expect(String(mail.html)).toContain('Task: Outbox &lt;task&gt;');
      expect(res.body.task).toMatchObject({ emailSent: true, assigneeEmail: 'eve@example.com' });
    } finally {
      await server.stop();
    }
  });
});

describe('task assignment when the mail server is down', () => {
  it('answers 502 with a message a person can act on, and the task is not marked as sent', async () => {
    const server = await startTestServer(PROVIDERS[0], { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { agent } = await signedInUser(server);
      const task = await makeTask(agent, (await makeProject(agent)).id);
      const res = await agent.post(`/api/tasks/${task.id}/assign`, { assigneeEmail: 'eve@example.com', assigneeName: 'Eve' });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The e-mail could not be sent: the mail server did not accept it. Please try again later.');
      expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({ emailSent: false, assigneeEmail: null });
    } finally {
      await server.stop();
    }
  });
});
