import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks.js';
import { fetchQuery, type Subscription } from 'relay-runtime';
import type { useGlobalSearchQuery, useGlobalSearchQuery$data } from '../../__generated__/useGlobalSearchQuery.graphql.ts';
import { MAX_SEARCH_LENGTH } from '../../../../shared/search/limits.ts';

const searchQuery = graphql`
  query useGlobalSearchQuery($q: String!) {
    search(q: $q) {
      tasks {
        rowId
        name
        highlightedName
        snippet
        completed
        projectName
      }
      projects {
        rowId
        name
        highlightedName
        snippet
      }
      labels {
        rowId
        name
        highlightedName
        color
      }
    }
  }
`;

export type SearchHits = useGlobalSearchQuery$data['search'];
const NOTHING: SearchHits = { tasks: [], projects: [], labels: [] };
/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 120;

/**
 * What the server's full-text search finds for `text` (tasks, projects, labels), asked once typing
 * pauses. `searching` while an answer for the current text is awaited (the last answer stays shown).
 */
export function useGlobalSearch(text: string): { hits: SearchHits; searching: boolean; failed: boolean } {
  const environment = useRelayEnvironment();
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const [found, setFound] = useState<{ q: string; hits: SearchHits; failed: boolean }>({ q: '', hits: NOTHING, failed: false });
  useEffect(() => {
    if (!q) return;
    let subscription: Subscription | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useGlobalSearchQuery>(environment, searchQuery, { q }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setFound({ q, hits: data.search, failed: false }),
        error: () => setFound({ q, hits: NOTHING, failed: true }),
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, q]);
  if (!q) return { hits: NOTHING, searching: false, failed: false };
  return { hits: found.hits, searching: found.q !== q, failed: found.q === q && found.failed };
}
