import { localStore } from '../lib/browserStorage.ts';
import { storedIdPairs } from './storedIdPairs.ts';

/**
 * The server's ids of labels made offline (temp rowId → id), kept once their create replays, so an
 * address or a filter that names a label by its temporary id keeps working after it synced (after a
 * reload too). Temporary ids are unique on this device (labelQueue.tempLabelRowId), so one list
 * serves every user; only the newest are kept.
 */
const KEPT = 100;
const stored = storedIdPairs<number>('streamline-label-ids', KEPT);

/** Ids remembered in this tab, should storage be unavailable. */
const known = new Map<number, number>();
let version = 0;
const listeners = new Set<() => void>();

/** A label made offline was created on the server with this id. */
export function rememberServerLabelId(tempRowId: number, serverId: number) {
  stored.remember(tempRowId, serverId); // when storage is full or disabled, `known` still maps it in this tab
  known.set(tempRowId, serverId);
  version += 1;
  listeners.forEach((l) => l());
}

/** The label ids with every temporary id whose label has synced replaced by the server's (in order, without repeats). */
export function toServerLabelIds(rowIds: readonly number[], serverIdOf: (tempRowId: number) => number | undefined): number[] {
  return [...new Set(rowIds.map((id) => (id < 0 ? (serverIdOf(id) ?? id) : id)))];
}

/** toServerLabelIds with the ids remembered on this device. */
export function serverLabelIds(rowIds: readonly number[]): number[] {
  if (!rowIds.some((id) => id < 0)) return [...rowIds];
  const pairs = new Map(stored.read());
  return toServerLabelIds(rowIds, (temp) => pairs.get(temp) ?? known.get(temp));
}

/** For useSyncExternalStore: changes when a label made offline gets its server id. */
export function subscribeLabelIds(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const labelIdsVersion = () => version;

/**
 * Labels deleted on the server (online, or a delete replayed): an answer remembered before that still
 * names them, so the overlay takes them off again when it serves one offline. Ids are never reused.
 */
const DELETED_KEY = 'streamline-deleted-labels';

export function deletedLabels(): number[] {
  try {
    const ids = JSON.parse(localStore.getItem(DELETED_KEY) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberDeletedLabel(rowId: number) {
  try {
    localStore.setItem(DELETED_KEY, JSON.stringify([...deletedLabels().filter((id) => id !== rowId), rowId].slice(-KEPT)));
  } catch {
    /* storage full or disabled: the next online answers are without it anyway */
  }
}
