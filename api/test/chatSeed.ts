import type { TestServer } from './testServer.js';
import { signedInUser } from './factories.js';
import { addDays, dateToDue, localDate } from '../src/modules/ai/clock.js';

export type Agent = Awaited<ReturnType<typeof signedInUser>>['agent'];

/** A task as the assistant tests read it back through REST (`tasksOf`). */
export type TaskView = {
  name: string;
  priority: number;
  duration: number;
  completed: boolean;
  projectName: string;
  dueDate: string | null;
  dueTime: string | null;
  description: string | null;
  /** the task's repeat rule (an RRULE), null when it does not repeat */
  recurrence: string | null;
  /** the names of the user's own labels on the task (read through REST), by name */
  labelNames: string[];
};
export type RestTask = TaskView & { id: number };

/**
 * The assistant tests' seed. Work: Write quarterly report (p6, 90 min, 30 min spent), Tidy desk (p2, 10 min),
 * Ship release (p9, 60 min, due today), Send invoice (done today). Home: Buy milk (p5, 15 min),
 * Call the bank (p4, 20 min, due yesterday), Water the plants (p3, 10 min).
 */
export async function seeded(server: TestServer) {
  const u = await signedInUser(server, { name: 'Ada Lovelace' });
  const db = server.app.deps.db;
  const today = localDate(new Date());
  const work = await db.project.create({
    data: { name: 'Work', priority: 5, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner', position: 0 } } },
  });
  const home = await db.project.create({
    data: { name: 'Home', priority: 3, userId: u.user.id, members: { create: { userId: u.user.id, role: 'owner', position: 1 } } },
  });
  const make = (name: string, projectId: number, priority: number, duration: number, extra: Record<string, unknown> = {}) =>
    db.task.create({ data: { name, priority, duration, projectId, userId: u.user.id, ...extra } });
  await make('Write quarterly report', work.id, 6, 90, { timeSpent: 30 });
  await make('Tidy desk', work.id, 2, 10);
  await make('Ship release', work.id, 9, 60, { dueDate: dateToDue(today) });
  await make('Send invoice', work.id, 5, 25, { completed: true, completedAt: new Date() });
  await make('Buy milk', home.id, 5, 15);
  await make('Call the bank', home.id, 4, 20, { dueDate: dateToDue(addDays(today, -1)) });
  await make('Water the plants', home.id, 3, 10);
  return { ...u, today };
}

/** The fields of a task the assistant tests compare before and after a message. */
export const essentials = (t: RestTask) => ({
  name: t.name,
  priority: t.priority,
  duration: t.duration,
  completed: t.completed,
  projectName: t.projectName,
  dueDate: t.dueDate,
  dueTime: t.dueTime,
  description: t.description,
  recurrence: t.recurrence,
  labelNames: t.labelNames,
});

/** The user's tasks through REST, each with the names of its labels (GET /api/labels) beside their ids. */
export const tasksOf = async (agent: Agent): Promise<RestTask[]> => {
  const [res, labels] = await Promise.all([agent.get('/api/tasks'), agent.get('/api/labels')]);
  if (res.status !== 200 || labels.status !== 200) throw new Error(`GET /api/tasks: ${res.status}, GET /api/labels: ${labels.status}`);
  const names = new Map<number, string>((labels.body as Array<{ id: number; name: string }>).map((l) => [l.id, l.name]));
  return (res.body as Array<RestTask & { labels: number[] }>).map((t) => ({ ...t, labelNames: t.labels.map((id) => names.get(id) ?? '?') }));
};

/** A plan of today that its user then changed by hand (a session removed), some time after it was made. */
export async function editPlan(server: TestServer, agent: Agent, userId: number, today: string) {
  const made = await agent.post('/api/schedule/generate', { date: today });
  if (made.status >= 300) throw new Error(`generate: ${made.status}`);
  const work = made.body.sessions.find((s: { isBreak: boolean }) => !s.isBreak);
  if (work) {
    const del = await agent.delete(`/api/schedule/${today}/sessions/${work.sessionId}`);
    if (del.status !== 200) throw new Error(`delete session: ${del.status}`);
  }
  await server.app.deps.db.dailySchedule.updateMany({ where: { userId }, data: { generatedTimestamp: new Date(Date.now() - 3_600_000) } });
}
