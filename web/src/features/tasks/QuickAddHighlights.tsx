import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { format } from 'date-fns';
import { AtSign, Bell, CalendarDays, Clock, Flag, FolderOpen, Repeat, X, type LucideIcon } from 'lucide-react';
import type { QuickAdd, QuickAddPart, QuickAddPartKind } from '../../../../shared/tasks/quickAdd.ts';
import { formatMinutes } from './format.ts';

const KINDS: Record<QuickAddPartKind, { mark: string; chip: string; icon: LucideIcon; what: string }> = {
  date: { mark: 'bg-sky-100', chip: 'border-sky-200 bg-sky-50 text-sky-800', icon: CalendarDays, what: 'Deadline' },
  recurrence: { mark: 'bg-violet-100', chip: 'border-violet-200 bg-violet-50 text-violet-800', icon: Repeat, what: 'Repeats' },
  priority: { mark: 'bg-rose-100', chip: 'border-rose-200 bg-rose-50 text-rose-800', icon: Flag, what: 'Priority' },
  project: { mark: 'bg-emerald-100', chip: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: FolderOpen, what: 'Project' },
  label: { mark: 'bg-fuchsia-100', chip: 'border-fuchsia-200 bg-fuchsia-50 text-fuchsia-800', icon: AtSign, what: 'Label' },
  reminder: { mark: 'bg-amber-100', chip: 'border-amber-200 bg-amber-50 text-amber-800', icon: Bell, what: 'Reminder' },
  duration: { mark: 'bg-teal-100', chip: 'border-teal-200 bg-teal-50 text-teal-800', icon: Clock, what: 'Duration' },
};

/** The coloured spans behind the input's text: the same font and width, scrolled along with the input. */
export function QuickAddBackdrop({ text, parts, inputRef }: { text: string; parts: readonly QuickAddPart[]; inputRef: RefObject<HTMLInputElement | null> }) {
  const backdrop = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const follow = () => {
      if (backdrop.current) backdrop.current.scrollLeft = input.scrollLeft;
    };
    follow();
    input.addEventListener('scroll', follow);
    input.addEventListener('keyup', follow);
    input.addEventListener('click', follow);
    return () => {
      input.removeEventListener('scroll', follow);
      input.removeEventListener('keyup', follow);
      input.removeEventListener('click', follow);
    };
  });
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const part of parts) {
    if (part.start > at) pieces.push(text.slice(at, part.start));
    pieces.push(
      <mark key={part.start} className={`rounded-sm text-transparent ${KINDS[part.kind].mark}`}>
        {text.slice(part.start, part.end)}
      </mark>,
    );
    at = part.end;
  }
  pieces.push(`${text.slice(at)} `);
  return (
    <div ref={backdrop} aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden text-sm leading-10 whitespace-pre text-transparent">
      {pieces}
    </div>
  );
}

function describe(part: QuickAddPart, parsed: QuickAdd): string {
  switch (part.kind) {
    case 'date': {
      if (!parsed.dueDate) return part.text;
      const [y, m, d] = parsed.dueDate.split('-').map(Number);
      return `${format(new Date(y, m - 1, d), 'EEE d MMM')}${parsed.dueTime ? `, ${parsed.dueTime}` : ''}`;
    }
    case 'priority':
      return `P${parsed.priority}`;
    case 'project':
      return parsed.projectName ?? part.text;
    case 'duration':
      return parsed.duration ? formatMinutes(parsed.duration) : part.text;
    default:
      return part.text;
  }
}

/** What the line was read as, one chip per recognized part; a chip's click keeps its words as plain text. */
export function QuickAddChips({ parsed, onIgnore }: { parsed: QuickAdd; onIgnore: (part: QuickAddPart) => void }) {
  if (!parsed.parts.length) return null;
  return (
    <ul aria-label="Recognized in the line" className="flex flex-wrap gap-1.5 px-2 pb-1">
      {parsed.parts.map((part) => {
        const kind = KINDS[part.kind];
        const Icon = kind.icon;
        const label = describe(part, parsed);
        return (
          <li key={`${part.start}-${part.kind}`}>
            <button
              type="button"
              onClick={() => onIgnore(part)}
              title={`${kind.what}: ${label}. Click to keep "${part.text}" as text`}
              aria-label={`${label}: keep "${part.text}" as text`}
              className={`inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs font-medium hover:line-through ${kind.chip}`}
            >
              <Icon className="size-3" aria-hidden />
              {label}
              <X className="size-3 opacity-60" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
