import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

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
  const conn = connection(store);
  if (!conn) return;
  const edges = (conn.getLinkedRecords('edges') ?? []).filter((e) => e !== null && e !== undefined);
  const rank = new Map(ids.map((id, i) => [id, i]));
  const idOf = (e: (typeof edges)[number]) => e.getLinkedRecord('node')?.getDataID() ?? '';
  const sorted = [...edges].sort((a, b) => (rank.get(idOf(a)) ?? ids.length) - (rank.get(idOf(b)) ?? ids.length));
  conn.setLinkedRecords(sorted, 'edges');
}
