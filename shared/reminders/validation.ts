import { z } from 'zod';
import { numeric } from '../validation/numeric.js';
import { REMINDER_MESSAGES } from './messages.js';

/** A year of minutes: int4 stays far from overflow. */
export const MAX_REMINDER_OFFSET = 525_600;
export const MAX_REMINDERS = 20;

const offsetSchema = numeric(REMINDER_MESSAGES.offset).pipe(
  z.number().int(REMINDER_MESSAGES.offset).min(0, REMINDER_MESSAGES.offset).max(MAX_REMINDER_OFFSET, REMINDER_MESSAGES.offset),
);
const atSchema = z.union([z.string(), z.date()], { error: REMINDER_MESSAGES.at }).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  // a bare date or time would be read in the server's zone: an instant must say its offset
  if (Number.isNaN(d.getTime()) || (typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v.trim()))) {
    ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.at });
    return z.NEVER;
  }
  return d;
});
const idSchema = z.union([z.number(), z.string()]).nullish();

/** One reminder: relative to the deadline ({ offsetMinutes }) or absolute ({ at }); `id` keeps an existing one. */
export const ReminderItem = z
  .object({ id: idSchema, offsetMinutes: offsetSchema.nullish(), at: atSchema.nullish() }, { error: REMINDER_MESSAGES.item })
  .refine((r) => (r.offsetMinutes == null) !== (r.at == null), { message: REMINDER_MESSAGES.item });

/** A task's whole list of reminders: writing it replaces the task's reminders. */
export const RemindersInput = z.array(ReminderItem, { error: REMINDER_MESSAGES.list }).max(MAX_REMINDERS, REMINDER_MESSAGES.list);
export type ReminderInputItem = z.output<typeof ReminderItem>;

const channel = z.boolean({ error: REMINDER_MESSAGES.channel });

/** PUT /api/reminders/settings: the fields sent change. */
export const ReminderSettingsInput = z.object({
  inApp: channel.optional(),
  email: channel.optional(),
  push: channel.optional(),
  defaultOffsetMinutes: z
    .union(
      [
        z.null(),
        numeric(REMINDER_MESSAGES.defaultOffset).pipe(
          z.number().int(REMINDER_MESSAGES.defaultOffset).min(0, REMINDER_MESSAGES.defaultOffset).max(MAX_REMINDER_OFFSET, REMINDER_MESSAGES.defaultOffset),
        ),
      ],
      {
        error: REMINDER_MESSAGES.defaultOffset,
      },
    )
    .optional(),
});

export const SnoozeInput = z.object({
  minutes: numeric(REMINDER_MESSAGES.snooze)
    .pipe(z.number().int(REMINDER_MESSAGES.snooze).min(1, REMINDER_MESSAGES.snooze).max(1440, REMINDER_MESSAGES.snooze))
    .default(10),
});
