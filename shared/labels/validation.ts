import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';
import { LABEL_MESSAGES, LABEL_NAME_MAX, MAX_TASK_LABELS } from './messages.js';
import { DEFAULT_LABEL_COLOR, HEX_COLOR } from './palette.js';

export const labelNameSchema = singleLine(
  z.string({ error: LABEL_MESSAGES.name }).trim().min(1, LABEL_MESSAGES.name).max(LABEL_NAME_MAX, LABEL_MESSAGES.nameMax),
  'Label name',
);

/** #rrggbb, stored lower-case. */
export const labelColorSchema = z
  .string({ error: LABEL_MESSAGES.color })
  .trim()
  .regex(HEX_COLOR, LABEL_MESSAGES.color)
  .transform((c) => c.toLowerCase());

export const LabelInput = z.object({ name: labelNameSchema, color: labelColorSchema.default(DEFAULT_LABEL_COLOR) });

export const LabelUpdateInput = z
  .object({ name: labelNameSchema.optional(), color: labelColorSchema.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, { message: LABEL_MESSAGES.nothing });

/** The key names are unique by, per user: the same on SQLite and PostgreSQL. */
export const labelNameKey = (name: string) => name.trim().toLocaleLowerCase('en-US');

const labelId = z.union([z.number(), z.string()], { error: LABEL_MESSAGES.taskLabels });

/** A task's labels: label ids (REST numbers or GraphQL IDs), which the server checks are the viewer's. */
export const taskLabelsSchema = z.array(labelId, { error: LABEL_MESSAGES.taskLabels }).max(MAX_TASK_LABELS, `labels: at most ${MAX_TASK_LABELS} per task`);
