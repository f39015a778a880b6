import { builder } from '../../graphql/builder.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { ChatActionRef, ChatMessageRef, ChatReplyChunkRef } from './ChatMessage.js';
import { chatHistory, clearChat, sendChatMessage, undoChatAction } from './service.js';

builder.queryField('chatHistory', (t) =>
  t.field({
    type: [ChatMessageRef],
    authScopes: { signedIn: true },
    description: 'The chat with the assistant, oldest first',
    resolve: (_r, _a, ctx) => chatHistory(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'sendChatMessage',
  {
    inputFields: (t) => ({
      message: t.string({ required: true }),
      tzOffsetMinutes: t.int({ required: false, description: 'the client offset from UTC in minutes, east positive, for "today" and "tomorrow"' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: (_r, { input }, ctx) => sendChatMessage(ctx, ctx.viewer, { message: input.message, tzOffsetMinutes: input.tzOffsetMinutes ?? undefined }),
  },
  {
    outputFields: (t) => ({
      text: t.string({ resolve: (p) => p.text }),
      actions: t.field({ type: [ChatActionRef], resolve: (p) => p.actions }),
      messageRowId: t.int({ resolve: (p) => p.messageId }),
      timestamp: t.field({ type: 'DateTime', resolve: (p) => p.timestamp }),
    }),
  },
);

const ClearChatPayload = builder.objectRef<{ success: boolean; deleted: number }>('ClearChatPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), deleted: t.exposeInt('deleted') }),
});

builder.mutationField('clearChat', (t) =>
  t.field({ type: ClearChatPayload, authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => clearChat(ctx, ctx.viewer) }),
);

builder.relayMutationField(
  'undoChatAction',
  { inputFields: (t) => ({ messageRowId: t.int({ required: true }), index: t.int({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: (_r, { input }, ctx) => undoChatAction(ctx, ctx.viewer, { messageId: input.messageRowId, index: input.index }),
  },
  {
    outputFields: (t) => ({
      message: t.string({ resolve: (p) => p.message }),
      action: t.field({ type: ChatActionRef, resolve: (p) => p.action }),
    }),
  },
);

builder.subscriptionField('chatReply', (t) =>
  t.field({
    type: ChatReplyChunkRef,
    description: "The assistant's reply to the signed-in user, piece by piece as it is written",
    ...liveSubscription('signedIn', (ctx, viewer) => ctx.pubsub.subscribe('chat:reply', viewer.id)),
    resolve: (chunk) => chunk,
  }),
);
