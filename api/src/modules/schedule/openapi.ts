import { z } from 'zod';
import { isoDateTime, isoDay, type ApiModule } from '../../http/openapi/apiRoute.js';
import { AddInput, GenerateInput, MoveInput } from './validation.js';

const hhmm = z.string().meta({ description: 'HH:mm' });

/** A planned session of the day (types.ts). */
const ScheduleSession = z.strictObject({
  sessionId: z.number().int(),
  taskId: z.number().int().nullable(),
  taskName: z.string(),
  startTime: hhmm,
  endTime: hhmm,
  isBreak: z.boolean(),
  notes: z.string().optional(),
  groupedTasks: z.array(z.strictObject({ taskId: z.number().int(), taskName: z.string(), duration: z.number().int().optional() })).optional(),
});

/** The progress of a planned session: when it was started and completed. */
const TodaySession = z.strictObject({
  id: z.number().int(),
  scheduleId: z.number().int(),
  taskId: z.number().int().nullable(),
  sessionId: z.number().int(),
  startTime: hhmm,
  endTime: hhmm,
  taskName: z.string(),
  completed: z.boolean(),
  actualStartTime: isoDateTime.nullable(),
  actualCompletionTime: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A day's plan (service.ts ScheduleView): its sessions and their progress. */
const Schedule = z
  .strictObject({
    id: z.number().int(),
    date: isoDay,
    summary: z.string(),
    isEmpty: z.boolean(),
    recommendedFocus: z.array(z.string()),
    sessions: z.array(ScheduleSession),
    warnings: z.array(z.string()).optional().meta({ description: 'deadlines the plan cannot meet, in plain words' }),
    generatedTimestamp: isoDateTime,
    lastModifiedTimestamp: isoDateTime,
    todaySessions: z.array(TodaySession),
  })
  .meta({ id: 'Schedule' });

export const scheduleApi: ApiModule = {
  tag: 'Schedule',
  description: 'The plan of a day ({date} is YYYY-MM-DD).',
  routes: [
    { method: 'post', path: '/schedule/generate', summary: 'Plan a day', body: GenerateInput, response: Schedule },
    { method: 'get', path: '/schedule/:date.ics', summary: "A day's plan as iCalendar", produces: 'text/calendar' },
    { method: 'get', path: '/schedule/:date', summary: "A day's plan", response: Schedule },
    { method: 'post', path: '/schedule/:date/sessions', summary: 'Add a session', body: AddInput, status: 201, response: Schedule },
    { method: 'patch', path: '/schedule/:date/sessions/:sessionId', summary: 'Move a session', body: MoveInput, response: Schedule },
    { method: 'delete', path: '/schedule/:date/sessions/:sessionId', summary: 'Remove a session', response: Schedule },
    {
      method: 'post',
      path: '/schedule/:date/sessions/:sessionId/start',
      summary: 'Start a session (and the timer on its tasks)',
      response: z.strictObject({ todaySession: TodaySession, taskId: z.number().int().nullable(), taskIds: z.array(z.number().int()) }),
    },
    { method: 'post', path: '/schedule/:date/sessions/:sessionId/complete', summary: 'Complete a session', response: TodaySession },
  ],
};
