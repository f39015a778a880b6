import { AlertCircle, Bot } from 'lucide-react';
import { format } from 'date-fns';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { cn } from '../../lib/cn.ts';
import { ChatActionChip } from './ChatActionChip.tsx';
import type { ChatEntry } from './useChat.ts';

type Props = { entry: ChatEntry; userLabel: string; onUndo?: (entry: ChatEntry, index: number) => Promise<void> };

/** One message: the user's on the right, the assistant's on the left with the actions it took. */
export function ChatBubble({ entry, userLabel, onUndo }: Props) {
  const mine = entry.role === 'user';
  const pending = entry.status === 'pending';
  return (
    <li data-testid="chat-message" data-role={entry.role} data-status={entry.status} className={cn('flex animate-rise-in gap-3', mine && 'flex-row-reverse')}>
      {mine ? (
        <UserAvatar label={userLabel} className="size-8" />
      ) : (
        <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-sm">
          <Bot className="size-4" />
        </span>
      )}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1.5 sm:max-w-[75%]', mine && 'items-end')}>
        <div
          aria-label={mine ? 'You' : 'Assistant'}
          aria-busy={pending || undefined}
          className={cn(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap',
            mine ? 'rounded-tr-md bg-indigo-600 text-white' : 'rounded-tl-md border border-slate-200 bg-white text-slate-800 shadow-xs',
            pending && 'text-slate-400',
            entry.status === 'failed' && 'bg-indigo-400',
          )}
        >
          {pending ? <TypingDots /> : entry.content}
        </div>
        {entry.actions.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Actions taken">
            {entry.actions.map((action) => (
              <ChatActionChip
                key={action.index}
                action={action}
                canUndo={!!entry.rowId && !!onUndo}
                onUndo={() => onUndo?.(entry, action.index) ?? Promise.resolve()}
              />
            ))}
          </ul>
        )}
        {entry.status === 'failed' ? (
          <p className="flex items-center gap-1 text-xs text-red-600">
            <AlertCircle className="size-3" aria-hidden /> Not sent
          </p>
        ) : (
          entry.timestamp && (
            <time className="px-1 text-[11px] text-slate-400" dateTime={entry.timestamp}>
              {format(new Date(entry.timestamp), 'HH:mm')}
            </time>
          )
        )}
      </div>
    </li>
  );
}

/** The "..." placeholder, gently animated. */
function TypingDots() {
  return (
    <span className="inline-flex items-center gap-0.5 font-semibold tracking-widest" aria-label="Assistant is typing">
      <span className="animate-pulse">.</span>
      <span className="animate-pulse [animation-delay:150ms]">.</span>
      <span className="animate-pulse [animation-delay:300ms]">.</span>
    </span>
  );
}
