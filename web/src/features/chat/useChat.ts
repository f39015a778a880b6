import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { errorMessage } from '../../lib/http.ts';
import { chatApi, isUnauthorized, type ChatActionView, type ChatMessageDto } from './chatApi.ts';
import { CHAT_MESSAGES, PENDING_TEXT } from './messages.ts';

export type ChatEntry = {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string;
  actions: ChatActionView[];
  /** the stored message (needed to undo its actions) */
  rowId?: number;
  /** pending: the "..." placeholder; streaming: chunks are arriving; failed: a user message that was not sent */
  status?: 'pending' | 'streaming' | 'failed';
};

let counter = 0;
const localKey = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

const fromDto = (m: ChatMessageDto): ChatEntry => ({
  key: `m-${m.id}`,
  role: m.role,
  content: m.content,
  timestamp: m.timestamp,
  actions: m.actions ?? [],
  rowId: m.id,
});

function failed(error: unknown, message: string) {
  if (isUnauthorized(error)) console.error('Chat request unauthorized', error);
  else toast({ title: 'Error', description: message, variant: 'destructive' });
}

/**
 * The conversation with the assistant (spec section 2, chat screen): history on authentication
 * and whenever the page is visible again, optimistic sends with a "..." placeholder, clear, undo.
 */
export function useChat() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated' && !!user;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [sending, setSending] = useState(false);
  const pendingKey = useRef<string | null>(null);

  const loadHistory = useCallback(async () => {
    try {
      const history = await chatApi.history();
      // a reply being written stays on screen; it is not stored yet
      if (!pendingKey.current) setEntries(history.map(fromDto));
    } catch (error) {
      failed(error, CHAT_MESSAGES.historyFailed);
    } finally {
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    if (!authenticated) {
      setEntries([]); // logging out empties the chat
      setLoaded(false);
      return;
    }
    void loadHistory();
    const onVisible = () => document.visibilityState === 'visible' && void loadHistory();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [authenticated, user?.id, loadHistory]);

  useEffect(() => {
    const onLogout = () => {
      pendingKey.current = null;
      setEntries([]);
    };
    window.addEventListener('streamline:logout', onLogout);
    return () => window.removeEventListener('streamline:logout', onLogout);
  }, []);

  /** A chunk of the reply being written (from the chatReply subscription). */
  const appendDelta = useCallback((delta: string) => {
    const key = pendingKey.current;
    if (!key || !delta) return;
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, content: (e.status === 'pending' ? '' : e.content) + delta, status: 'streaming' } : e)));
  }, []);

  /** Sends one message; resolves false when it failed (the composer then keeps the text). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || !authenticated || pendingKey.current) return false;
      const userKey = localKey('user');
      const replyKey = localKey('reply');
      pendingKey.current = replyKey;
      setSending(true);
      setEntries((list) => [
        ...list,
        { key: userKey, role: 'user', content: message, timestamp: new Date().toISOString(), actions: [] },
        { key: replyKey, role: 'assistant', content: PENDING_TEXT, actions: [], status: 'pending' },
      ]);
      try {
        const reply = await chatApi.send(message);
        setEntries((list) =>
          list.map((e) =>
            e.key === replyKey
              ? {
                  key: reply.messageId ? `m-${reply.messageId}` : replyKey,
                  role: 'assistant',
                  content: reply.text,
                  timestamp: reply.timestamp,
                  actions: reply.actions ?? [],
                  rowId: reply.messageId,
                }
              : e,
          ),
        );
        return true;
      } catch (error) {
        setEntries((list) => list.filter((e) => e.key !== replyKey).map((e) => (e.key === userKey ? { ...e, status: 'failed' } : e)));
        failed(error, CHAT_MESSAGES.sendFailed);
        return false;
      } finally {
        pendingKey.current = null;
        setSending(false);
      }
    },
    [authenticated],
  );

  const clear = useCallback(async () => {
    try {
      await chatApi.clear();
      setEntries([]);
      toast({ title: 'Chat cleared', description: CHAT_MESSAGES.cleared, variant: 'success' });
    } catch (error) {
      failed(error, CHAT_MESSAGES.clearFailed);
    }
  }, []);

  const undo = useCallback(async (entry: ChatEntry, action: ChatActionView) => {
    if (!entry.rowId) return;
    try {
      const result = await chatApi.undo(entry.rowId, action.index);
      setEntries((list) =>
        list.map((e) => (e.key === entry.key ? { ...e, actions: e.actions.map((a) => (a.index === action.index ? result.action : a)) } : e)),
      );
      toast({ title: 'Undone', description: result.message });
    } catch (error) {
      if (isUnauthorized(error)) console.error('Chat request unauthorized', error);
      else toast({ title: 'Could not undo', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }, []);

  return { entries, loaded, sending, send, clear, undo, appendDelta, user };
}
