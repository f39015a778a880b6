import { ApiError, apiRequest } from '../../lib/http.ts';
import { rememberedGet } from '../../offline/rememberedGet.ts';

/** The chat calls of spec section 7 (plus the undo of an assistant action). */

export type ChatActionType = 'create_task' | 'complete_task' | 'reopen_task' | 'update_task' | 'delete_task' | 'create_project' | 'start_timer' | 'plan_day';
export type ChatActionView = { index: number; type: ChatActionType; label: string; taskId: number | null; date: string | null; undone: boolean };
export type ChatMessageDto = { id: number; role: 'user' | 'assistant'; content: string; timestamp: string; actions?: ChatActionView[] };
export type ChatReplyDto = { text: string; actions?: ChatActionView[]; messageId?: number; timestamp?: string };

/** "string, or an object with a text field" */
function readReply(answer: string | ChatReplyDto): ChatReplyDto {
  return typeof answer === 'string' ? { text: answer } : { ...answer, text: answer.text ?? '' };
}

export const chatApi = {
  // OFFLINE LAYER: the last history read opens offline
  history: () => rememberedGet<ChatMessageDto[]>('/api/chat/history'),
  send: async (message: string) =>
    readReply(await apiRequest<string | ChatReplyDto>('/api/chat', { method: 'POST', body: { message, tzOffsetMinutes: -new Date().getTimezoneOffset() } })),
  clear: () => apiRequest<{ success: boolean }>('/api/chat/clear', { method: 'POST' }),
  undo: (messageId: number, index: number) =>
    apiRequest<{ message: string; action: ChatActionView }>(`/api/chat/actions/${messageId}/${index}/undo`, { method: 'POST' }),
};

/** A 401 / Unauthorized is only logged (spec section 8), never toasted. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /unauthori[sz]ed/i.test(error.message);
}
