import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LocalTask, PendingAction, SyncStatus } from './types.ts';

/** The browser database of spec section 3: named after the product, version 1. */
export const DB_NAME = 'streamline';
export const DB_VERSION = 1;
export const TASKS = 'tasks';
export const PENDING = 'pendingActions';

export const DB_ERRORS = {
  open: 'Failed to open offline database',
  getTasks: 'Failed to get tasks from IndexedDB',
  getPending: 'Failed to get pending tasks from IndexedDB',
  saveTask: 'Failed to save task to IndexedDB',
  deleteTask: (id: number | string) => `Failed to delete task ${id} from IndexedDB`,
  addPending: 'Failed to add pending action to IndexedDB',
  notFound: (id: number | string) => `Task with ID ${id} not found`,
} as const;

interface StreamlineDB extends DBSchema {
  tasks: { key: number | string; value: LocalTask };
  pendingActions: { key: string; value: PendingAction };
}

let opening: Promise<IDBPDatabase<StreamlineDB>> | null = null;

export function openOfflineDb(): Promise<IDBPDatabase<StreamlineDB>> {
  opening ??= openDB<StreamlineDB>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(TASKS)) db.createObjectStore(TASKS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(PENDING)) db.createObjectStore(PENDING, { keyPath: 'id' });
    },
    blocking() {
      // another tab upgrades: let it (version 1 has no upgrade yet, but never block one)
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw new Error(DB_ERRORS.open, { cause: error });
  });
  return opening;
}

async function attempt<T>(message: string, run: (db: IDBPDatabase<StreamlineDB>) => Promise<T>): Promise<T> {
  try {
    return await run(await openOfflineDb());
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** Every local task; an empty list when the store fails (spec section 8). */
export async function getTasks(): Promise<LocalTask[]> {
  try {
    return await attempt(DB_ERRORS.getTasks, (db) => db.getAll(TASKS));
  } catch (error) {
    console.error(error);
    return [];
  }
}

/** Tasks with new or modified sync status; an empty list when the store fails. */
export async function getPendingTasks(): Promise<LocalTask[]> {
  try {
    const all = await attempt(DB_ERRORS.getPending, (db) => db.getAll(TASKS));
    return all.filter((t) => t.syncStatus === 'new' || t.syncStatus === 'modified');
  } catch (error) {
    console.error(error);
    return [];
  }
}

export async function getTask(id: number | string): Promise<LocalTask | undefined> {
  try {
    return await attempt(DB_ERRORS.getTasks, (db) => db.get(TASKS, id));
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

export function saveTask(task: LocalTask): Promise<void> {
  return attempt(DB_ERRORS.saveTask, async (db) => void (await db.put(TASKS, task)));
}

export function deleteLocalTask(id: number | string): Promise<void> {
  return attempt(DB_ERRORS.deleteTask(id), (db) => db.delete(TASKS, id));
}

/** Sets a task's sync status; throws "Task with ID {id} not found" for an unknown id. */
export async function updateSyncStatus(id: number | string, syncStatus: SyncStatus): Promise<LocalTask> {
  const db = await openOfflineDb();
  const tx = db.transaction(TASKS, 'readwrite');
  const task = await tx.store.get(id);
  if (!task) throw new Error(DB_ERRORS.notFound(id));
  const next = { ...task, syncStatus, pendingSync: syncStatus !== 'synced' };
  await tx.store.put(next);
  await tx.done;
  return next;
}

/** Replaces the synced copies with the server's list, keeping every task that still has pending work. */
export function mirrorServerTasks(server: LocalTask[], keep: (local: LocalTask) => boolean): Promise<void> {
  return attempt(DB_ERRORS.saveTask, async (db) => {
    const tx = db.transaction(TASKS, 'readwrite');
    const locals = await tx.store.getAll();
    const kept = new Set(locals.filter(keep).map((t) => t.id));
    for (const t of locals) if (!kept.has(t.id)) await tx.store.delete(t.id);
    for (const t of server) if (!kept.has(t.id)) await tx.store.put(t);
    await tx.done;
  });
}

export function addPendingAction(action: PendingAction): Promise<void> {
  return attempt(DB_ERRORS.addPending, async (db) => void (await db.put(PENDING, action)));
}

/** The queue, oldest first. */
export async function getPendingActions(): Promise<PendingAction[]> {
  const all = await attempt(DB_ERRORS.getPending, (db) => db.getAll(PENDING));
  return all.sort((a, b) => a.seq - b.seq);
}

export function removePendingAction(id: string): Promise<void> {
  return attempt(DB_ERRORS.getPending, (db) => db.delete(PENDING, id));
}

export function clearOfflineData(): Promise<void> {
  return attempt(DB_ERRORS.open, async (db) => {
    const tx = db.transaction([TASKS, PENDING], 'readwrite');
    await tx.objectStore(TASKS).clear();
    await tx.objectStore(PENDING).clear();
    await tx.done;
  });
}
