import { z } from 'zod';
import { isoDateTime, isoDay, type ApiModule } from '../../http/openapi/apiRoute.js';
import type { PresentedAction } from './actions.js';
import { ChatInput } from './validation.js';

const ACTION_TYPES = [
  'create_task',
  'complete_task',
  'reopen_task',
  'update_task',
  'delete_task',
  'create_project',
  'start_timer',
  'plan_day',
] as const satisfies readonly PresentedAction['type'][];

/** Something the assistant did for a message (actions.ts), undoable. */
const ChatActionBody = z
  .strictObject({
    index: z.number().int(),
    type: z.enum(ACTION_TYPES),
    label: z.string(),
    taskId: z.number().int().nullable(),
    date: isoDay.nullable(),
    undone: z.boolean(),
  })
  .meta({ id: 'ChatAction' });

const ChatMessageBody = z
  .strictObject({
    id: z.number().int(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    timestamp: isoDateTime,
    actions: z.array(ChatActionBody),
  })
  .meta({ id: 'ChatMessage' });

const ChatReply = z
  .strictObject({ text: z.string(), actions: z.array(ChatActionBody), messageId: z.number().int(), timestamp: isoDateTime })
  .meta({ id: 'ChatReply' });

export const chatApi: ApiModule = {
  tag: 'Chat',
  description: 'The assistant chat.',
  routes: [
    { method: 'post', path: '/chat', errors: [502, 504], summary: 'Send a message', body: ChatInput, response: ChatReply },
    { method: 'post', path: '/chat/clear', summary: 'Clear the history', response: z.strictObject({ success: z.literal(true), deleted: z.number().int() }) },
    { method: 'get', path: '/chat/history', summary: 'The history', response: z.array(ChatMessageBody) },
    {
      method: 'post',
      path: '/chat/actions/:messageId/:index/undo',
      summary: 'Undo an action the assistant took',
      response: z.strictObject({ message: z.string().meta({ description: 'what undoing did' }), action: ChatActionBody }),
    },
  ],
};
