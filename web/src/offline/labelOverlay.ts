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

/** The task records in the store (read from its source: a store proxy cannot list its records). */
export function taskRecordIds(source: { getRecordIDs(): string[]; get(id: string): { [field: string]: unknown } | null | undefined }): string[] {
  return source.getRecordIDs().filter((id) => source.get(id)?.__typename === 'Task');
}

/** The labels queued for deletion: they stay off every screen until the delete replays. */
export function deletedLabelIds(actions: PendingAction[]): Set<number> {
  return new Set(actions.filter((a) => isLabelAction(a) && a.type === 'DELETE').map(labelRowIdOf));
}

/**
 * The label records for a task's label ids, or null when a label of the server's is not in the store
 * (no screen has listed it: the server's answer brings it). Labels being deleted are left off, and so
 * is a label made offline that is gone (refused, or deleted before it synced).
 */
export function taskLabelRecords(store: RecordSourceSelectorProxy, rowIds: unknown[], deleted: ReadonlySet<number>): RecordProxy[] | null {
  const records: RecordProxy[] = [];
  for (const rowId of rowIds.map(Number)) {
    if (deleted.has(rowId)) continue;
    const record = store.get(relayLabelId(rowId));
    if (record) records.push(record);
    else if (rowId > 0) return null;
  }
  return byName(records);
}

/**
 * Shows the queued label changes (labelQueue.ts) in the Relay store, oldest first: a label made
 * offline joins the list (with its negative rowId, so the task page's picker and the quick add offer
 * it), a rename or recolour shows, a deleted label leaves the list and the tasks (`taskIds`: the
 * store's task records).
 */
export function overlayLabels(store: RecordSourceSelectorProxy, actions: PendingAction[], taskIds: readonly string[] = []) {
  for (const action of actions.filter(isLabelAction)) {
    const rowId = labelRowIdOf(action);
    const id = relayLabelId(rowId);
    if (action.type === 'DELETE') {
      removeLabel(store, rowId, taskIds);
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

/**
 * A deleted label leaves the list and every task at once (`taskIds`: the store's task records). The
 * record itself stays (a refused delete brings it back), except a label made offline: it never
 * reached the server, so nothing can bring it back.
 */
export function removeLabel(store: RecordSourceSelectorProxy, rowId: number, taskIds: readonly string[]) {
  const id = relayLabelId(rowId);
  editList(store, (labels) => labels.filter((l) => l.getDataID() !== id));
  for (const taskId of taskIds) {
    const task = store.get(taskId);
    const labels = task?.getLinkedRecords('labels');
    if (!task || !labels?.some((l) => l?.getDataID() === id)) continue;
    task.setLinkedRecords(
      labels.filter((l) => l && l.getDataID() !== id),
      'labels',
    );
  }
  if (rowId < 0) store.delete(id);
}

/**
 * The server's labels after a change of ours was refused: each label on screen takes the server's
 * name and colour, and one the server no longer has leaves the list and the tasks. The queued
 * changes are laid over them again afterwards (overlayLabels).
 */
export function restoreServerLabels(
  store: RecordSourceSelectorProxy,
  server: ReadonlyArray<{ id: number; name: string; color: string }>,
  taskIds: readonly string[],
) {
  const known = new Set(server.map((l) => l.id));
  for (const label of server) {
    const record = store.get(relayLabelId(label.id));
    if (!record) continue;
    record.setValue(label.name, 'name');
    record.setValue(label.color, 'color');
  }
  const listed = store.getRoot().getLinkedRecords('labels') ?? [];
  for (const record of listed) {
    const rowId = Number(record?.getValue('rowId'));
    if (rowId > 0 && !known.has(rowId)) removeLabel(store, rowId, taskIds);
  }
  editList(store, (labels) => labels);
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
