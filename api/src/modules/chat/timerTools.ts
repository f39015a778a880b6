import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { completeTimerTask, pauseTimer, readTimer, resetTimer, resumeTimer } from '../pomodoro/timerService.js';
import { tool, type Kit } from './toolkit.js';

/** The timer's controls besides starting it: pause, resume, stop, reset and complete its task. */

const NoArgs = z.object({});

export function timerTools(kit: Kit) {
  const { deps, user, actions } = kit;
  const idle = async () => (await readTimer(deps, user.id)).status === 'idle';
  const conflictMessage = (err: unknown) => {
    if (err instanceof AppError && err.status === 409) return err.message + '.';
    throw err;
  };
  return [
    tool('pause_timer', 'pause the running timer ("pause")', NoArgs, async () => {
      try {
        await pauseTimer(deps, user);
        return { ok: true, message: 'Paused the timer. Say "resume" to carry on.' };
      } catch (err) {
        return { ok: false, message: conflictMessage(err) };
      }
    }),
    tool('resume_timer', 'resume the paused timer ("resume")', NoArgs, async () => {
      try {
        await resumeTimer(deps, user);
        return { ok: true, message: 'Resumed the timer.' };
      } catch (err) {
        return { ok: false, message: conflictMessage(err) };
      }
    }),
    tool('stop_timer', 'stop the timer; the minutes that ran are kept ("stop the timer")', NoArgs, async () => {
      if (await idle()) return { ok: false, message: 'The timer is not running.' };
      await resetTimer(deps, user);
      return { ok: true, message: 'Stopped the timer. The minutes that ran count for the task.' };
    }),
    tool('reset_timer', 'reset the timer to the start ("reset the timer")', NoArgs, async () => {
      await resetTimer(deps, user);
      return { ok: true, message: 'Reset the timer.' };
    }),
    tool('complete_timer_task', "complete the timer's task and its session ('the current task is done')", NoArgs, async () => {
      const before = await readTimer(deps, user.id);
      try {
        await completeTimerTask(deps, user);
      } catch (err) {
        return { ok: false, message: conflictMessage(err) };
      }
      const task = before.activeTaskId ? (await kit.allTasks()).find((t) => t.id === before.activeTaskId) : undefined;
      if (task) actions.push({ type: 'complete_task', label: `Completed "${task.name}"`, taskId: task.id, undone: false });
      kit.changed();
      return { ok: true, message: `Completed ${task ? `"${task.name}"` : 'the timer’s task'} and its session.` };
    }),
  ];
}
