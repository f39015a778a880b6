import { FALLBACK_USER_ID } from './constants.ts';
import type { LocalTask, SyncStatus } from './types.ts';

/** A server task (REST shape, spec section 3) as a synced local copy. */
export function fromServer(task: Record<string, unknown>): LocalTask {
  return {
    ...task,
    id: task.id as number,
    name: String(task.name ?? ''),
    description: (task.description as string | null) ?? null,
    completed: Boolean(task.completed),
    timeSpent: Number(task.timeSpent ?? 0),
    userId: Number(task.userId ?? FALLBACK_USER_ID),
    priority: Number(task.priority ?? 1),
    duration: Number(task.duration ?? 0),
    projectId: (task.projectId as number | null) ?? null,
    projectName: (task.projectName as string | null) ?? null,
    syncStatus: 'synced',
    isOffline: false,
    pendingSync: false,
  };
}

export function isPending(task: LocalTask): boolean {
  return task.syncStatus === 'new' || task.syncStatus === 'modified';
}

/** Spec section 4: saving a new task offline marks it new, an existing one modified. */
export function markPending(task: LocalTask, status: Exclude<SyncStatus, 'synced'>): LocalTask {
  return { ...task, syncStatus: status, isOffline: true, pendingSync: true };
}

/**
 * Online load (spec section 4): the server's tasks, plus local tasks that have string ids or that
 * the server lacks while they wait to sync; a pending local copy replaces the server's.
 * `deleted` are ids whose DELETE still waits in the queue.
 */
export function mergeWithServer(server: LocalTask[], local: LocalTask[], deleted: ReadonlySet<number | string> = new Set()): LocalTask[] {
  const pending = new Map(local.filter(isPending).map((t) => [t.id, t]));
  const merged = server.filter((t) => !deleted.has(t.id)).map((t) => pending.get(t.id) ?? t);
  const serverIds = new Set(server.map((t) => t.id));
  for (const t of local) {
    if (deleted.has(t.id) || serverIds.has(t.id)) continue;
    if (typeof t.id === 'string' || isPending(t)) merged.push(t);
  }
  return merged;
}
