import { z } from 'zod';
import { MAX_ROW_ID } from '../../../../shared/validation/rowIds.js';
import { isDate } from '../ai/clock.js';
import { tzOffset } from '../ai/validation.js';
import { HHMM, toMinutes } from './time.js';

export const MESSAGES = {
  date: 'date must be a calendar day like 2026-03-01',
  time: 'Times must be HH:mm, e.g. 09:30',
  workHours: 'workHours.end must be after workHours.start',
  breakDuration: 'breakDuration must be a whole number of minutes from 0 to 120',
  focusTime: 'focusTime must be a whole number of minutes from 5 to 240',
  priorities: 'priorities must be a list of task ids, task names or project names',
  sessionId: 'Session not found',
  taskId: 'taskId must be the number of one of your tasks',
  duration: 'duration must be a whole number of minutes from 5 to 480',
} as const;

export const dateSchema = z.string({ error: MESSAGES.date }).trim().refine(isDate, MESSAGES.date);
const hhmm = z.string({ error: MESSAGES.time }).trim().regex(HHMM, MESSAGES.time);
const minutes = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const PreferencesInput = z
  .object({
    workHours: z
      .object({ start: hhmm, end: hhmm }, { error: MESSAGES.workHours })
      .refine((w) => toMinutes(w.end) > toMinutes(w.start), MESSAGES.workHours)
      .optional(),
    breakDuration: minutes(0, 120, MESSAGES.breakDuration).optional(),
    focusTime: minutes(5, 240, MESSAGES.focusTime).optional(),
    priorities: z
      .array(z.union([z.string().max(200), z.number().int()]), { error: MESSAGES.priorities })
      .max(50, MESSAGES.priorities)
      .optional(),
  })
  .nullish();

export const GenerateInput = z.object({
  date: dateSchema,
  preferences: PreferencesInput,
  /** when given and the date is the user's today, nothing is planned before now */
  tzOffsetMinutes: tzOffset.optional(),
});

export const sessionIdSchema = z.coerce
  .number({ error: MESSAGES.sessionId })
  .int(MESSAGES.sessionId)
  .positive(MESSAGES.sessionId)
  .max(MAX_ROW_ID, MESSAGES.sessionId);

export const MoveInput = z.object({
  startTime: hhmm,
  shiftLater: z.boolean({ error: 'shiftLater must be true or false' }).optional().default(true),
});

export const AddInput = z.object({
  taskId: z.coerce.number({ error: MESSAGES.taskId }).int(MESSAGES.taskId).positive(MESSAGES.taskId).max(MAX_ROW_ID, MESSAGES.taskId),
  startTime: hhmm.optional(),
  duration: minutes(5, 480, MESSAGES.duration).optional(),
});
