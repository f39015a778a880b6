import { randomBytes } from 'node:crypto';
import type { TestServer } from '../testServer.js';
import { adminAgent, signedInUser } from '../factories.js';
import type { HttpAgent } from '../http.js';

export type Rows = {
  userId: number;
  projectId: number;
  taskId: number;
  linkId: number;
  labelId: number;
  filterId: number;
  notificationId: number;
  commentId: number;
  pomodoroId: number;
  chatMessageId: number;
  date: string;
  scheduleSessionId: number;
  invitationId: number;
  tokenId: number;
  webhookId: number;
};

/** A project and task of someone else's that a person's rows hang on (a shared project's), in place of their own. */
export type SharedTask = { projectId: number; taskId: number };

/** One user with a row of every kind, all named with a marker no other user's answer may contain. */
export async function userWithRows(server: TestServer) {
  return rowsOf(server, await signedInUser(server, { name: 'Owner Person' }));
}

/**
 * A row of every personal kind for `person`, named with a marker no other user's answer may contain,
 * and a secret (the calendar feed URL's) no other answer may hold either. With `shared`, the rows that
 * hang on a task (focus, a label, a notification) hang on that task of a shared project, and the ids
 * a hostile request names are its: the marker stays on the person's own project and task.
 */
export async function rowsOf(server: TestServer, u: Awaited<ReturnType<typeof signedInUser>>, shared?: SharedTask) {
  const marker = `SECRET${randomBytes(6).toString('hex')}`;
  const a = u.agent;
  const ok = async (res: Promise<{ status: number; body: any; text: string }>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`setup failed: ${r.status} ${r.text}`);
    return r.body;
  };
  const project = await ok(a.post('/api/projects', { name: `${marker} project`, description: `${marker} about`, priority: 5 }));
  const task = await ok(a.post('/api/tasks', { name: `${marker} task`, description: `${marker} notes`, priority: 7, duration: 30, projectId: project.id }));
  const on = shared ?? { projectId: project.id, taskId: task.id };
  const link = await ok(a.post('/api/links', { label: `${marker} link`, url: `https://${marker.toLowerCase()}.example.com/` }));
  const comment = await ok(a.post(`/api/tasks/${task.id}/comments`, { body: `${marker} comment` }));
  const label = await ok(a.post('/api/labels', { name: `${marker} label` }));
  const filter = await ok(a.post('/api/filters', { name: `${marker} filter`, definition: { text: marker } }));
  const pomodoro = await ok(a.post('/api/pomodoro', { taskId: on.taskId, duration: 25, startTime: new Date().toISOString(), type: 'work' }));
  // a personal tag on the task, whatever the person's role (their own labels are theirs to set, a viewer's too)
  await ok(a.patch(`/api/tasks/${on.taskId}`, { labels: [label.id] }));
  const db = server.app.deps.db;
  const notification = await db.notification.create({
    data: { userId: u.user.id, type: 'task', title: `${marker} title`, message: `${marker} notice`, data: { taskId: on.taskId } as never },
  });
  const chat = await db.chatMessage.create({ data: { userId: u.user.id, role: 'assistant', content: `${marker} chat`, actions: [] as never } });
  const token = await db.apiToken.create({
    data: { userId: u.user.id, name: `${marker} token`, tokenHash: marker, prefix: 'sl_', scopes: 'tasks:read', expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const webhook = await db.webhook.create({
    data: { userId: u.user.id, url: `https://${marker.toLowerCase()}.example.com/hook`, events: 'task.created', secret: 'x', enabled: false },
  });
  await db.pushSubscription.create({ data: { userId: u.user.id, endpoint: `https://push.example.com/${marker}`, p256dh: 'p', auth: 'a' } });
  const feed = await ok(a.post('/api/users/me/feed-url'));
  const date = new Date().toISOString().slice(0, 10);
  const schedule = await ok(a.post('/api/schedule/generate', { date, preferences: { workHours: { start: '00:00', end: '23:59' } } }));
  const sessions = (schedule.sessions ?? []) as Array<{ id: number }>;
  const invitation = await ok(a.post(`/api/projects/${project.id}/members`, { email: `invitee.${marker.toLowerCase()}@example.com`, role: 'editor' }));
  const rows: Rows = {
    userId: u.user.id,
    projectId: on.projectId,
    taskId: on.taskId,
    linkId: link.id,
    labelId: label.id,
    filterId: filter.id,
    notificationId: notification.id,
    commentId: comment.id,
    pomodoroId: pomodoro.id,
    chatMessageId: chat.id,
    date,
    scheduleSessionId: sessions[0]?.id ?? 1,
    invitationId: invitation.id,
    tokenId: token.id,
    webhookId: webhook.id,
  };
  const secrets = [
    marker,
    String(feed.url)
      .split('/')
      .pop()!
      .replace(/\.ics$/, ''),
  ];
  return { ...u, marker, secrets, rows };
}

/** Everything of a user the other users must not be able to change. */
export async function snapshot(server: TestServer, userId: number) {
  const db = server.app.deps.db;
  const where = { userId };
  const [user, projects, tasks, links, notifications, pomodoros, chats, schedules, settings, members, invitations, comments] = await Promise.all([
    db.user.findUnique({ where: { id: userId } }),
    db.project.findMany({ where, orderBy: { id: 'asc' } }),
    db.task.findMany({ where, orderBy: { id: 'asc' } }),
    db.link.findMany({ where, orderBy: { id: 'asc' } }),
    db.notification.findMany({ where, orderBy: { id: 'asc' } }),
    db.pomodoroSession.findMany({ where: { task: { userId } }, orderBy: { id: 'asc' } }),
    db.chatMessage.findMany({ where, orderBy: { id: 'asc' } }),
    db.dailySchedule.findMany({ where, orderBy: { id: 'asc' } }),
    db.userSettings.findUnique({ where }),
    db.projectMember.findMany({ where: { project: { userId } }, orderBy: [{ projectId: 'asc' }, { userId: 'asc' }] }),
    db.invitation.findMany({ where: { invitedById: userId }, orderBy: { id: 'asc' } }),
    db.comment.findMany({ where: { authorId: userId }, orderBy: { id: 'asc' } }),
  ]);
  return JSON.stringify({ user, projects, tasks, links, notifications, pomodoros, chats, schedules, settings, members, invitations, comments });
}

/**
 * What is one person's own, apart from the projects and tasks they share with others (which their
 * roles let others change): settings, lists, focus, plans, tags, tokens, hooks, feeds.
 */
export async function personalSnapshot(server: TestServer, userId: number) {
  const db = server.app.deps.db;
  const where = { userId };
  const byId = { orderBy: { id: 'asc' as const } };
  const rows = await Promise.all([
    db.user.findUnique({ where: { id: userId } }),
    db.userSettings.findUnique({ where }),
    db.link.findMany({ where, ...byId }),
    db.label.findMany({ where, ...byId }),
    db.taskLabel.findMany({ where: { label: where }, orderBy: [{ taskId: 'asc' }, { labelId: 'asc' }] }),
    db.savedFilter.findMany({ where, ...byId }),
    db.notification.findMany({ where, ...byId }),
    db.notificationPreference.findUnique({ where }),
    db.pomodoroSession.findMany({ where, ...byId }),
    db.timerState.findUnique({ where }),
    db.chatMessage.findMany({ where, ...byId }),
    db.dailySchedule.findMany({ where, ...byId, include: { todaySessions: { orderBy: { id: 'asc' } } } }),
    db.reminderSettings.findUnique({ where }),
    db.apiToken.findMany({ where, ...byId }),
    db.webhook.findMany({ where, ...byId }),
    db.pushSubscription.findMany({ where, ...byId }),
    db.calendarFeed.findUnique({ where }),
    db.jiraCredential.findUnique({ where }),
  ]);
  return JSON.stringify(rows);
}

/** A request body naming the owner's rows in every field a route might read: what a missing check would act on. */
export function hostileBody(owner: { rows: Rows; email: string }) {
  const r = owner.rows;
  return {
    name: 'HACKED',
    description: 'HACKED',
    priority: 5,
    duration: 30,
    projectId: r.projectId,
    label: 'HACKED',
    url: 'https://hacked.example/',
    completed: true,
    timeSpent: 5,
    minutes: 5,
    approve: true,
    role: 'admin',
    status: 'approved',
    taskId: r.taskId,
    taskIds: [r.taskId],
    projectIds: [r.projectId],
    linkIds: [r.linkId],
    ids: [r.taskId],
    startTime: '10:00',
    date: r.date,
    message: 'hi',
    read: true,
    version: 1,
    type: 'work',
    assigneeEmail: owner.email,
    assigneeName: 'x',
    email: owner.email,
    userId: r.userId,
    messageRowId: r.chatMessageId,
    index: 0,
  };
}

export type World = { admin: HttpAgent; owner: Awaited<ReturnType<typeof userWithRows>>; other: Awaited<ReturnType<typeof userWithRows>> };

export async function makeWorld(server: TestServer): Promise<World> {
  const admin = await adminAgent(server);
  return { admin, owner: await userWithRows(server), other: await userWithRows(server) };
}
