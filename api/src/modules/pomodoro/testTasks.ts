import type { TestServer } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';

/**
 * Test data for the pomodoro suites: tasks are written through Prisma (the tasks module has its
 * own REST tests), owned like real ones (task.userId, a project of the same user).
 */
export async function makeTask(server: TestServer, userId: number, data: { name?: string; timeSpent?: number } = {}) {
  const db = server.app.deps.db;
  const project = await db.project.create({ data: { name: 'Focus project', priority: 5, userId, members: { create: { userId, role: 'owner' } } } });
  return db.task.create({
    data: { name: data.name ?? 'Write the report', priority: 5, duration: 60, projectId: project.id, userId, timeSpent: data.timeSpent ?? 0 },
  });
}

/** A signed-in user with one task. */
export async function userWithTask(server: TestServer) {
  const u = await signedInUser(server);
  const task = await makeTask(server, u.user.id);
  return { ...u, task };
}

/** Moves the running phase (its end and its session's start) into the past, as if the clock had run on. */
export async function endPhaseNow(server: TestServer, userId: number, msAgo = 2000) {
  const db = server.app.deps.db;
  const endsAt = new Date(Date.now() - msAgo);
  const timer = await db.timerState.update({ where: { userId }, data: { endsAt } });
  // the session is gone with its task when that was deleted
  const session = timer.pomodoroSessionId ? await db.pomodoroSession.findUnique({ where: { id: timer.pomodoroSessionId } }) : null;
  if (session) {
    await db.pomodoroSession.update({ where: { id: session.id }, data: { startTime: new Date(endsAt.getTime() - session.duration * 60_000) } });
  }
}

/** Moves the running work phase `minutes` (and a few seconds) into its length, as if it had run that long. */
export async function runFor(server: TestServer, userId: number, minutes: number) {
  const db = server.app.deps.db;
  const ranMs = minutes * 60_000 + 5000;
  const timer = await db.timerState.findUniqueOrThrow({ where: { userId } });
  const session = await db.pomodoroSession.findUniqueOrThrow({ where: { id: timer.pomodoroSessionId! } });
  await db.timerState.update({ where: { userId }, data: { endsAt: new Date(Date.now() + session.duration * 60_000 - ranMs) } });
  await db.pomodoroSession.update({ where: { id: session.id }, data: { startTime: new Date(Date.now() - ranMs) } });
}
