import { graphql, useFragment } from 'react-relay/hooks.js';
import type { LabelFilterSelect_query$key } from '../../__generated__/LabelFilterSelect_query.graphql.ts';
import { Select } from '../tasks/ui/controls.tsx';

type Props = { query: LabelFilterSelect_query$key; value: number | null; onChange: (rowId: number | null) => void; className?: string };

/** The Task List's label filter: any label, or one of the viewer's labels. */
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
    <Select aria-label="Label filter" className={className} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value) || null)}>
      <option value="">Any label</option>
      {labels.map((l) => (
        <option key={l.rowId} value={l.rowId}>
          {l.name}
        </option>
      ))}
    </Select>
  );
}
