import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { globalId } from '../features/tasks/globalIds.ts';
import { isLabelAction, labelRowIdOf } from './labelQueue.ts';
import type { PendingAction } from './types.ts';

export const relayLabelId = (rowId: number) => globalId('Label', rowId);

const byName = (labels: RecordProxy[]) =>
  [...labels].sort((a, b) => String(a.getValue('name')).localeCompare(String(b.getValue('name')), undefined, { sensitivity: 'base' }));

/** Rewrites the viewer's label list (only when a screen has loaded it: an empty one would pass for the server's). */
function editList(store: RecordSourceSelectorProxy, edit: (labels: RecordProxy[]) => RecordProxy[]) {
  const root = store.getRoot();
  const labels = root.getLinkedRecords('labels');
  if (!labels) return;
  root.setLinkedRecords(byName(edit(labels.filter((l): l is RecordProxy => !!l))), 'labels');
}

/**
 * Shows the queued label changes (labelQueue.ts) in the Relay store, oldest first: a label made
 * offline joins the list (with its negative rowId, so the task page's picker and the quick add offer
 * it), a rename or recolour shows, a deleted label leaves the list.
 */
export function overlayLabels(store: RecordSourceSelectorProxy, actions: PendingAction[]) {
  for (const action of actions.filter(isLabelAction)) {
    const rowId = labelRowIdOf(action);
    const id = relayLabelId(rowId);
    if (action.type === 'DELETE') {
      editList(store, (labels) => labels.filter((l) => l.getDataID() !== id));
      continue;
    }
    const body = JSON.parse(action.data.body ?? '{}') as { name?: string; color?: string };
    const record = store.get(id) ?? (action.type === 'CREATE' ? store.create(id, 'Label') : null);
    if (!record) continue;
    if (action.type === 'CREATE') {
      record.setValue(id, 'id');
      record.setValue(rowId, 'rowId');
      if (record.getValue('createdAt') == null) record.setValue(action.data.timestamp, 'createdAt');
      editList(store, (labels) => [...labels.filter((l) => l.getDataID() !== id), record]);
    }
    if (body.name !== undefined) record.setValue(body.name, 'name');
    if (body.color !== undefined) record.setValue(body.color, 'color');
    if (body.name !== undefined) editList(store, (labels) => labels);
  }
}

/** A label leaves the list at once (deleted offline). */
export function removeLabel(store: RecordSourceSelectorProxy, rowId: number) {
  editList(store, (labels) => labels.filter((l) => l.getDataID() !== relayLabelId(rowId)));
}

/**
 * After a replay: labels made offline give way to the server's (`created`: temp rowId → the server's
 * label); any other temp label left in the list (its create refused) goes, and the overlay then
 * shows what is still queued.
 */
export function replaceLocalLabels(store: RecordSourceSelectorProxy, created: Map<number, { id: number; name: string; color: string; createdAt?: string }>) {
  for (const [temp, label] of created) {
    const id = relayLabelId(label.id);
    const record = store.get(id) ?? store.create(id, 'Label');
    record.setValue(id, 'id');
    record.setValue(label.id, 'rowId');
    record.setValue(label.name, 'name');
    record.setValue(label.color, 'color');
    record.setValue(label.createdAt ?? new Date().toISOString(), 'createdAt');
    editList(store, (labels) => labels.map((l) => (l.getDataID() === relayLabelId(temp) ? record : l)));
  }
  editList(store, (labels) => labels.filter((l) => Number(l.getValue('rowId')) > 0));
}
