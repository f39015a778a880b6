import { z } from 'zod';
import {
  CreateSessionInput,
  FinishPhaseInput,
  FocusHistoryInput,
  POMODORO_MESSAGES,
  PomodoroSettingsInput,
  rowId,
  StartTimerInput,
} from '../../../../shared/pomodoro/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

const Session = anyObject('A focus session');
const Timer = anyObject("The viewer's timer, shared by every tab and device, with its active task");
const PomodoroSettings = z.object({ workDuration: z.number().int(), breakDuration: z.number().int() }).meta({ description: 'minutes' });

export const pomodoroApi: ApiModule = {
  tag: 'Focus timer',
  routes: [
    {
      method: 'get',
      path: '/pomodoro',
      summary: 'Focus sessions',
      query: z.object({ taskId: rowId(POMODORO_MESSAGES.taskId).optional() }),
      response: z.array(Session),
    },
    { method: 'get', path: '/pomodoro/focus-history', summary: 'Focus minutes by day', query: FocusHistoryInput, response: anyObject('Minutes by day') },
    { method: 'post', path: '/pomodoro', summary: 'Record a focus session', body: CreateSessionInput, status: 201, response: Session },
    { method: 'patch', path: '/pomodoro/:id/complete', summary: 'Complete a focus session', response: Session },
    { method: 'get', path: '/timer', summary: 'The timer', response: Timer },
    { method: 'post', path: '/timer/start', summary: 'Start the timer on tasks', body: StartTimerInput, response: Timer },
    { method: 'post', path: '/timer/pause', summary: 'Pause the timer', response: Timer },
    { method: 'post', path: '/timer/resume', summary: 'Resume the timer', response: Timer },
    { method: 'post', path: '/timer/reset', summary: 'Reset the timer', response: Timer },
    { method: 'post', path: '/timer/complete', summary: "Complete the timer's task", response: Timer },
    { method: 'post', path: '/timer/finish', summary: 'Finish the phase (work or break)', body: FinishPhaseInput, response: Timer },
    { method: 'get', path: '/settings/pomodoro', summary: 'Work and break lengths', response: PomodoroSettings },
    { method: 'put', path: '/settings/pomodoro', summary: 'Change the work and break lengths', body: PomodoroSettingsInput, response: PomodoroSettings },
  ],
};
