import { useMemo, useState } from 'react';
import { Check, ChevronsUpDown, Folder, ListTodo, X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Popover } from 'radix-ui';
import type { PrioritySelect_query$key } from '../../__generated__/PrioritySelect_query.graphql.ts';
import { Input } from '../../components/ui/Input.tsx';
import { cn } from '../../lib/cn.ts';
import { useOpenTaskSearch } from './useOpenTaskSearch.ts';

/** A task (sent as its row id) or a project (sent as its name): the planner's priorities list. */
export type PriorityPick = { key: string; label: string; kind: 'task' | 'project' };

type Props = { query: PrioritySelect_query$key; value: PriorityPick[]; onChange: (next: PriorityPick[]) => void; id?: string };

/** A multi-select of open tasks and projects to plan first, in the order picked. */
export function PrioritySelect({ query, value, onChange, id }: Props) {
  const data = useFragment(
    graphql`
      fragment PrioritySelect_query on Query {
        openTasks: tasks(completed: false, first: 200, orderBy: PRIORITY) {
          edges {
            node {
              rowId
              name
              priority
            }
          }
        }
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
            }
          }
        }
      }
    `,
    query,
  );
  const [search, setSearch] = useState('');
  const options = useMemo<PriorityPick[]>(
    () => [
      ...data.projects.edges.map(({ node }) => ({ key: node.name, label: node.name, kind: 'project' as const })),
      ...data.openTasks.edges.map(({ node }) => ({ key: String(node.rowId), label: node.name, kind: 'task' as const })),
    ],
    [data],
  );
  const needle = search.trim().toLowerCase();
  const { tasks: foundOnServer, searching } = useOpenTaskSearch(search);
  const shown = useMemo(() => {
    if (!needle) return options;
    const matches = options.filter((o) => o.label.toLowerCase().includes(needle));
    // open tasks beyond the 200 loaded (or matching by description), as the server found them
    const listed = new Set(matches.map((o) => `${o.kind}:${o.key}`));
    const more = foundOnServer
      .map((task) => ({ key: String(task.rowId), label: task.name, kind: 'task' as const }))
      .filter((o) => !listed.has(`task:${o.key}`));
    return [...matches, ...more];
  }, [needle, options, foundOnServer]);
  const picked = new Set(value.map((v) => `${v.kind}:${v.key}`));
  const toggle = (option: PriorityPick) => {
    const tag = `${option.kind}:${option.key}`;
    onChange(picked.has(tag) ? value.filter((v) => `${v.kind}:${v.key}` !== tag) : [...value, option]);
  };

  return (
    <div className="grid gap-2">
      <Popover.Root onOpenChange={(open) => !open && setSearch('')}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            className="flex h-10 w-full cursor-pointer items-center justify-between rounded-lg border border-slate-200 bg-white px-3 text-left text-sm shadow-xs hover:bg-slate-50 focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none"
          >
            <span className={value.length ? 'text-slate-900' : 'text-slate-400'}>
              {value.length ? `${value.length} selected` : 'Tasks or projects to plan first'}
            </span>
            <ChevronsUpDown className="size-4 text-slate-400" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          >
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search" aria-label="Search priorities" className="mb-2 h-9" />
            <ul role="listbox" aria-multiselectable aria-label="Priorities" className="grid max-h-64 gap-0.5 overflow-y-auto">
              {shown.map((option) => {
                const selected = picked.has(`${option.kind}:${option.key}`);
                const Icon = option.kind === 'project' ? Folder : ListTodo;
                return (
                  <li key={`${option.kind}:${option.key}`} role="option" aria-selected={selected}>
                    <button
                      type="button"
                      onClick={() => toggle(option)}
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
      {value.length > 0 && (
        <ol className="flex flex-wrap gap-1.5" aria-label="Planned first">
          {value.map((v, i) => (
            <li key={`${v.kind}:${v.key}`} className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset">
              <span className="text-indigo-400">{i + 1}.</span>
              <span className="truncate">{v.label}</span>
              <button
                type="button"
                aria-label={`Remove ${v.label}`}
                onClick={() => toggle(v)}
                className="grid size-4 cursor-pointer place-items-center rounded-full hover:bg-indigo-100"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
