import { z } from 'zod';
import { emailSchema } from '../auth/validation.js';
import { singleLine } from '../validation/singleLine.js';
import { ASSIGN_MESSAGES } from './assignMessages.js';

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || undefined);

/** Assignment-email request (spec section 3); taskId comes from the path in REST. */
export const AssignInput = z.object({
  assigneeEmail: emailSchema,
  assigneeName: singleLine(
    z.string({ error: ASSIGN_MESSAGES.assigneeName }).trim().min(1, ASSIGN_MESSAGES.assigneeName).max(100, ASSIGN_MESSAGES.assigneeNameMax),
    'Assignee name',
  ),
  senderName: singleLine(z.string({ error: ASSIGN_MESSAGES.senderName }).trim().max(100, ASSIGN_MESSAGES.senderName), 'Sender name')
    .nullish()
    .transform((v) => v || undefined),
  customMessage: optionalText(5000, ASSIGN_MESSAGES.customMessage),
  previewOnly: z.boolean({ error: ASSIGN_MESSAGES.previewOnly }).default(false),
  emailContent: z
    .string({ error: ASSIGN_MESSAGES.emailContent })
    .max(20000, ASSIGN_MESSAGES.emailContentMax)
    .refine((v) => v.trim() !== '', ASSIGN_MESSAGES.emailContent)
    .nullish(),
});
