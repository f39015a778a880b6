import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { LinkGrid_query$key } from '../../__generated__/LinkGrid_query.graphql.ts';
import type { LinkGridReorderMutation } from '../../__generated__/LinkGridReorderMutation.graphql.ts';
import { orderAfterDrop, sortAnnouncements, useSortSensors } from '../../components/sortable/sortableGrid.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { EmptyLinks } from './EmptyLinks.tsx';
import { LinkTile } from './LinkTile.tsx';
import { orderLinks } from './linkConnection.ts';

type Props = { query: LinkGrid_query$key };

/** The user's links in their order; dragging one (or Space + arrows on its handle) saves the new order. */
export function LinkGrid({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment LinkGrid_query on Query {
        links(first: 100) @connection(key: "LinkGrid_links") {
          edges {
            node {
              id
              label
              ...LinkTile_link
            }
          }
        }
      }
    `,
    query,
  );
  const links = data.links.edges.map((e) => e.node);
  const ids = links.map((l) => l.id);
  const labels = new Map(links.map((l) => [l.id, l.label]));
  const [commit] = useMutation<LinkGridReorderMutation>(graphql`
    mutation LinkGridReorderMutation($input: ReorderLinksInput!) {
      reorderLinks(input: $input) {
        links {
          id
          position
        }
      }
    }
  `);
  const sensors = useSortSensors();

  const onDragEnd = (event: DragEndEvent) => {
    const next = orderAfterDrop(ids, event);
    if (!next) return;
    commit({
      variables: { input: { linkIds: next } },
      optimisticUpdater: (store) => orderLinks(store, next),
      updater: (store) => orderLinks(store, next),
      onError: (error) => void toast({ title: 'Could not save the new order', description: error.message, variant: 'destructive' }),
    });
  };

  const announcements = sortAnnouncements(ids, (id) => labels.get(id) ?? 'link');

  if (links.length === 0) return <EmptyLinks />;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul aria-label="Your links" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {links.map((link) => (
            <LinkTile key={link.id} link={link} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
