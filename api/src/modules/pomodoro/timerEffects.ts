import type { TimerEvent, Credit } from '../../../../shared/pomodoro/machine.js';
import type { Db } from '../../db/client.js';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * Records the machine's events in the database (inside the transaction that claimed the timer's
 * version, so each is written once). Returns the id of the session now in progress, or null.
 */
export async function recordEvents(tx: Tx, userId: number, sessionId: number | null, events: TimerEvent[]) {
  let current = sessionId;
  for (const e of events) {
    switch (e.type) {
      case 'workStarted':
        current = await createSession(tx, userId, e.taskIds[0], e.at, e.minutes, 'work');
        break;
      case 'workCompleted':
        await endSession(tx, current, e.at, { completed: true });
        await credit(tx, userId, e.credits);
        current = null;
        break;
      case 'breakStarted':
        current = e.taskId === null ? null : await createSession(tx, userId, e.taskId, e.at, e.minutes, 'break');
        break;
      case 'breakCompleted':
        await endSession(tx, current, e.at, { completed: true });
        current = null;
        break;
      case 'phaseAbandoned':
        await endSession(tx, current, e.at, { completed: false });
        current = null;
        break;
      case 'taskCompleted':
        await tx.task.updateMany({ where: { id: e.taskId, userId }, data: { completed: true, completedAt: new Date(e.at) } });
        if (e.inProgress) {
          await endSession(tx, current, e.at, { completed: true, ...(e.mode === 'work' ? { duration: e.focusedMinutes } : {}) });
          await credit(tx, userId, e.credits);
        }
        current = null;
        break;
    }
  }
  return current;
}

/** A session on the user's task; none when the task was deleted meanwhile. */
async function createSession(tx: Tx, userId: number, taskId: number, at: number, duration: number, type: 'work' | 'break') {
  const task = await tx.task.findFirst({ where: { id: taskId, userId }, select: { id: true } });
  if (!task) return null;
  const s = await tx.pomodoroSession.create({ data: { taskId, startTime: new Date(at), duration, type, completed: false } });
  return s.id;
}

async function endSession(tx: Tx, id: number | null, at: number, data: { completed: boolean; duration?: number }) {
  if (id === null) return;
  await tx.pomodoroSession.updateMany({ where: { id, completed: false }, data: { ...data, endTime: new Date(at) } });
}

async function credit(tx: Tx, userId: number, credits: Credit[]) {
  for (const c of credits) {
    await tx.task.updateMany({ where: { id: c.taskId, userId }, data: { timeSpent: { increment: c.minutes } } });
  }
}
