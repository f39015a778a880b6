import { useEffect, useRef } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ChatBubble } from './ChatBubble.tsx';
import type { ChatEntry } from './useChat.ts';
import { WelcomeMessage } from './WelcomeMessage.tsx';

type Props = {
  entries: ChatEntry[];
  loaded: boolean;
  userName: string | null | undefined;
  userLabel: string;
  onUndo: (entry: ChatEntry, index: number) => Promise<void>;
};

/** The conversation, kept scrolled to its newest message. */
export function ChatMessageList({ entries, loaded, userName, userLabel, onUndo }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = entries[entries.length - 1];
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: 'smooth' });
  }, [entries.length, last?.content, last?.actions.length]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-5 sm:px-6">
      {!loaded && entries.length === 0 ? (
        <div role="status" className="flex h-full items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner className="text-indigo-600" /> Loading conversation...
        </div>
      ) : (
        <ol className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5" aria-label="Conversation" aria-live="polite">
          {entries.length === 0 && <WelcomeMessage name={userName} />}
          {entries.map((entry) => (
            <ChatBubble key={entry.key} entry={entry} userLabel={userLabel} onUndo={onUndo} />
          ))}
        </ol>
      )}
    </div>
  );
}
