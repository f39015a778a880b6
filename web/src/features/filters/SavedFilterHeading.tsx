import { graphql, useFragment } from 'react-relay/hooks.js';
import { Filter } from 'lucide-react';
import type { SavedFilterHeading_query$key } from '../../__generated__/SavedFilterHeading_query.graphql.ts';

type Props = { query: SavedFilterHeading_query$key; rowId: number | null };

/** The name of the saved filter the Task List shows (?filter=), when it is one of the viewer's. */
export function SavedFilterHeading({ query, rowId }: Props) {
  const data = useFragment(
    graphql`
      fragment SavedFilterHeading_query on Query {
        savedFilters {
          rowId
          name
        }
      }
    `,
    query,
  );
  const filter = rowId ? (data.savedFilters ?? []).find((f) => f?.rowId === rowId) : null;
  if (!filter) return null;
  return (
    <h1 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
      <Filter className="size-4 text-indigo-500" aria-hidden /> {filter.name}
    </h1>
  );
}
