import { useMemo } from 'react';
import { X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { PrioritySelect_query$key } from '../../__generated__/PrioritySelect_query.graphql.ts';
import { SearchPicker } from './SearchPicker.tsx';
import { optionTag, type PickerOption } from './useSearchedOptions.ts';

/** A task (sent as its row id) or a project (sent as its name): the planner's priorities list. */
export type PriorityPick = PickerOption;

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
  const options = useMemo<PickerOption[]>(
    () => [
      ...data.projects.edges.map(({ node }) => ({ key: node.name, label: node.name, kind: 'project' as const })),
      ...data.openTasks.edges.map(({ node }) => ({ key: String(node.rowId), label: node.name, kind: 'task' as const })),
    ],
    [data],
  );
  const picked = new Set(value.map(optionTag));
  const toggle = (option: PriorityPick) => {
    const tag = optionTag(option);
    onChange(picked.has(tag) ? value.filter((v) => optionTag(v) !== tag) : [...value, option]);
  };

  return (
    <div className="grid gap-2">
      <SearchPicker
        id={id}
        summary={value.length ? `${value.length} selected` : 'Tasks or projects to plan first'}
        chosen={value.length > 0}
        searchLabel="Search priorities"
        listLabel="Priorities"
        options={options}
        picked={picked}
        onPick={toggle}
        multiple
      />
      {value.length > 0 && (
        <ol className="flex flex-wrap gap-1.5" aria-label="Planned first">
          {value.map((v, i) => (
            <li
              key={optionTag(v)}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset"
            >
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
