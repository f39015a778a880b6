import { z } from 'zod';
import { todayIn } from '../../../../shared/tasks/zonedDays.js';
import { pauseTimer, resetTimer, resumeTimer, startTimer, getTimer } from '../pomodoro/timerService.js';
import { getSchedule } from '../schedule/service.js';
import { todayTasks } from '../schedule/todayTasks.js';
import { id, type ToolContext } from './tool.js';

/** The focus timer and today's plan. */
export function registerTimerTools({ deps, viewer, tool }: ToolContext) {
  tool('get_timer', 'timer:read', 'Reads the focus timer', {}, () => getTimer(deps, viewer));
  tool(
    'start_timer',
    'timer:write',
    'Starts a focus session on the tasks given (the first is active); without any, again on the current ones',
    { taskIds: z.array(id).max(20).optional() },
    ({ taskIds }) => startTimer(deps, viewer, { taskIds: taskIds ?? [] }),
  );
  tool('pause_timer', 'timer:write', 'Pauses the running focus timer', {}, () => pauseTimer(deps, viewer));
  tool('resume_timer', 'timer:write', 'Resumes the paused focus timer', {}, () => resumeTimer(deps, viewer));
  tool('stop_timer', 'timer:write', 'Stops the focus timer and resets it', {}, () => resetTimer(deps, viewer));
  tool('todays_plan', 'schedule:read', "Reads today's plan (the planned focus sessions, if the day was planned) and the tasks of today", {}, async () => {
    const date = todayIn(viewer.timeZone || 'UTC');
    const [plan, today] = await Promise.all([getSchedule(deps, viewer, date), todayTasks(deps, viewer)]);
    return {
      date,
      plan,
      tasks: today.items.map((item) => ({ id: item.task.id, name: item.task.name, state: item.state, deadline: item.deadline, priority: item.task.priority })),
      openCount: today.openCount,
    };
  });
}
