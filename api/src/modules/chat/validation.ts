import { z } from 'zod';
import { MAX_ROW_ID } from '../../../../shared/validation/rowIds.js';
import { tzOffset } from '../ai/validation.js';

export const MESSAGE_MAX = 4000;

export const ChatInput = z.object({
  message: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  tzOffsetMinutes: tzOffset.optional().default(0),
});

export const UndoParams = z.object({
  messageId: z.coerce.number({ error: 'Message not found' }).int('Message not found').positive('Message not found').max(MAX_ROW_ID, 'Message not found'),
  index: z.coerce.number({ error: 'Action not found' }).int('Action not found').min(0, 'Action not found'),
});
