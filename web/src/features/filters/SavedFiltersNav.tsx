import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { SavedFiltersNavQuery } from '../../__generated__/SavedFiltersNavQuery.graphql.ts';
import { SavedFilterLink } from './SavedFilterLink.tsx';

type Props = { collapsed: boolean; variant?: 'sidebar' | 'menu'; onNavigate?: () => void };

/** The sidebar's and the mobile menu's "Filters": the viewer's saved filters (nothing while they load or when there are none). */
export function SavedFiltersNav(props: Props) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SavedFiltersList {...props} />
      </Suspense>
    </QuietBoundary>
  );
}

function SavedFiltersList({ collapsed, variant, onNavigate }: Props) {
  const data = useLazyLoadQuery<SavedFiltersNavQuery>(
    graphql`
      query SavedFiltersNavQuery {
        savedFilters {
          id
          ...SavedFilterLink_filter
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const filters = (data.savedFilters ?? []).filter(Boolean);
  if (!filters.length) return null;
  return (
    <section aria-label="Saved filters" className="mt-4 grid gap-0.5">
      {!collapsed && <h2 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">Filters</h2>}
      {filters.map((f) => (
        <SavedFilterLink key={f.id} filter={f} collapsed={collapsed} variant={variant} onNavigate={onNavigate} />
      ))}
    </section>
  );
}

/** The sidebar stays whole when the filters cannot be read. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
