import { Bot } from 'lucide-react';
import { CAPABILITIES, welcomeGreeting } from './welcome.ts';

/** The assistant's greeting while there is no history yet. */
export function WelcomeMessage({ name }: { name: string | null | undefined }) {
  return (
    <li data-testid="chat-message" data-role="assistant" data-welcome className="flex animate-rise-in gap-3">
      <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-sm">
        <Bot className="size-4" />
      </span>
      <div
        aria-label="Assistant"
        className="max-w-[85%] rounded-2xl rounded-tl-md border border-slate-200 bg-white px-4 py-3 text-sm leading-relaxed text-slate-800 shadow-xs sm:max-w-[75%]"
      >
        <p>{welcomeGreeting(name)}</p>
        <ul className="mt-2 grid gap-1">
          {CAPABILITIES.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-400" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
