import { localTasksChanged } from './changes.ts';
import { FALLBACK_USER_ID } from './constants.ts';
import * as db from './db.ts';
import { tempTaskId, isLocalId } from './ids.ts';
import { isPending, markPending } from './localTask.ts';
import { nextOccurrenceAwaitsServer, nextOccurrenceFields } from './nextOccurrence.ts';
import { isLocalWorkClean, localWorkToken, markLocalWorkClean } from './localWorkMark.ts';
import { currentUserId } from './offlineUser.ts';
import { createBody, pendingAction, pendingCreateOf, reorderAction, updateBody } from './queue.ts';
import type { LocalTask, PendingAction } from './types.ts';

export type NewLocalTask = {
  name: string;
  description?: string | null;
  priority: number;
  duration: number;
  projectId: number | string;
  projectName?: string | null;
  dueDate?: string | null;
  dueTime?: string | null;
  plannedDate?: string | null;
  recurrence?: string | null;
  recurFrom?: 'due' | 'completion';
  /** the parent task's id (REST parentId), for a subtask */
  parentId?: number | null;
  /** label rowIds (a label made offline has a negative one) */
  labels?: number[];
};

async function queue(action: PendingAction) {
  await db.addPendingAction({ ...action, ownerId: currentUserId() });
}

/**
 * Saves a task created without the server (status new) and queues its POST. `tempId` is the id the
 * online attempt already sent as clientId (when that got no answer): the replay then finds its task.
 */
export async function createTaskLocally(input: NewLocalTask, tempId?: string): Promise<LocalTask> {
  const now = Date.now();
  const task: LocalTask = markPending(
    {
      id: tempId ?? tempTaskId(now),
      name: input.name,
      description: input.description ?? null,
      completed: false,
      timeSpent: 0,
      userId: currentUserId() ?? FALLBACK_USER_ID,
      priority: input.priority,
      duration: input.duration,
      projectId: input.projectId,
      projectName: input.projectName ?? null,
      dueDate: input.dueDate ?? null,
      dueTime: input.dueTime ?? null,
      plannedDate: input.plannedDate ?? null,
      recurrence: input.recurrence ?? null,
      recurFrom: input.recurFrom ?? 'due',
      parentId: input.parentId ?? null,
      ...(input.labels?.length ? { labels: input.labels } : {}),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      syncStatus: 'new',
    },
    'new',
  );
  await db.saveTask(task);
  const action = pendingAction('CREATE', 'POST', '/api/tasks', createBody(task), now);
  await queue({ ...action, localId: task.id as string });
  localTasksChanged();
  return task;
}

/**
 * Applies an edit locally (status modified, or still new) and queues it. A task not yet created on
 * the server folds the edit into its queued POST, so it is created once with the latest fields.
 * `base` is the task as the screen shows it, used when this device has no local copy yet. `shown`
 * are fields only the local copy takes (what the server will make of the change), not queued.
 */
export async function updateTaskLocally(
  id: number | string,
  changes: Record<string, unknown>,
  base?: LocalTask,
  shown: Record<string, unknown> = {},
): Promise<LocalTask> {
  const now = Date.now();
  const current = (await db.getTask(id)) ?? base;
  if (!current) throw new Error(db.DB_ERRORS.notFound(id));
  const stamp = new Date(now).toISOString();
  const changedAt = { ...(current.localChangedAt ?? {}) };
  for (const field of Object.keys({ ...changes, ...shown })) changedAt[field] = stamp;
  const next = markPending({ ...current, ...changes, ...shown, localChangedAt: changedAt }, isLocalId(id) ? 'new' : 'modified');
  await db.saveTask(next);

  // a POST ignores `completed`, so completing a task the server has not seen yet stays an UPDATE
  const { completed } = changes;
  const queued = isLocalId(id) ? pendingCreateOf(await db.getPendingActions(), id) : undefined;
  const toQueue = queued ? (completed === undefined ? {} : { completed }) : changes;
  if (queued) await db.addPendingAction({ ...queued, data: { ...queued.data, body: JSON.stringify(createBody(next)) } });
  if (Object.keys(toQueue).length) {
    const fieldTimes = Object.fromEntries(Object.keys(toQueue).map((f) => [f, stamp]));
    // the server merges a change of labels label by label against the ones this device saw
    const seen = 'labels' in toQueue && Array.isArray(current.labels) ? { baseLabels: current.labels as number[] } : {};
    const body = updateBody(toQueue, { baseUpdatedAt: (current.updatedAt as string | undefined) ?? null, changedAt: fieldTimes, ...seen });
    await queue(pendingAction('UPDATE', 'PATCH', `/api/tasks/${id}`, body, now));
  }
  localTasksChanged();
  return next;
}

/**
 * Puts the tasks in this order locally (each takes the position given, and is marked pending) and
 * queues PUT /api/tasks/reorder. `bases` stand in for tasks this device has no local copy of.
 */
export async function reorderTasksLocally(ids: Array<number | string>, positions: number[], bases: Map<number | string, LocalTask>): Promise<void> {
  const now = Date.now();
  for (const [i, id] of ids.entries()) {
    const current = (await db.getTask(id)) ?? bases.get(id);
    if (!current) continue;
    await db.saveTask(markPending({ ...current, position: positions[i] }, isLocalId(id) ? 'new' : 'modified'));
  }
  await queue(reorderAction(ids, now));
  localTasksChanged();
}

/**
 * Marks a task completed (or open again) locally and queues it, as an edit of `completed`. A server
 * task that repeats stays open locally, moved to its next deadline, as the server's answer will have
 * it; the replay completes the occurrence there. Answers that next deadline day when the task moved on,
 * null when the server's answer to the replay decides it, undefined when it does not move on.
 */
export async function completeTaskLocally(id: number | string, completed = true, base?: LocalTask): Promise<string | null | undefined> {
  const current = (await db.getTask(id)) ?? base;
  const moved = completed && current && !isLocalId(id) ? nextOccurrenceFields(current) : null;
  await updateTaskLocally(id, { completed }, base, moved ? { ...moved, completed: false } : {});
  if (typeof moved?.dueDate === 'string') return moved.dueDate;
  return completed && current && nextOccurrenceAwaitsServer(current, isLocalId(id)) ? null : undefined;
}

/**
 * Queues skipping the current occurrence of a repeating task (POST /api/tasks/{id}/skip). The local
 * copy, marked pending, moves to the next deadline by the server's rule (nextOccurrence.ts), or keeps
 * its own until the replay's answer when that cannot be known here.
 */
export async function skipOccurrenceLocally(id: number | string, base?: LocalTask): Promise<string | null> {
  const now = Date.now();
  const current = (await db.getTask(id)) ?? base;
  if (!current) throw new Error(db.DB_ERRORS.notFound(id));
  const moved = isLocalId(id) ? null : nextOccurrenceFields(current);
  await db.saveTask(markPending({ ...current, ...moved }, isLocalId(id) ? 'new' : 'modified'));
  await queue(pendingAction('UPDATE', 'POST', `/api/tasks/${id}/skip`, undefined, now));
  localTasksChanged();
  return typeof moved?.dueDate === 'string' ? moved.dueDate : null;
}

/**
 * Deletes locally. A task the server never saw only loses its local copy and its queued work; a
 * server task also queues its DELETE (spec sections 4 and 7).
 */
export async function deleteTaskLocally(id: number | string): Promise<{ success: true; offlineQueued: true }> {
  const now = Date.now();
  if (isLocalId(id)) {
    const actions = await db.getPendingActions();
    for (const a of actions) if (a.localId === id || a.entityId === id) await db.removePendingAction(a.id);
  } else {
    await queue(pendingAction('DELETE', 'DELETE', `/api/tasks/${id}`, undefined, now));
  }
  await db.deleteLocalTask(id).catch((error: unknown) => console.error(error));
  localTasksChanged();
  return { success: true, offlineQueued: true };
}

/** Ids whose DELETE still waits in the queue (lists hide them). */
export async function pendingDeleteIds(): Promise<Set<number | string>> {
  return deletesIn(await db.getPendingActions().catch(() => [] as PendingAction[]));
}

const deletesIn = (actions: PendingAction[]) => new Set(actions.filter((a) => a.type === 'DELETE' && a.entityType !== 'label').map((a) => a.entityId));

/** `labels`: the queued label changes, oldest first (labelQueue.ts). */
export type LocalWork = { pending: LocalTask[]; deleted: Set<number | string>; refreshed: LocalTask[]; labels: PendingAction[] };

/** A synced copy the service worker took from the server after the screens' remembered answers were made. */
const refreshedByWorker = (task: LocalTask) => !isPending(task) && typeof task.workerRefreshedAt === 'string';

/**
 * The signed-in user's pending tasks, queued deletes and copies the service worker refreshed (until the
 * next mirror replaces them with the server's list), or null when there are none. Read only when
 * something was written since a read last found none (localWorkMark.ts); a store that fails counts as
 * none, as before, but is never marked clean.
 */
export async function readLocalWork(): Promise<LocalWork | null> {
  const me = currentUserId();
  if (isLocalWorkClean(me)) return null;
  const token = localWorkToken();
  try {
    const [tasks, actions] = await Promise.all([db.readTasks(), db.getPendingActions()]);
    const pending = tasks.filter(isPending);
    const refreshed = tasks.filter(refreshedByWorker);
    const deleted = deletesIn(actions);
    if (pending.length || deleted.size || actions.length || refreshed.length)
      return { pending, deleted, refreshed, labels: actions.filter((a) => a.entityType === 'label') };
    markLocalWorkClean(me, token);
    return null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
