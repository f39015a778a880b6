import { isOnline, setOnline } from './connectivity.ts';
import { getTask, getTasks } from './db.ts';
import { isServerReachable, PRE_CALL_TIMEOUT_MS } from './health.ts';
import { isNetworkError } from './queryCache.ts';
import { getEnvironment } from '../relay/currentEnvironment.ts';
import { applyLocalOverlay, relayTaskId, removeFromRelay } from './relayBridge.ts';
import { syncNow } from './sync.ts';
import { completeTaskLocally, createTaskLocally, deleteTaskLocally, reorderTasksLocally, skipOccurrenceLocally, updateTaskLocally } from './taskRepository.ts';
import type { LocalTask } from './types.ts';

/**
 * Runs a task write online, or applies it locally and queues it: when offline, when the server does
 * not answer the 3 s health check (spec section 7), or when the write itself gets no answer.
 * A write the server refused (validation, 404) still throws: that is not an offline case.
 */
export async function onlineOrQueued<T>(online: () => Promise<T>, local: () => Promise<T>, rowId?: number): Promise<T> {
  if (!isOnline() || (rowId !== undefined && rowId < 0)) return local();
  if (!(await isServerReachable(PRE_CALL_TIMEOUT_MS))) {
    setOnline(false);
    return local();
  }
  try {
    return await online();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const queued = await local();
    // still online: the write may have reached the server, and its replay (same clientId or
    // Idempotency-Key) settles that at once rather than at the next reconnect
    if (isOnline()) void syncNow();
    return queued;
  }
}

type NewTaskLike = {
  name: string;
  projectRowId: number;
  priority: number;
  duration: number;
  description?: string | null;
  dueDate?: string | null;
  dueTime?: string | null;
  plannedDate?: string | null;
  recurrence?: string | null;
  recurFrom?: 'due' | 'completion';
  parentRowId?: number | null;
  /** label rowIds (negative: made offline) */
  labels?: number[];
};
type PatchLike = { projectRowId?: number } & Record<string, unknown>;

/**
 * Local create: temp id (the clientId the online attempt sent, if any), shown at once in every list;
 * resolves like the online create with rowId 0.
 */
export async function queueCreate(input: NewTaskLike, clientId?: string): Promise<{ rowId: number; id: string }> {
  const { parentRowId, ...fields } = input;
  const task = await createTaskLocally({ ...fields, projectId: input.projectRowId, parentId: parentRowId && parentRowId > 0 ? parentRowId : null }, clientId);
  await applyLocalOverlay();
  return { rowId: 0, id: relayTaskId(task.id) };
}

/** A write's patch as the REST body names its fields (projectId, parentId). */
function toChanges(patch: PatchLike): Record<string, unknown> {
  const { projectRowId, parentRowId, ...rest } = patch;
  const changes: Record<string, unknown> = projectRowId === undefined ? rest : { ...rest, projectId: projectRowId };
  if (parentRowId !== undefined) changes.parentId = parentRowId;
  return changes;
}

/** The local id behind a rowId: a negative rowId is a task created offline (see tempRowId). */
export async function localIdOf(rowId: number): Promise<number | string> {
  if (rowId >= 0) return rowId;
  const prefix = `temp-${-rowId}-`;
  const match = (await getTasks()).find((t) => typeof t.id === 'string' && t.id.startsWith(prefix));
  return match?.id ?? rowId;
}

export async function queueUpdate(rowId: number, patch: PatchLike, base?: LocalTask): Promise<void> {
  const id = await localIdOf(rowId);
  await updateTaskLocally(id, toChanges(patch), base ?? (await baseFromStore(id)));
  await applyLocalOverlay();
}

/** Answers where a repeating task moved here, as completeTaskLocally does. */
export async function queueComplete(rowId: number, completed = true): Promise<string | null | undefined> {
  const id = await localIdOf(rowId);
  const next = await completeTaskLocally(id, completed, await baseFromStore(id));
  await applyLocalOverlay();
  return next;
}

/** Answers the next deadline the task moved to here, if it could be known without the server. */
export async function queueSkip(rowId: number): Promise<string | null> {
  const id = await localIdOf(rowId);
  const next = await skipOccurrenceLocally(id, await baseFromStore(id));
  await applyLocalOverlay();
  return next;
}

export async function queueDelete(rowId: number): Promise<void> {
  const id = await localIdOf(rowId);
  await deleteTaskLocally(id);
  removeFromRelay(id);
}

/**
 * Local reorder: the listed tasks take the slots they hold now, in the order given (the server's rule),
 * in the Relay store at once and in the local store; PUT /api/tasks/reorder is queued.
 */
export async function queueReorder(rowIds: number[]): Promise<void> {
  const ids = await Promise.all(rowIds.map(localIdOf));
  const source = getEnvironment().getStore().getSource();
  const slots = ids.map((id) => Number(source.get(relayTaskId(id))?.position ?? 0)).sort((a, b) => a - b);
  const bases = new Map<number | string, LocalTask>();
  for (const id of ids) {
    const base = await baseFromStore(id);
    if (base) bases.set(id, base);
  }
  await reorderTasksLocally(ids, slots, bases);
  await applyLocalOverlay();
}

const DATED_FIELDS = ['dueDate', 'dueTime', 'plannedDate', 'recurrence', 'recurFrom', 'occurrencesDone'] as const;

/** A task the local store lacks (never mirrored) is taken from the Relay store as the edit's base. */
async function baseFromStore(id: number | string): Promise<LocalTask | undefined> {
  if (await getTask(id)) return undefined;
  const source = getEnvironment().getStore().getSource();
  const record = source.get(relayTaskId(id)) as Record<string, unknown> | undefined;
  if (!record) return undefined;
  // the labels the screen shows, when it read them: what an edit of the labels is merged against
  const labelRows = (record.labels as { __refs?: string[] } | undefined)?.__refs?.map((ref) => source.get(ref)?.rowId);
  const labels = labelRows?.every((rowId) => typeof rowId === 'number') ? { labels: labelRows as number[] } : {};
  // the dates and the rule as the screen read them: the local copy shows them, and moves a repeating task on
  const dated = Object.fromEntries(DATED_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]));
  return {
    id,
    name: String(record.name ?? ''),
    description: (record.description as string | null) ?? null,
    completed: Boolean(record.completed),
    timeSpent: Number(record.timeSpent ?? 0),
    userId: 0,
    priority: Number(record.priority ?? 1),
    duration: Number(record.duration ?? 0),
    projectId: (record.projectRowId as number | undefined) ?? null,
    parentId: (record.parentRowId as number | null | undefined) ?? null,
    projectName: null,
    updatedAt: record.updatedAt as string | undefined,
    ...labels,
    ...dated,
    syncStatus: 'synced',
  };
}
