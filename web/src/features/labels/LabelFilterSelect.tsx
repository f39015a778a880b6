import { graphql, useFragment } from 'react-relay/hooks.js';
import type { LabelFilterSelect_query$key } from '../../__generated__/LabelFilterSelect_query.graphql.ts';
import { Select } from '../tasks/ui/controls.tsx';

type Props = { query: LabelFilterSelect_query$key; value: number[]; onChange: (rowIds: number[]) => void; className?: string };

/** The Task List's label filter: any label, or one of the viewer's labels (a saved filter may name several). */
export function LabelFilterSelect({ query, value, onChange, className }: Props) {
  const data = useFragment(
    graphql`
      fragment LabelFilterSelect_query on Query {
        labels {
          rowId
          name
        }
      }
    `,
    query,
  );
  const labels = (data.labels ?? []).filter(Boolean);
  return (
    <Select
      aria-label="Label filter"
      className={className}
      value={value.length > 1 ? 'several' : (value[0] ?? '')}
      onChange={(e) => onChange(Number(e.target.value) ? [Number(e.target.value)] : [])}
    >
      <option value="">Any label</option>
      {value.length > 1 && (
        <option value="several" disabled>
          {value.length} labels
        </option>
      )}
      {labels.map((l) => (
        <option key={l.rowId} value={l.rowId}>
          {l.name}
        </option>
      ))}
    </Select>
  );
}
