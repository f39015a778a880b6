import { builder } from '../../graphql/builder.js';
import type { PresentedAction } from './actions.js';
import type { ChatMessageView } from './service.js';

export const ChatActionType = builder.enumType('ChatActionType', {
  values: ['create_task', 'complete_task', 'reopen_task', 'update_task', 'delete_task', 'create_project', 'start_timer', 'plan_day'] as const,
});

export const ChatActionRef = builder.objectRef<PresentedAction>('ChatAction').implement({
  description: 'Something the assistant did for a message; undo it with undoChatAction',
  fields: (t) => ({
    index: t.exposeInt('index'),
    type: t.field({ type: ChatActionType, resolve: (a) => a.type }),
    label: t.exposeString('label'),
    taskRowId: t.exposeInt('taskId', { nullable: true }),
    date: t.exposeString('date', { nullable: true }),
    undone: t.exposeBoolean('undone'),
  }),
});

export const ChatRole = builder.enumType('ChatRole', { values: ['user', 'assistant'] as const });

export const ChatMessageRef = builder.objectRef<ChatMessageView>('ChatMessage').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    role: t.field({ type: ChatRole, resolve: (m) => m.role }),
    content: t.exposeString('content'),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
    actions: t.field({ type: [ChatActionRef], resolve: (m) => m.actions }),
  }),
});

export const ChatReplyChunkRef = builder.objectRef<{ delta: string; done: boolean; messageId?: number }>('ChatReplyChunk').implement({
  fields: (t) => ({
    delta: t.exposeString('delta', { description: 'the next piece of the reply text' }),
    done: t.exposeBoolean('done', { description: 'the reply is complete (or failed)' }),
    messageRowId: t.int({ nullable: true, description: 'the stored reply, on the last chunk', resolve: (c) => c.messageId ?? null }),
  }),
});
