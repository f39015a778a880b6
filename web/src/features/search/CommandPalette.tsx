import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { CheckCircle2, Circle, CornerDownLeft, FolderKanban, Search, Tag, Terminal } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useDialogLayer } from '../../components/ui/dialogLayers.ts';
import { useStartTimer } from '../pomodoro/useTimerActions.ts';
import { MAX_SEARCH_LENGTH } from '../../../../shared/search/limits.ts';
import { Highlighted } from './Highlighted.tsx';
import { paletteGroups, type PaletteItem } from './paletteItems.ts';
import { useGlobalSearch } from './useGlobalSearch.ts';

type Props = { onClose: () => void; onQuickAdd: () => void; onShowShortcuts: () => void };

/**
 * The command palette (Ctrl/⌘-K): a search box over the server's full-text search (tasks, projects,
 * labels, each match highlighted) and the app's commands. A combobox with its listbox: arrows move,
 * Enter picks, Escape closes; closing returns focus to where it was.
 */
export default function CommandPalette({ onClose, onQuickAdd, onShowShortcuts }: Props) {
  const navigate = useNavigate();
  const { start } = useStartTimer();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  // read while rendering, before the dialog moves the focus: a dialog without a Trigger would
  // otherwise send it nowhere when it closes
  const [returnTo] = useState(() => document.activeElement);
  useDialogLayer(true, onClose);
  const { hits, searching, failed } = useGlobalSearch(text);
  const groups = useMemo(() => paletteGroups(text, hits), [text, hits]);
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const activeIndex = Math.min(active, items.length - 1);
  const listId = useId();
  const optionId = (item: PaletteItem) => `${listId}-${item.id}`;

  const pick = (item: PaletteItem) => {
    onClose();
    if (item.kind === 'task') navigate(`/tasks/${item.rowId}`);
    else if (item.kind === 'project') navigate(`/task-list?project=${item.rowId}`);
    else if (item.kind === 'label') navigate(`/task-list?label=${item.rowId}`);
    else if (item.command === 'newTask') onQuickAdd();
    else if (item.command === 'startTimer') void start({ taskIds: [], names: [] }, () => navigate('/pomodoro'));
    else if (item.command === 'shortcuts') onShowShortcuts();
    else navigate(item.command.slice(3));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (!count) return;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = (moves[event.key] + count) % count;
      setActive(next);
      document.getElementById(optionId(items[next]))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && items[activeIndex]) {
      event.preventDefault();
      pick(items[activeIndex]);
    }
  };

  let index = -1;
  const status = failed ? 'Search failed: check your connection' : searching ? 'Searching…' : text.trim() && items.length === 0 ? 'Nothing found' : '';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
          }}
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[70vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 animate-rise-in flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none"
        >
          <Dialog.Title className="sr-only">Search and commands</Dialog.Title>
          <div className="flex items-center gap-2 border-b border-slate-100 px-4">
            <Search className="size-4 shrink-0 text-slate-400" aria-hidden />
            <input
              value={text}
              maxLength={MAX_SEARCH_LENGTH}
              onChange={(e) => {
                setText(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-label="Search tasks, projects, labels and commands"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={items[activeIndex] ? optionId(items[activeIndex]) : undefined}
              placeholder="Search tasks, projects and labels, or type a command…"
              className="h-12 min-w-0 flex-1 bg-transparent text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
            />
            {searching && <Spinner />}
          </div>
          <div id={listId} role="listbox" aria-label="Results" className="overflow-y-auto p-2">
            {groups.map((group) => (
              <div key={group.heading} role="group" aria-labelledby={`${listId}-${group.heading}`} className="mb-1">
                <div
                  id={`${listId}-${group.heading}`}
                  role="presentation"
                  className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  {group.heading}
                </div>
                {group.items.map((item) => {
                  const i = ++index;
                  return (
                    <div
                      key={item.id}
                      id={optionId(item)}
                      role="option"
                      aria-selected={i === activeIndex}
                      onMouseMove={() => i !== activeIndex && setActive(i)}
                      onClick={() => pick(item)}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-sm',
                        i === activeIndex ? 'bg-indigo-50 text-indigo-950' : 'text-slate-700',
                      )}
                    >
                      <ItemIcon item={item} />
                      <ItemText item={item} />
                      {i === activeIndex && <CornerDownLeft className="mt-0.5 size-4 shrink-0 text-indigo-400" aria-hidden />}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <p role="status" aria-live="polite" className={cn('px-4 text-sm text-slate-500', status && 'pb-4')}>
            {status}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ItemIcon({ item }: { item: PaletteItem }) {
  const className = 'mt-0.5 size-4 shrink-0 text-slate-400';
  if (item.kind === 'task')
    return item.completed ? <CheckCircle2 className={cn(className, 'text-emerald-500')} aria-hidden /> : <Circle className={className} aria-hidden />;
  if (item.kind === 'project') return <FolderKanban className={className} aria-hidden />;
  if (item.kind === 'label') return <Tag className={className} style={{ color: item.color }} aria-hidden />;
  return <Terminal className={className} aria-hidden />;
}

function ItemText({ item }: { item: PaletteItem }) {
  if (item.kind === 'command') {
    return (
      <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
        <span>{item.label}</span>
        {item.hint && <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 font-mono text-xs text-slate-500">{item.hint}</kbd>}
      </span>
    );
  }
  return (
    <span className="grid min-w-0 flex-1">
      <Highlighted html={item.html} className={cn('truncate font-medium', item.kind === 'task' && item.completed && 'text-slate-500 line-through')} />
      {item.kind !== 'label' && item.snippet && <Highlighted html={item.snippet} className="truncate text-xs text-slate-500" />}
      {item.kind === 'task' && <span className="truncate text-xs text-slate-400">{item.detail}</span>}
    </span>
  );
}
