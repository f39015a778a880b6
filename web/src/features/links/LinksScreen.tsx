import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { LinksScreenQuery } from '../../__generated__/LinksScreenQuery.graphql.ts';
import { AddLinkCard } from './AddLinkCard.tsx';
import { LinkGrid } from './LinkGrid.tsx';

/** /links ("Quick Links" in the header): the user's links, kept in the order they arrange. */
export default function LinksScreen() {
  const data = useLazyLoadQuery<LinksScreenQuery>(
    graphql`
      query LinksScreenQuery {
        ...LinkGrid_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <AddLinkCard />
      <section aria-labelledby="links-title" className="grid gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="links-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Your links
          </h2>
          <p className="hidden text-xs text-slate-400 sm:block">Drag a link by its handle to reorder</p>
        </div>
        <LinkGrid query={data} />
      </section>
    </div>
  );
}
