import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceSelectorProxy } from 'relay-runtime';
import { labelKey, pendingAction } from './queue.ts';
import { overlayLabels, relayLabelId, removeLabel, restoreServerLabels, taskLabelRecords, taskRecordIds } from './labelOverlay.ts';
import type { PendingAction } from './types.ts';

/** A Relay store as the screens leave it: the viewer's labels listed, tasks carrying some of them. */
function storeWith(labels: Array<{ rowId: number; name: string }>, tasks: Record<string, number[]>) {
  const source = new RecordSource();
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('no network here'))), store: new Store(source) });
  const update = (fn: (store: RecordSourceSelectorProxy) => void) => commitLocalUpdate(environment, fn);
  update((store) => {
    const records = labels.map(({ rowId, name }) => {
      const record = store.create(relayLabelId(rowId), 'Label');
      record.setValue(relayLabelId(rowId), 'id');
      record.setValue(rowId, 'rowId');
      record.setValue(name, 'name');
      record.setValue('#16a34a', 'color');
      return record;
    });
    store.getRoot().setLinkedRecords(records, 'labels');
    for (const [id, rowIds] of Object.entries(tasks)) {
      const task = store.create(id, 'Task');
      task.setLinkedRecords(
        rowIds.map((rowId) => store.get(relayLabelId(rowId)) ?? null),
        'labels',
      );
    }
  });
  const read = () => {
    let seen = { list: [] as string[], tasks: {} as Record<string, string[]> };
    update((store) => {
      const names = (records: ReadonlyArray<{ getValue(name: string): unknown } | null> | null | undefined) =>
        (records ?? []).flatMap((l) => (l ? [String(l.getValue('name'))] : []));
      seen = {
        list: names(store.getRoot().getLinkedRecords('labels')),
        tasks: Object.fromEntries(Object.keys(tasks).map((id) => [id, names(store.get(id)?.getLinkedRecords('labels'))])),
      };
    });
    return seen;
  };
  return { update, read, taskIds: () => taskRecordIds(environment.getStore().getSource()) };
}

const labelAction = (type: PendingAction['type'], method: string, rowId: number, body?: unknown): PendingAction => ({
  ...pendingAction(type, method, type === 'CREATE' ? '/api/labels' : `/api/labels/${rowId}`, body),
  entityType: 'label',
  entityId: labelKey(rowId),
});

describe('labels on screen', () => {
  it('a deleted label leaves the list and every task carrying it at once', () => {
    const screen = storeWith(
      [
        { rowId: 1, name: 'Home' },
        { rowId: 2, name: 'Work' },
      ],
      { 'task-a': [1, 2], 'task-b': [1], 'task-c': [2] },
    );
    expect(screen.taskIds().sort()).toEqual(['task-a', 'task-b', 'task-c']);
    const taskIds = screen.taskIds();
    screen.update((store) => removeLabel(store, 1, taskIds));
    expect(screen.read()).toEqual({ list: ['Work'], tasks: { 'task-a': ['Work'], 'task-b': [], 'task-c': ['Work'] } });
  });

  it('a delete still queued keeps the label off the tasks each time the overlay runs (after a remembered answer brought it back)', () => {
    const screen = storeWith([{ rowId: 1, name: 'Home' }], { 'task-a': [1] });
    screen.update((store) => overlayLabels(store, [labelAction('DELETE', 'DELETE', 1)], screen.taskIds()));
    expect(screen.read()).toEqual({ list: [], tasks: { 'task-a': [] } });
  });

  it("a task's labels leave out those being deleted and a label made offline that is gone; an unknown label of the server's waits for its answer", () => {
    const screen = storeWith(
      [
        { rowId: 1, name: 'Home' },
        { rowId: -5, name: 'Calls' },
      ],
      {},
    );
    screen.update((store) => {
      expect(taskLabelRecords(store, [1, -5], new Set())?.map((l) => l.getValue('name'))).toEqual(['Calls', 'Home']);
      expect(taskLabelRecords(store, [1, -5], new Set([1]))?.map((l) => l.getValue('name'))).toEqual(['Calls']);
      expect(taskLabelRecords(store, [1, -6], new Set())?.map((l) => l.getValue('name'))).toEqual(['Home']);
      expect(taskLabelRecords(store, [1, 9], new Set())).toBeNull();
    });
  });

  it('a refused rename shows the server’s name again, and a label the server no longer has goes', () => {
    const screen = storeWith(
      [
        { rowId: 1, name: 'Home' },
        { rowId: 2, name: 'Work' },
      ],
      { 'task-a': [1, 2] },
    );
    screen.update((store) => overlayLabels(store, [labelAction('UPDATE', 'PATCH', 1, { name: 'House' })]));
    expect(screen.read().list).toEqual(['House', 'Work']);
    // the rename was refused (and left the queue); the server has Home, and Work was deleted elsewhere
    const taskIds = screen.taskIds();
    screen.update((store) => restoreServerLabels(store, [{ id: 1, name: 'Home', color: '#16a34a' }], taskIds));
    expect(screen.read()).toEqual({ list: ['Home'], tasks: { 'task-a': ['Home'] } });
  });
});
