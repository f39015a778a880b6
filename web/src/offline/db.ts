import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { localWorkChanged } from './localWorkMark.ts';
import { currentUserId } from './offlineUser.ts';
import { isOwnedBy, withOwner } from './ownership.ts';
import { chunks, MIRROR_CHUNK, MIRROR_READ_CHUNK, planMirror, stillApplies, yieldToPage } from './mirror.ts';
import { touchedIds } from './queue.ts';
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

// Every read and write below is the signed-in user's only (ownership.ts): another user's local tasks
// and queued actions stay in the database, unseen, until that user signs in again.
const mine = <T extends LocalTask | PendingAction>(records: T[]) => {
  const me = currentUserId();
  return records.filter((r) => isOwnedBy(r, me));
};

/** Every local task of the signed-in user; throws when the store fails. */
export async function readTasks(): Promise<LocalTask[]> {
  return mine(await attempt(DB_ERRORS.getTasks, (db) => db.getAll(TASKS)));
}

/** Every local task of the signed-in user; an empty list when the store fails (spec section 8). */
export async function getTasks(): Promise<LocalTask[]> {
  try {
    return await readTasks();
  } catch (error) {
    console.error(error);
    return [];
  }
}

export async function getTask(id: number | string): Promise<LocalTask | undefined> {
  try {
    const task = await attempt(DB_ERRORS.getTasks, (db) => db.get(TASKS, id));
    return task && isOwnedBy(task, currentUserId()) ? task : undefined;
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

export function saveTask(task: LocalTask): Promise<void> {
  return attempt(DB_ERRORS.saveTask, async (db) => void (await db.put(TASKS, withOwner(task, currentUserId())))).finally(localWorkChanged);
}

export function deleteLocalTask(id: number | string): Promise<void> {
  return attempt(DB_ERRORS.deleteTask(id), (db) => db.delete(TASKS, id));
}

/** Sets a task's sync status; throws "Task with ID {id} not found" for an unknown id. */
export async function updateSyncStatus(id: number | string, syncStatus: SyncStatus): Promise<LocalTask> {
  const db = await openOfflineDb();
  const tx = db.transaction(TASKS, 'readwrite');
  const task = await tx.store.get(id);
  if (!task || !isOwnedBy(task, currentUserId())) throw new Error(DB_ERRORS.notFound(id));
  const next = { ...task, syncStatus, pendingSync: syncStatus !== 'synced' };
  await tx.store.put(next);
  await tx.done;
  localWorkChanged();
  return next;
}

export type MirrorResult = { written: number; deleted: number; unchanged: number; kept: number; skipped: number };

/** The user's local tasks, read in slices (each a short task) so a big store never blocks the page. */
async function readMineInSlices(me: number | null): Promise<LocalTask[]> {
  const out: LocalTask[] = [];
  let after: IDBValidKey | undefined;
  for (;;) {
    const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
    const slice = await attempt(DB_ERRORS.getTasks, (db) => db.getAll(TASKS, range, MIRROR_READ_CHUNK));
    for (const t of slice) if (isOwnedBy(t, me)) out.push(t);
    if (slice.length < MIRROR_READ_CHUNK) return out;
    after = slice[slice.length - 1].id;
    await yieldToPage();
  }
}

/**
 * Mirrors the server's list over the user's synced copies (see mirror.ts): writes only rows that
 * changed, deletes only vanished rows without pending work, never touches a row `keep` claims, in
 * transactions of at most 200 records that yield to the page in between. Stops if another user signs
 * in meanwhile. Errors carry the spec's text (saving a task).
 */
export async function mirrorServerTasks(server: LocalTask[], keep: (local: LocalTask) => boolean): Promise<MirrorResult> {
  const me = currentUserId();
  const locals = await readMineInSlices(me);
  const plan = planMirror(
    server.map((t) => withOwner(t, me)),
    locals,
    me,
    keep,
  );
  const result: MirrorResult = { written: 0, deleted: 0, unchanged: plan.unchanged, kept: plan.kept, skipped: 0 };
  for (const [i, chunk] of chunks(plan.ops, MIRROR_CHUNK).entries()) {
    if (i > 0) await yieldToPage();
    if (currentUserId() !== me) break; // another user now: their store is not this list's
    await attempt(DB_ERRORS.saveTask, async (db) => {
      const tx = db.transaction(TASKS, 'readwrite');
      const currents = await Promise.all(chunk.map((op) => tx.store.get(op.kind === 'put' ? op.task.id : op.id)));
      const writes: Promise<unknown>[] = [];
      chunk.forEach((op, j) => {
        if (!stillApplies(op, currents[j], me)) return void (result.skipped += 1);
        if (op.kind === 'put') {
          result.written += 1;
          writes.push(tx.store.put(op.task));
        } else {
          result.deleted += 1;
          writes.push(tx.store.delete(op.id));
        }
      });
      await Promise.all(writes);
      await tx.done;
    });
  }
  return result;
}

export function addPendingAction(action: PendingAction): Promise<void> {
  return attempt(DB_ERRORS.addPending, async (db) => void (await db.put(PENDING, withOwner(action, currentUserId())))).finally(localWorkChanged);
}

/** The signed-in user's queue, oldest first. */
export async function getPendingActions(): Promise<PendingAction[]> {
  const all = mine(await attempt(DB_ERRORS.getPending, (db) => db.getAll(PENDING)));
  return all.sort((a, b) => a.seq - b.seq);
}

export function removePendingAction(id: string): Promise<void> {
  return attempt(DB_ERRORS.getPending, (db) => db.delete(PENDING, id));
}

/** What a stretch of replayed answers changes locally, written in one transaction (see replayWrites.ts). */
export type ReplayBatch = {
  /** a create succeeded: the server copy replaces the temp one */
  created: Array<{ localId: string; task: LocalTask }>;
  /** an edit or reorder succeeded: the server copy replaces the local one */
  updated: LocalTask[];
  /** deleted (or gone on the server), or a refused create's local copy */
  gone: Array<number | string>;
  /** queued actions now pointing at a server id */
  retargeted: PendingAction[];
  /** answered (or refused) actions */
  removed: string[];
  /** labels made offline and created on the server: [temp rowId, server id] */
  labelIds: Array<[number, number]>;
};

/**
 * Applies a batch of replay results for the signed-in user. A task that still has queued actions keeps
 * its local (pending) fields and only takes the server's updatedAt, as the next edit's merge base.
 */
export function applyReplayBatch(batch: ReplayBatch): Promise<void> {
  const me = currentUserId();
  return attempt(DB_ERRORS.saveTask, async (db) => {
    const tx = db.transaction([TASKS, PENDING], 'readwrite');
    const tasks = tx.objectStore(TASKS);
    const queue = tx.objectStore(PENDING);
    for (const a of batch.retargeted) await queue.put(a);
    for (const id of batch.removed) await queue.delete(id);
    const waiting = new Set((await queue.getAll()).filter((a) => isOwnedBy(a, me)).flatMap(touchedIds));
    for (const { localId, task } of batch.created) {
      const temp = await tasks.get(localId);
      await tasks.delete(localId);
      const keepLocal = temp && waiting.has(task.id);
      await tasks.put(withOwner(keepLocal ? { ...temp, id: task.id, updatedAt: task.updatedAt, syncStatus: 'modified' } : task, me));
    }
    for (const task of batch.updated) {
      const local = waiting.has(task.id) ? await tasks.get(task.id) : undefined;
      await tasks.put(withOwner(local ? { ...local, updatedAt: task.updatedAt } : task, me));
    }
    for (const id of batch.gone) await tasks.delete(id);
    if (batch.labelIds.length) {
      const map = new Map(batch.labelIds);
      for (const task of await tasks.getAll()) {
        const labels = Array.isArray(task.labels) ? (task.labels as unknown[]) : [];
        if (isOwnedBy(task, me) && labels.some((id) => map.has(id as number))) {
          await tasks.put({ ...task, labels: labels.map((id) => map.get(id as number) ?? id) });
        }
      }
    }
    await tx.done;
  }).finally(localWorkChanged);
}
