import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks.js';
import { fetchQuery, type Subscription } from 'relay-runtime';
import type { useOpenTaskSearchQuery } from '../../__generated__/useOpenTaskSearchQuery.graphql.ts';

const searchQuery = graphql`
  query useOpenTaskSearchQuery($search: String!) {
    tasks(completed: false, search: $search, first: 50, orderBy: PRIORITY) {
      edges {
        node {
          rowId
          name
        }
      }
    }
  }
`;

export type FoundTask = { rowId: number; name: string };
type Found = { term: string; tasks: readonly FoundTask[] };
const NOTHING: Found = { term: '', tasks: [] };
/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 200;

/**
 * The open tasks matching `search` (name or description), asked of the server once typing pauses:
 * a picker loads only the first page of open tasks, and a user with more must still find the rest.
 * Offline, or before the answer (`searching`), it finds nothing and the picker searches what it loaded.
 */
export function useOpenTaskSearch(search: string): { tasks: readonly FoundTask[]; searching: boolean } {
  const environment = useRelayEnvironment();
  const [found, setFound] = useState<Found>(NOTHING);
  const term = search.trim();
  useEffect(() => {
    if (!term) return;
    let subscription: Subscription | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useOpenTaskSearchQuery>(environment, searchQuery, { search: term }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setFound({ term, tasks: data.tasks.edges.map((edge) => edge.node) }),
        error: () => setFound({ term, tasks: [] }),
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, term]);
  return found.term === term ? { tasks: found.tasks, searching: false } : { tasks: NOTHING.tasks, searching: term !== '' };
}
