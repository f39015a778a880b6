import { storedIdPairs } from './storedIdPairs.ts';

/**
 * The server's ids of tasks created offline (temp id → id), kept once their create replays. The tab
 * that replays a create knows the pair from the answer; another tab showing the same task only sees
 * its temporary copy leave the local store, and reads here which server task took its place. Temp ids
 * are unique on this device, so one list serves every user; only the newest are kept.
 */
const stored = storedIdPairs<string>('streamline-created-task-ids', 200);

/** Pairs remembered in this tab, should storage be unavailable. */
const known = new Map<string, number>();

/** A task created offline was created on the server with this id (remembered before the replay's local write commits). */
export function rememberServerTaskId(tempId: string, serverId: number) {
  known.set(tempId, serverId);
  // when storage is full or disabled, other tabs drop the temporary copy and show the task at their next answer
  stored.remember(tempId, serverId);
}

/** The server's id of a task created offline whose create has replayed (in any tab), if known. */
export function serverTaskIdOf(tempId: string): number | undefined {
  return known.get(tempId) ?? stored.read().find(([temp]) => temp === tempId)?.[1];
}
