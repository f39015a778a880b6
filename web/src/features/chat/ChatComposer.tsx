import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { SUGGESTIONS } from './welcome.ts';

type Props = { sending: boolean; showSuggestions: boolean; onSend: (text: string) => Promise<boolean> };

/** The message box: Enter sends, Shift+Enter breaks the line; blank text never goes out. */
export function ChatComposer({ sending, showSuggestions, onSend }: Props) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const blank = !text.trim();

  const submit = async (value = text) => {
    if (!value.trim() || sending) return;
    setText('');
    const sent = await onSend(value);
    if (!sent) setText(value); // the user's words are kept on failure
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className="grid gap-2 border-t border-slate-200 bg-white/80 p-3 sm:p-4">
      {showSuggestions && (
        <div className="flex flex-wrap gap-1.5" aria-label="Suggestions">
          {SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              disabled={sending}
              onClick={() => void submit(s)}
              className="cursor-pointer rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium text-slate-600 hover:border-indigo-200 hover:bg-indigo-50 hover:text-indigo-700"
            >
              {s}
            </button>
          ))}
        </div>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void submit();
        }}
      >
        <textarea
          ref={inputRef}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask me anything about your tasks..."
          aria-label="Message"
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs field-sizing-content placeholder:text-slate-400',
            'focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none',
          )}
        />
        <Button type="submit" size="lg" className="size-11 px-0" disabled={blank || sending} aria-label="Send">
          {sending ? <Spinner /> : <SendHorizontal aria-hidden />}
        </Button>
      </form>
    </div>
  );
}
