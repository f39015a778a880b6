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
import { isoDateTime, isoDay, type ApiModule } from '../../http/openapi/apiRoute.js';

/** A focus session (present.ts). */
const Session = z
  .strictObject({
    id: z.number().int(),
    taskId: z.number().int(),
    startTime: isoDateTime,
    endTime: isoDateTime.nullable(),
    duration: z.number().int().meta({ description: 'minutes' }),
    type: z.enum(['work', 'break']),
    completed: z.boolean(),
  })
  .meta({ id: 'FocusSession' });
const PomodoroSettings = z
  .strictObject({ workDuration: z.number().int(), breakDuration: z.number().int() })
  .meta({ id: 'PomodoroSettings', description: 'minutes' });

/** The viewer's timer (timerState.ts), shared by every tab and device, with its active task. */
const Timer = z
  .strictObject({
    userId: z.number().int(),
    mode: z.enum(['work', 'break']),
    status: z.enum(['idle', 'running', 'paused']),
    state: z.enum(['idle', 'running', 'paused', 'break']),
    endsAt: isoDateTime.nullable().meta({ description: 'when the running phase reaches zero (count down to it, corrected by serverTime)' }),
    timeLeft: z.number().int().meta({ description: 'seconds' }),
    durationSeconds: z.number().int(),
    progress: z.number().min(0).max(1),
    isRunning: z.boolean(),
    isPaused: z.boolean(),
    isBreak: z.boolean(),
    activeTaskId: z.number().int().nullable(),
    groupTaskIds: z.array(z.number().int()),
    pomodoroSessionId: z.number().int().nullable(),
    version: z.number().int().meta({ description: 'pass it to finish, so a phase end is recorded once' }),
    serverTime: isoDateTime,
    settings: PomodoroSettings,
    activeTask: z
      .strictObject({
        id: z.number().int(),
        name: z.string(),
        priority: z.number().int(),
        completed: z.boolean(),
        projectId: z.number().int(),
        projectName: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'Timer' });

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
    {
      method: 'get',
      path: '/pomodoro/focus-history',
      summary: 'Focus minutes by day',
      query: FocusHistoryInput,
      response: z.array(z.strictObject({ date: isoDay, minutes: z.number(), sessions: z.number().int() })),
    },
    { method: 'post', path: '/pomodoro', summary: 'Record a focus session', body: CreateSessionInput, status: 201, response: Session },
    { method: 'patch', path: '/pomodoro/:id/complete', summary: 'Complete a focus session', response: Session },
    { method: 'get', path: '/timer', summary: 'The timer', response: Timer },
    { method: 'post', path: '/timer/start', summary: 'Start the timer on tasks', body: StartTimerInput, response: Timer },
    { method: 'post', path: '/timer/pause', summary: 'Pause the timer', response: Timer },
    { method: 'post', path: '/timer/resume', summary: 'Resume the timer', response: Timer },
    { method: 'post', path: '/timer/reset', summary: 'Reset the timer', response: Timer },
    { method: 'post', path: '/timer/complete', summary: "Complete the timer's task", response: Timer },
    { method: 'post', path: '/timer/finish', errors: [409], summary: 'Finish the phase (work or break)', body: FinishPhaseInput, response: Timer },
    { method: 'get', path: '/settings/pomodoro', summary: 'Work and break lengths', response: PomodoroSettings },
    { method: 'put', path: '/settings/pomodoro', summary: 'Change the work and break lengths', body: PomodoroSettingsInput, response: PomodoroSettings },
  ],
};
