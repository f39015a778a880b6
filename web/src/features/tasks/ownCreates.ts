import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { insertTask, taskConnections } from './taskConnections.ts';

/**
 * The task creates this tab has sent and not had answered yet, and the live 'created' events held
 * back meanwhile. An event can reach the tab before its create's answer; Relay keeps the create's
 * optimistic row on screen over it, so inserting the event's task would show the task twice. The
 * event does not say which client made the task, so an event for a task like one in flight (same
 * project, parent and name) waits until no such create is in flight; the tasks the answers brought
 * are dropped from it then, and the rest (another tab's, or a create that failed) join the lists.
 * A create the offline replay sends counts too (sync.ts): its task shows under its temporary id until
 * the replay's answer is in the store.
 */
type Held = { id: string; onlyWhereAllLoaded: boolean };

const inFlight = new Map<string, number>();
const held = new Map<string, Held[]>();

type TaskKey = { projectRowId: unknown; parentRowId?: unknown; name: unknown };

const keyOf = ({ projectRowId, parentRowId, name }: TaskKey) => JSON.stringify([projectRowId, parentRowId ?? null, String(name ?? '').trim()]);
const keyOfRecord = (task: RecordProxy) =>
  keyOf({ projectRowId: task.getValue('projectRowId'), parentRowId: task.getValue('parentRowId'), name: task.getValue('name') });

export type OwnCreate = {
  /** Ends the create (`answerId`: the task its answer brought, none when it failed), in a store update. */
  finish(store: RecordSourceSelectorProxy, answerId?: string): void;
  readonly finished: boolean;
};

export function startOwnCreate(task: { projectRowId: number; parentRowId?: number | null; name: string }): OwnCreate {
  const key = keyOf(task);
  inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  let finished = false;
  return {
    get finished() {
      return finished;
    },
    finish(store, answerId) {
      if (finished) return;
      finished = true;
      const waiting = (held.get(key) ?? []).filter((event) => event.id !== answerId);
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) {
        inFlight.set(key, left);
        held.set(key, waiting);
        return;
      }
      inFlight.delete(key);
      held.delete(key);
      for (const event of waiting) {
        const record = store.get(event.id);
        if (record) insertTask(store, record, { onlyWhereAllLoaded: event.onlyWhereAllLoaded });
      }
    },
  };
}

/** Holds back a created task that a create of this tab still in flight may have made; false when none may have. */
export function holdIfOwnCreate(task: RecordProxy, { onlyWhereAllLoaded = false } = {}): boolean {
  const key = keyOfRecord(task);
  if (!inFlight.has(key)) return false;
  const id = task.getDataID();
  held.set(key, [...(held.get(key) ?? []).filter((event) => event.id !== id), { id, onlyWhereAllLoaded }]);
  return true;
}

/**
 * Created tasks held while the lists show a task created offline like them under its temporary id
 * (a negative rowId): in any tab, the replay of that create (this tab's or another's) makes the
 * server's task, whose event can come before the tab swaps its temporary record for it.
 */
const heldForTemp = new Map<string, { key: string; onlyWhereAllLoaded: boolean }>();

function listedTempKeys(store: RecordSourceSelectorProxy): Set<string> {
  const keys = new Set<string>();
  for (const connection of taskConnections(store))
    for (const edge of connection.getLinkedRecords('edges') ?? []) {
      const node = edge?.getLinkedRecord('node');
      const rowId = node?.getValue('rowId');
      if (node && typeof rowId === 'number' && rowId < 0) keys.add(keyOfRecord(node));
    }
  return keys;
}

/** Holds back a created task while a task created offline like it is listed under its temporary id; false when none is. */
export function holdWhileShownOffline(store: RecordSourceSelectorProxy, task: RecordProxy, { onlyWhereAllLoaded = false } = {}): boolean {
  const key = keyOfRecord(task);
  if (!listedTempKeys(store).has(key)) return false;
  heldForTemp.set(task.getDataID(), { key, onlyWhereAllLoaded });
  return true;
}

/**
 * After temporary records left the lists (swapped for the server's tasks, refused, deleted): the
 * tasks held for them join the lists (one already listed, as the swap's own task is, stays once).
 */
export function releaseHeldForTemps(store: RecordSourceSelectorProxy) {
  if (!heldForTemp.size) return;
  const keys = listedTempKeys(store);
  for (const [id, { key, onlyWhereAllLoaded }] of heldForTemp) {
    if (keys.has(key)) continue;
    heldForTemp.delete(id);
    const record = store.get(id);
    if (record) insertTask(store, record, { onlyWhereAllLoaded });
  }
}
