import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { LabelPicker_query$key } from '../../__generated__/LabelPicker_query.graphql.ts';
import { cn } from '../../lib/cn.ts';

type Props = { query: LabelPicker_query$key; selected: readonly number[]; onToggle: (rowId: number) => void; disabled?: boolean };

/** Every label of the viewer as a toggle chip (a checkbox to assistive tech): checked ones are on the task. */
export function LabelPicker({ query, selected, onToggle, disabled }: Props) {
  const data = useFragment(
    graphql`
      fragment LabelPicker_query on Query {
        labels {
          id
          rowId
          name
          color
        }
      }
    `,
    query,
  );
  const labels = (data.labels ?? []).filter(Boolean);
  if (!labels.length) {
    return (
      <p className="text-sm text-slate-500">
        No labels yet.{' '}
        <Link to="/settings#labels" className="font-medium text-indigo-600 hover:underline">
          Create labels in Settings
        </Link>
      </p>
    );
  }
  return (
    <ul aria-label="Choose labels" className="flex flex-wrap gap-1.5">
      {labels.map((l) => {
        const on = selected.includes(l.rowId);
        return (
          <li key={l.id}>
            <button
              type="button"
              role="checkbox"
              aria-checked={on}
              disabled={disabled}
              onClick={() => onToggle(l.rowId)}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-60',
                on ? 'border-transparent text-slate-900' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
              )}
              style={on ? { backgroundColor: `${l.color}26`, boxShadow: `inset 0 0 0 1px ${l.color}` } : undefined}
            >
              <span className="size-2 rounded-full" style={{ backgroundColor: l.color }} aria-hidden />
              {l.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
