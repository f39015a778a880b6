import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { addDays, dateToDue, dueDay, localDate } from '../ai/clock.js';

async function seeded(server: TestServer) {
  const u = await signedInUser(server, { name: 'Ada Lovelace' });
  const db = server.app.deps.db;
  const work = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner', position: 0 } } },
  });
  await db.project.create({ data: { name: 'Home', priority: 3, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner', position: 1 } } } });
  const make = (name: string, priority: number, duration: number, extra: Record<string, unknown> = {}) =>
    db.task.create({ data: { name, priority, duration, projectId: work.id, userId: u.user.id, ...extra } });
  const ship = await make('Ship release', 9, 60, { dueDate: dateToDue(localDate(new Date())) });
  const tidy = await make('Tidy desk', 2, 10);
  const report = await make('Write quarterly report', 6, 90);
  return { ...u, work, ship, tidy, report };
}

const say = (agent: any, message: string) => agent.post('/api/chat', { message });

describeEachProvider('Chat assistant (local engine)', (server) => {
  it('adds a task from plain words, in the Inbox, and undoes it', async () => {
    const s = await seeded(server());
    const res = await say(s.agent, 'add a task to call the bank tomorrow, priority 7');
    expect(res.status).toBe(200);
    const tomorrow = addDays(localDate(new Date()), 1);
    const db = server().app.deps.db;
    const task = await db.task.findFirstOrThrow({ where: { userId: s.user.id, name: 'Call the bank' }, include: { project: true } });
    expect(task).toMatchObject({ priority: 7, duration: 25, completed: false, project: { name: 'Inbox', inbox: true } });
    expect(dueDay(task.dueDate!)).toBe(tomorrow);
    expect(res.body.text).toMatch(/^Added "Call the bank" to Inbox: priority 7, 25 min, due tomorrow \(/);
    expect(res.body.actions).toEqual([{ index: 0, type: 'create_task', label: 'Created "Call the bank"', taskId: task.id, date: null, undone: false }]);

    const undo = await s.agent.post(`/api/chat/actions/${res.body.messageId}/0/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body.action.undone).toBe(true);
    expect(await db.task.findUnique({ where: { id: task.id } })).toBeNull();
    expect((await s.agent.post(`/api/chat/actions/${res.body.messageId}/0/undo`)).status).toBe(409);
    const history = await s.agent.get('/api/chat/history');
    expect(history.body.at(-1).actions[0].undone).toBe(true);
  });

  it("reads a new task's #project, p1 and date as the quick add does, in the user's time zone", async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    // a zone whose calendar day is not UTC's at this hour: UTC+14 from 10:00 UTC, else UTC-11
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await db.user.update({ where: { id: s.user.id }, data: { timeZone: zone } });
    const res = await say(s.agent, 'add a task to call the plumber tomorrow at 3pm p1 #home');
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(/^Added "Call the plumber" to Home: priority 10, 25 min, due /);
    const task = await db.task.findFirstOrThrow({ where: { userId: s.user.id, name: 'Call the plumber' }, include: { project: true } });
    expect(task.project.name).toBe('Home');
    const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    expect(todayThere).not.toBe(localDate(new Date()));
    expect(dueDay(task.dueDate!)).toBe(addDays(todayThere, 1));
  });

  it('creates an Inbox for a user with no project', async () => {
    const s = await signedInUser(server());
    const res = await say(s.agent, 'remind me to "renew passport" in 3 days for 45 minutes');
    expect(res.body.text).toMatch(/^Added "renew passport" to Inbox: priority 5, 45 min, due /);
    const task = await server().app.deps.db.task.findFirstOrThrow({ where: { userId: s.user.id }, include: { project: true } });
    expect(task.project.name).toBe('Inbox');
    expect(dueDay(task.dueDate!)).toBe(addDays(localDate(new Date()), 3));
  });

  it('answers what to work on next from the ranking', async () => {
    const s = await seeded(server());
    const res = await say(s.agent, 'What should I work on next?');
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(/^Work on "Ship release" next\. High priority \(9\); due today/);
    expect(res.body.text).toContain('After that:\n2. Write quarterly report');
    expect(res.body.actions).toEqual([]);
  });

  it('completes a task by name and undoes it by saying "undo"', async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    const res = await say(s.agent, 'complete the quarterly report');
    expect(res.body.text).toBe('Completed "Write quarterly report". 2 open tasks left. Say "undo" if that was a mistake.');
    expect((await db.task.findUniqueOrThrow({ where: { id: s.report.id } })).completed).toBe(true);
    const undo = await say(s.agent, 'undo');
    expect(undo.body.text).toBe('"Write quarterly report" is open again.');
    expect((await db.task.findUniqueOrThrow({ where: { id: s.report.id } })).completed).toBe(false);
    expect((await say(s.agent, 'complete the dishes')).body.text).toMatch(/^No open task matches "dishes"\. Your open tasks: /);
  });

  it('starts the timer on a task, stops it on undo, and plans the day', async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    const res = await say(s.agent, 'start the timer on tidy desk');
    expect(res.body.text).toBe('Started a 25-minute focus session on "Tidy desk".');
    expect(await db.timerState.findUniqueOrThrow({ where: { userId: s.user.id } })).toMatchObject({ activeTaskId: s.tidy.id, status: 'running' });
    await s.agent.post(`/api/chat/actions/${res.body.messageId}/0/undo`);
    expect((await db.timerState.findUniqueOrThrow({ where: { userId: s.user.id } })).status).not.toBe('running');

    const plan = await say(s.agent, 'plan my day');
    expect(plan.body.actions[0]).toMatchObject({ type: 'plan_day', date: localDate(new Date()) });
    expect(plan.body.text).toMatch(/^Your plan for today \(/);
    expect(await db.dailySchedule.count({ where: { userId: s.user.id } })).toBe(1);
    await s.agent.post(`/api/chat/actions/${plan.body.messageId}/0/undo`);
    expect(await db.dailySchedule.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it("never sees or acts on another user's tasks and projects", async () => {
    const s = await seeded(server());
    const other = await signedInUser(server());
    expect((await say(other.agent, 'show my tasks')).body.text).toMatch(/^You have no open tasks\./);
    expect((await say(other.agent, 'complete the quarterly report')).body.text).toBe('No open task matches "quarterly report".');
    const add = await say(other.agent, 'add a task to "buy milk" in the Work project');
    expect(add.body.text).toBe('I found no single project called "Work". Your projects: Inbox.');
    expect(add.body.actions).toEqual([]);
    expect((await server().app.deps.db.task.findUniqueOrThrow({ where: { id: s.report.id } })).completed).toBe(false);
  });

  it('sees at its next message what changed elsewhere (the web app, another instance writing the database)', async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    const text = async (message: string) => {
      const res = await say(s.agent, message);
      expect(res.status).toBe(200);
      return res.body.text as string;
    };
    expect(await text('how many open tasks do I have?')).toMatch(/^You have 3 open tasks\./);
    await db.task.create({ data: { name: 'Book flights', priority: 5, duration: 30, projectId: s.work.id, userId: s.user.id } });
    expect(await text('how many open tasks do I have?')).toMatch(/^You have 4 open tasks\./);
    await db.task.update({ where: { id: s.tidy.id }, data: { name: 'Clean desk' } });
    await db.project.update({ where: { id: s.work.id }, data: { name: 'Office' } });
    expect(await text('show my tasks')).toMatch(/- Clean desk \(priority 2, 10 min left, Office\)/);
    await db.task.update({ where: { id: s.report.id }, data: { completed: true, completedAt: new Date() } });
    expect(await text('how many open tasks do I have?')).toMatch(/^You have 3 open tasks\./);
    await db.task.delete({ where: { id: s.ship.id } });
    expect(await text('how many open tasks do I have?')).toMatch(/^You have 2 open tasks\./);
    expect(await text('complete clean desk')).toMatch(/^Completed "Clean desk"\. 1 open task left\./);
    expect(await text('how many open tasks do I have?')).toMatch(/^You have 1 open task\./);
  });

  it('restores the earlier plan of the day when a new plan is undone', async () => {
    const s = await seeded(server());
    const db = server().app.deps.db;
    await say(s.agent, 'plan my day');
    const first = await db.dailySchedule.findFirstOrThrow({ where: { userId: s.user.id } });
    await db.task.update({ where: { id: s.tidy.id }, data: { completed: true, completedAt: new Date() } });
    const again = await say(s.agent, 'plan my day');
    const second = await db.dailySchedule.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(second.scheduleData).not.toEqual(first.scheduleData);
    const undo = await s.agent.post(`/api/chat/actions/${again.body.messageId}/0/undo`);
    expect(undo.body.message).toBe(`Restored your earlier plan for ${first.date}.`);
    expect((await db.dailySchedule.findFirstOrThrow({ where: { userId: s.user.id } })).scheduleData).toEqual(first.scheduleData);
  });

  it('keeps the history per user, clears it, and ignores empty messages', async () => {
    const s = await seeded(server());
    await say(s.agent, 'show my tasks');
    const history = await s.agent.get('/api/chat/history');
    expect(history.status).toBe(200);
    expect(history.body.map((m: any) => m.role)).toEqual(['user', 'assistant']);
    expect(history.body[0]).toMatchObject({ role: 'user', content: 'show my tasks', timestamp: expect.any(String) });
    expect(history.body[1].content).toContain('- Ship release (priority 9, 60 min left');

    const empty = await say(s.agent, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Message cannot be empty');
    expect((await s.agent.post('/api/chat', {})).status).toBe(400);
    expect((await s.agent.get('/api/chat/history')).body).toHaveLength(2);

    const other = await signedInUser(server());
    expect((await other.agent.get('/api/chat/history')).body).toEqual([]);
    expect((await other.agent.post(`/api/chat/actions/${history.body[1].id}/0/undo`)).status).toBe(404);

    expect((await s.agent.post('/api/chat/clear')).body).toEqual({ success: true, deleted: 2 });
    expect((await s.agent.get('/api/chat/history')).body).toEqual([]);

    const anon = server().agent();
    expect((await anon.post('/api/chat', { message: 'hi' })).status).toBe(401);
    expect((await anon.get('/api/chat/history')).status).toBe(401);
    expect((await anon.post('/api/chat/clear')).status).toBe(401);
  });

  it('works over GraphQL and streams the reply on chatReply', async () => {
    const s = await seeded(server());
    const chunks: any[] = [];
    const sub = server().app.deps.pubsub.subscribe('chat:reply', s.user.id);
    const reading = (async () => {
      for await (const c of sub) {
        chunks.push(c);
        if (c.done) break;
      }
    })();
    const sent = await s.agent.gql(`mutation { sendChatMessage(input: { message: "help" }) { text actions { type } messageRowId } }`);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendChatMessage.text).toContain('Here is what I can do for you:\n- tell you what to work on next');
    await reading;
    expect(chunks.map((c) => c.delta).join('')).toBe(sent.data.sendChatMessage.text);
    expect(chunks.at(-1)).toEqual({ delta: '', done: true, messageId: sent.data.sendChatMessage.messageRowId });

    const add = await s.agent.gql(
      `mutation { sendChatMessage(input: { message: "add a task to water the plants" }) { actions { index type taskRowId } messageRowId } }`,
    );
    const { messageRowId, actions } = add.data.sendChatMessage;
    const undo = await s.agent.gql(`mutation($m: Int!) { undoChatAction(input: { messageRowId: $m, index: 0 }) { message action { undone } } }`, {
      m: messageRowId,
    });
    expect(undo.data.undoChatAction.action.undone).toBe(true);
    expect(await server().app.deps.db.task.findUnique({ where: { id: actions[0].taskRowId } })).toBeNull();
    const h = await s.agent.gql(`{ chatHistory { role content actions { type undone } } viewer { name } }`);
    expect(h.data.chatHistory).toHaveLength(4);
    expect(h.data.viewer.name).toBe('Ada Lovelace');
    expect((await s.agent.gql(`mutation { clearChat { success deleted } }`)).data.clearChat).toEqual({ success: true, deleted: 4 });
  });
});
