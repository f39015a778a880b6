import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { orderConnection } from '../../components/sortable/sortableGrid.ts';

export const LINKS_CONNECTION = 'LinkGrid_links';
const EDGE_TYPE = 'QueryLinksConnectionEdge';

function connection(store: RecordSourceSelectorProxy) {
  return ConnectionHandler.getConnection(store.getRoot(), LINKS_CONNECTION);
}

/** A new link goes to the end of the list, as the server places it. */
export function appendLink(store: RecordSourceSelectorProxy, rootField: string) {
  const link = store.getRootField(rootField)?.getLinkedRecord('link');
  const conn = connection(store);
  if (!link || !conn) return;
  const edges = conn.getLinkedRecords('edges') ?? [];
  if (edges.some((e) => e?.getLinkedRecord('node')?.getDataID() === link.getDataID())) return;
  ConnectionHandler.insertEdgeAfter(conn, ConnectionHandler.createEdge(store, conn, link, EDGE_TYPE));
}

export function removeLink(store: RecordSourceSelectorProxy, id: string) {
  const conn = connection(store);
  if (conn) ConnectionHandler.deleteNode(conn, id);
}

/** Puts the connection's edges in the given order of link ids (others keep their place after them). */
export function orderLinks(store: RecordSourceSelectorProxy, ids: readonly string[]) {
  orderConnection(store, LINKS_CONNECTION, ids);
}
