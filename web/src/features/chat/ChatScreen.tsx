import { Suspense, useCallback } from 'react';
import { Bot } from 'lucide-react';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ClearChatButton } from './ClearChatButton.tsx';
import { ProviderBadge } from './ProviderBadge.tsx';
import { QuietBoundary } from './QuietBoundary.tsx';
import { useChat, type ChatEntry } from './useChat.ts';
import { useChatReplyStream } from './useChatReplyStream.ts';
import { useFillViewport } from './useFillViewport.ts';

/** Claude AI Chat (spec section 2): talk to the assistant, which can act on your tasks. */
export default function ChatScreen() {
  const chat = useChat();
  useChatReplyStream(chat.appendDelta);
  const { undo } = chat;
  const onUndo = useCallback(
    async (entry: ChatEntry, index: number) => {
      const action = entry.actions.find((a) => a.index === index);
      if (action) await undo(entry, action);
    },
    [undo],
  );
  const frame = useFillViewport<HTMLElement>();
  const userLabel = chat.user?.name || chat.user?.username || 'You';

  return (
    <section
      aria-label="Chat"
      ref={frame.ref}
      style={{ height: frame.height }}
      className="mx-auto flex h-[calc(100dvh-11.5rem)] min-h-[26rem] max-w-4xl flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-slate-50/60 shadow-sm md:h-[calc(100dvh-10rem)]"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-5">
        <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-sm">
          <Bot className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-900">Assistant</h2>
          <div className="mt-0.5 flex items-center gap-2 text-xs text-slate-500">
            <QuietBoundary>
              <Suspense fallback={null}>
                <ProviderBadge />
              </Suspense>
            </QuietBoundary>
          </div>
        </div>
        <ClearChatButton disabled={chat.entries.length === 0 || chat.sending} onClear={chat.clear} />
      </header>
      <ChatMessageList entries={chat.entries} loaded={chat.loaded} userName={chat.user?.name} userLabel={userLabel} onUndo={onUndo} />
      <ChatComposer sending={chat.sending} showSuggestions={chat.loaded && chat.entries.length === 0} onSend={chat.send} />
    </section>
  );
}
