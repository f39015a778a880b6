import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The task connections kept on screen (both declared with `filters: []`, so each has one record
 * whatever the filters: the latest fetch fills it). Writes and live events update them in place.
 */
export const TASK_CONNECTION_KEYS = ['useTaskListFlat_tasks', 'useTaskListGrouped_tasks'] as const;

type Store = RecordSourceSelectorProxy;

export function taskConnections(store: Store): RecordProxy[] {
  const root = store.getRoot();
  return TASK_CONNECTION_KEYS.map((key) => ConnectionHandler.getConnection(root, key)).filter((c): c is RecordProxy => !!c);
}

function hasNode(connection: RecordProxy, id: string) {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}

/**
 * Replayed creates that a list with pages still to load skipped: the page in flight may have been
 * read before the task existed, so each is offered again once that list has its last page
 * (insertWaitingTasks). Record ids only; a task deleted meanwhile is no longer in the store.
 */
const waitingForLastPage = new Set<string>();

/**
 * Adds the task at the end of every list that does not hold it yet (a live event may have come first).
 * `onlyWhereAllLoaded`: a task that may predate the list's read (a replayed event) joins only lists
 * with no further page; a list with more waits for its last page, which may or may not hold it.
 * Returns whether a list still waits for it.
 */
export function insertTask(store: Store, task: RecordProxy, { onlyWhereAllLoaded = false } = {}) {
  let waiting = false;
  for (const connection of taskConnections(store)) {
    if (hasNode(connection, task.getDataID())) continue;
    if (onlyWhereAllLoaded && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') !== false) {
      waiting = true;
      continue;
    }
    const edge = ConnectionHandler.createEdge(store, connection, task, 'TaskEdge');
    ConnectionHandler.insertEdgeAfter(connection, edge);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
  if (waiting) waitingForLastPage.add(task.getDataID());
  else waitingForLastPage.delete(task.getDataID());
  return waiting;
}

export const hasWaitingTasks = () => waitingForLastPage.size > 0;

/** Offers the waiting replayed creates again: to be run when a list has loaded its last page. */
export function insertWaitingTasks(store: Store) {
  for (const id of [...waitingForLastPage]) {
    const task = store.get(id);
    if (task) insertTask(store, task, { onlyWhereAllLoaded: true });
    else waitingForLastPage.delete(id);
  }
}

/** Takes the task out of every list (and keeps the lists' totals right). */
export function removeTask(store: Store, id: string) {
  for (const connection of taskConnections(store)) {
    if (!hasNode(connection, id)) continue;
    ConnectionHandler.deleteNode(connection, id);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number' && total > 0) connection.setValue(total - 1, 'totalCount');
  }
}

/** Adds `delta` to a project's task counts (optimistic; the server's counts replace them). */
export function bumpProjectCounts(store: Store, projectId: string | null | undefined, delta: { tasks?: number; completed?: number }) {
  const project = projectId ? store.get(projectId) : null;
  if (!project) return;
  const bump = (field: string, by = 0) => {
    const value = project.getValue(field);
    if (typeof value === 'number') project.setValue(Math.max(0, value + by), field);
  };
  bump('taskCount', delta.tasks);
  bump('completedTaskCount', delta.completed);
}
