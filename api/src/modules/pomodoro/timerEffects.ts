import type { TimerEvent, Credit } from '../../../../shared/pomodoro/machine.js';
import type { Tx } from '../../db/client.js';
import { findTask } from '../tasks/repository.js';
import { pomodoroSessionPolicy, timerPolicy, type SignedIn } from './policy.js';
import * as pomodoro from './repository.js';

/**
 * Records the machine's events in the database (inside the transaction that claimed the timer's
 * version, so each is written once). Returns the id of the session now in progress, or null.
 * A task deleted (or no longer the viewer's to focus on) since the timer started gets no session,
 * minutes or completion.
 */
export async function recordEvents(tx: Tx, viewer: SignedIn, sessionId: number | null, events: TimerEvent[]) {
  let current = sessionId;
  for (const e of events) {
    switch (e.type) {
      case 'workStarted':
        current = await startSession(tx, viewer, e.taskIds[0], e.at, e.minutes, 'work');
        break;
      case 'workCompleted':
        await endSession(tx, current, e.at, { completed: true });
        await credit(tx, viewer, e.credits);
        current = null;
        break;
      case 'breakStarted':
        current = e.taskId === null ? null : await startSession(tx, viewer, e.taskId, e.at, e.minutes, 'break');
        break;
      case 'breakCompleted':
        await endSession(tx, current, e.at, { completed: true });
        current = null;
        break;
      case 'phaseAbandoned':
        // the session keeps how long it really ran; a work phase's minutes go to its tasks
        await endSession(tx, current, e.at, { completed: false, duration: e.minutes });
        await credit(tx, viewer, e.credits);
        current = null;
        break;
      case 'taskCompleted':
        if (await mayFocusOn(tx, viewer, e.taskId)) await pomodoro.markTaskCompleted(tx, e.taskId, new Date(e.at));
        if (e.inProgress) {
          await endSession(tx, current, e.at, { completed: true, ...(e.mode === 'work' ? { duration: e.focusedMinutes } : {}) });
          await credit(tx, viewer, e.credits);
        }
        current = null;
        break;
    }
  }
  return current;
}

async function startSession(tx: Tx, viewer: SignedIn, taskId: number, at: number, duration: number, type: 'work' | 'break') {
  const task = await findTask(tx, taskId);
  if (!task || !pomodoroSessionPolicy.canRecordOn(viewer, task)) return null;
  const s = await pomodoro.insertSession(tx, { taskId, userId: viewer.id, startTime: new Date(at), duration, type, completed: false });
  return s.id;
}

async function endSession(tx: Tx, id: number | null, at: number, data: { completed: boolean; duration?: number }) {
  if (id === null) return;
  await pomodoro.endSession(tx, id, { ...data, endTime: new Date(at) });
}

async function credit(tx: Tx, viewer: SignedIn, credits: Credit[]) {
  for (const c of credits) {
    if (await mayFocusOn(tx, viewer, c.taskId)) await pomodoro.creditMinutes(tx, c.taskId, c.minutes);
  }
}

async function mayFocusOn(tx: Tx, viewer: SignedIn, taskId: number) {
  const task = await findTask(tx, taskId);
  return !!task && timerPolicy.canFocusOn(viewer, task);
}
