import { useState } from 'react';
import { Check, ChevronsUpDown, Folder, ListTodo } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Input } from '../../components/ui/Input.tsx';
import { useDialogLayer } from '../../components/ui/dialogLayers.ts';
import { cn } from '../../lib/cn.ts';
import { optionTag, useSearchedOptions, type PickerOption } from './useSearchedOptions.ts';

type Props = {
  id?: string;
  /** What the closed picker says: the choice, or a placeholder when `chosen` is false. */
  summary: string;
  chosen: boolean;
  searchLabel: string;
  listLabel: string;
  options: readonly PickerOption[];
  picked: ReadonlySet<string>;
  onPick: (option: PickerOption) => void;
  /** Several picks stay open for more; a single pick closes the picker. */
  multiple: boolean;
};

/** A button that opens a searchable list of open tasks (and projects), searching the server too. */
export function SearchPicker({ id, summary, chosen, searchLabel, listLabel, options, picked, onPick, multiple }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { shown, searching } = useSearchedOptions(options, search);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };
  useDialogLayer(open, () => changeOpen(false));
  const pick = (option: PickerOption) => {
    onPick(option);
    if (!multiple) changeOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className="flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 text-left text-sm shadow-xs hover:bg-slate-50 focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none"
        >
          <span className={cn('truncate', chosen ? 'text-slate-900' : 'text-slate-400')}>{summary}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search" aria-label={searchLabel} className="mb-2 h-9" />
          <ul role="listbox" aria-multiselectable={multiple} aria-label={listLabel} className="grid max-h-64 gap-0.5 overflow-y-auto">
            {shown.map((option) => {
              const selected = picked.has(optionTag(option));
              const Icon = option.kind === 'project' ? Folder : ListTodo;
              return (
                <li key={optionTag(option)} role="option" aria-selected={selected}>
                  <button
                    type="button"
                    onClick={() => pick(option)}
                    className={cn(
                      'flex w-full cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
                      selected ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <Icon className="size-4 shrink-0 text-slate-400" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    <span className="text-[11px] text-slate-400">{option.kind}</span>
                    <Check className={cn('size-4 shrink-0 text-indigo-600', !selected && 'invisible')} aria-hidden />
                  </button>
                </li>
              );
            })}
            {shown.length === 0 && <li className="px-2 py-4 text-center text-sm text-slate-500">{searching ? 'Searching…' : 'Nothing matches.'}</li>}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
