import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { insertTask, insertWaitingTasks, TASK_CONNECTION_KEYS } from './taskConnections.ts';

/** A Relay store holding the Task List's connection (as usePaginationFragment leaves it) and tasks. */
function storeWithList({ hasNextPage, taskIds }: { hasNextPage: boolean; taskIds: string[] }) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('no network here'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const root = store.getRoot();
    const connection = store.create(`client:root:__${TASK_CONNECTION_KEYS[0]}_connection`, 'TaskConnection');
    root.setLinkedRecord(connection, `__${TASK_CONNECTION_KEYS[0]}_connection`);
    const pageInfo = store.create(`${connection.getDataID()}:pageInfo`, 'PageInfo');
    pageInfo.setValue(hasNextPage, 'hasNextPage');
    connection.setLinkedRecord(pageInfo, 'pageInfo');
    connection.setValue(taskIds.length, 'totalCount');
    connection.setLinkedRecords(
      taskIds.map((id, i) => {
        const edge = store.create(`${connection.getDataID()}:edge:${i}`, 'TaskEdge');
        edge.setLinkedRecord(makeTask(store, id), 'node');
        return edge;
      }),
      'edges',
    );
  });
  const update = (fn: (store: RecordSourceSelectorProxy) => void) => commitLocalUpdate(environment, fn);
  const listed = () => {
    let ids: string[] = [];
    let total: unknown;
    update((store) => {
      const connection = store.getRoot().getLinkedRecord(`__${TASK_CONNECTION_KEYS[0]}_connection`)!;
      ids = (connection.getLinkedRecords('edges') ?? []).map((edge) => edge!.getLinkedRecord('node')!.getDataID());
      total = connection.getValue('totalCount');
    });
    return { ids, total };
  };
  /** The last page arrives: its tasks are added and the list has no further page. */
  const lastPage = (ids: string[]) =>
    update((store) => {
      const connection = store.getRoot().getLinkedRecord(`__${TASK_CONNECTION_KEYS[0]}_connection`)!;
      const edges = connection.getLinkedRecords('edges') ?? [];
      const added = ids.map((id, i) => {
        const edge = store.create(`${connection.getDataID()}:page:${id}:${i}`, 'TaskEdge');
        edge.setLinkedRecord(store.get(id) ?? makeTask(store, id), 'node');
        return edge;
      });
      connection.setLinkedRecords([...edges, ...added], 'edges');
      connection.getLinkedRecord('pageInfo')!.setValue(false, 'hasNextPage');
    });
  return { update, listed, lastPage };
}

function makeTask(store: RecordSourceSelectorProxy, id: string): RecordProxy {
  const task = store.get(id) ?? store.create(id, 'Task');
  task.setValue(id, 'id');
  return task;
}

/** A replayed create, as useTaskChanges hands it over: the task normalized into the store first. */
const replayedCreate = (id: string) => (store: RecordSourceSelectorProxy) => insertTask(store, makeTask(store, id), { onlyWhereAllLoaded: true });

describe('a replayed create and a list that still has pages to load', () => {
  it('skips the list while pages are to come, then adds the task once the last page arrived without it', () => {
    const list = storeWithList({ hasNextPage: true, taskIds: ['t1', 't2'] });
    list.update(replayedCreate('new'));
    expect(list.listed()).toEqual({ ids: ['t1', 't2'], total: 2 });
    list.lastPage(['t3']); // read before the task was created
    list.update(insertWaitingTasks);
    list.update(insertWaitingTasks); // run again (another list's last page): no second copy
    expect(list.listed()).toEqual({ ids: ['t1', 't2', 't3', 'new'], total: 3 });
  });

  it('does not add it twice when the last page already holds it', () => {
    const list = storeWithList({ hasNextPage: true, taskIds: ['t1'] });
    list.update(replayedCreate('new'));
    list.lastPage(['new']);
    list.update(insertWaitingTasks);
    expect(list.listed().ids).toEqual(['t1', 'new']);
  });

  it('forgets a task deleted before the last page arrived', () => {
    const list = storeWithList({ hasNextPage: true, taskIds: ['t1'] });
    list.update(replayedCreate('gone'));
    list.update((store) => store.delete('gone'));
    list.lastPage([]);
    list.update(insertWaitingTasks);
    expect(list.listed().ids).toEqual(['t1']);
  });

  it('adds a replayed create at once to a list that has all its pages, and a live create to any list', () => {
    const loaded = storeWithList({ hasNextPage: false, taskIds: ['t1'] });
    loaded.update(replayedCreate('replayed'));
    expect(loaded.listed()).toEqual({ ids: ['t1', 'replayed'], total: 2 });
    const paged = storeWithList({ hasNextPage: true, taskIds: ['t1'] });
    paged.update((store) => insertTask(store, makeTask(store, 'live')));
    expect(paged.listed()).toEqual({ ids: ['t1', 'live'], total: 2 });
  });
});
