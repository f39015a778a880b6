import { z } from 'zod';
import { MAX_ROW_ID } from '../validation/rowIds.js';
import { minutesMessage, SETTINGS_LIMITS } from './settingsLimits.js';

export const POMODORO_MESSAGES = {
  taskId: 'taskId must be the number of one of your tasks',
  startTime: 'startTime must be a valid date, e.g. 2025-01-31T09:00:00.000Z',
  duration: 'duration must be a whole number of minutes from 1 to 1440',
  type: 'type must be work or break',
  completed: 'completed must be true or false',
  sessionId: 'Pomodoro session not found',
  workDuration: minutesMessage('workDuration', SETTINGS_LIMITS.workDuration),
  breakDuration: minutesMessage('breakDuration', SETTINGS_LIMITS.breakDuration),
  taskIds: 'taskIds must be a list of your task ids',
  tooManyTasks: 'A grouped start takes at most 20 tasks',
  version: 'version must be the timer version you saw',
  date: 'Dates must be calendar days like 2025-01-31',
  range: 'from must not be after to, and the range at most 366 days',
  utcOffset: 'utcOffsetMinutes must be a whole number of minutes from -840 to 840',
} as const;

export const MAX_SESSION_MINUTES = 24 * 60;
export const MAX_GROUP = 20;

/** A task or session row number: a positive integer, or its digits as text (a path segment). */
export const rowId = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).positive(message).max(MAX_ROW_ID, message));

const dateTime = z.union([z.date(), z.string().trim().min(1)], { error: POMODORO_MESSAGES.startTime }).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: POMODORO_MESSAGES.startTime });
    return z.NEVER;
  }
  return d;
});

export const SESSION_TYPES = ['work', 'break'] as const;

export const CreateSessionInput = z.object({
  taskId: rowId(POMODORO_MESSAGES.taskId),
  startTime: dateTime,
  duration: z
    .number({ error: POMODORO_MESSAGES.duration })
    .int(POMODORO_MESSAGES.duration)
    .min(1, POMODORO_MESSAGES.duration)
    .max(MAX_SESSION_MINUTES, POMODORO_MESSAGES.duration),
  type: z.enum(SESSION_TYPES, { error: POMODORO_MESSAGES.type }),
  completed: z.boolean({ error: POMODORO_MESSAGES.completed }).optional().default(false),
});
export type CreateSessionInput = z.infer<typeof CreateSessionInput>;

const minutes = (max: number, message: string) => z.number({ error: message }).int(message).min(1, message).max(max, message);
export const PomodoroSettingsInput = z.object({
  workDuration: minutes(SETTINGS_LIMITS.workDuration, POMODORO_MESSAGES.workDuration),
  breakDuration: minutes(SETTINGS_LIMITS.breakDuration, POMODORO_MESSAGES.breakDuration),
});

export const StartTimerInput = z.object({
  taskIds: z
    .array(rowId(POMODORO_MESSAGES.taskIds), { error: POMODORO_MESSAGES.taskIds })
    .max(MAX_GROUP, POMODORO_MESSAGES.tooManyTasks)
    .optional()
    .default([]),
});

export const FinishPhaseInput = z.object({
  version: z.number({ error: POMODORO_MESSAGES.version }).int(POMODORO_MESSAGES.version).min(0, POMODORO_MESSAGES.version),
});

const day = z
  .string({ error: POMODORO_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, POMODORO_MESSAGES.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, POMODORO_MESSAGES.date);

export const FocusHistoryInput = z
  .object({
    from: day,
    to: day,
    utcOffsetMinutes: z.coerce
      .number({ error: POMODORO_MESSAGES.utcOffset })
      .int(POMODORO_MESSAGES.utcOffset)
      .min(-840, POMODORO_MESSAGES.utcOffset)
      .max(840, POMODORO_MESSAGES.utcOffset)
      .default(0),
  })
  .refine((v) => v.from <= v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < 366, POMODORO_MESSAGES.range);
