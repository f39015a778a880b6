import { entityIdFromUrl, randomId } from './ids.ts';
import type { LocalTask, PendingAction, PendingActionType } from './types.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
let lastSeq = 0;

/** A strictly increasing order number, so two actions queued in one millisecond keep their order. */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

/** A queued REST request (spec section 3): random UUID id, task entity, url/method/headers/body/ISO time. */
export function pendingAction(type: PendingActionType, method: string, url: string, body: unknown, now = Date.now()): PendingAction {
  return {
    id: randomId(),
    type,
    entityType: 'task',
    entityId: entityIdFromUrl(url, now),
    data: {
      url,
      method,
      headers: { ...JSON_HEADERS },
      body: body === undefined ? null : JSON.stringify(body),
      timestamp: new Date(now).toISOString(),
    },
    seq: nextSeq(now),
  };
}

/**
 * The body a task is created with: local flags and local-only fields never leave the device. The temp
 * id goes along as `clientId`, so the server creates the task once however often the POST is repeated.
 */
export function createBody(task: LocalTask): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: task.name,
    description: task.description,
    priority: task.priority,
    duration: task.duration,
    projectId: task.projectId,
  };
  for (const f of ['dueDate', 'dueTime', 'plannedDate', 'recurrence', 'recurFrom', 'position', 'parentId', 'labels', 'reminders'] as const)
    if (task[f] !== undefined && task[f] !== null) body[f] = task[f];
  if (typeof task.id === 'string') body.clientId = task.id;
  return body;
}

export const REORDER_URL = '/api/tasks/reorder';

/** A queued PUT /api/tasks/reorder (an UPDATE of several tasks; its entityId is "reorder", per the path). */
export function reorderAction(taskIds: Array<number | string>, now = Date.now()): PendingAction {
  return pendingAction('UPDATE', 'PUT', REORDER_URL, { taskIds }, now);
}

export function isReorder(action: PendingAction): boolean {
  return action.data.url === REORDER_URL;
}

export function reorderIds(action: PendingAction): Array<number | string> {
  return (JSON.parse(action.data.body ?? '{}') as { taskIds?: Array<number | string> }).taskIds ?? [];
}

export function withReorderIds(action: PendingAction, taskIds: Array<number | string>): PendingAction {
  return { ...action, data: { ...action.data, body: JSON.stringify({ taskIds }) } };
}

/**
 * Every task (and label, as `label:<rowId>`) an action is about: replay keeps each one's actions in
 * queue order, so a task's write that puts on a label made offline waits for that label's create.
 */
export function touchedIds(action: PendingAction): Array<number | string> {
  // reorders also stay in order among themselves: each one states the order of its tasks' slots
  if (isReorder(action)) return [action.entityId, ...reorderIds(action)];
  const own = action.localId ? [action.localId] : [action.entityId];
  return action.entityType === 'label' ? own : [...own, ...localLabelIds(action).map(labelKey)];
}

/** The entity key of a label's queued actions. */
export const labelKey = (rowId: number) => `label:${rowId}`;

/**
 * The labels made offline (negative rowIds) a task action puts on its task, or, for an edit, had on it
 * before (the base its labels are merged against).
 */
export function localLabelIds(action: PendingAction): number[] {
  const body = bodyOf(action);
  const ids = [...idList(body?.labels), ...idList(baseLabelsOf(body))].filter((id): id is number => typeof id === 'number' && id < 0);
  return [...new Set(ids)];
}

/** The task action with its labels (and its edit's base labels) mapped: a label made offline to its server id; null: left off. */
export function withLabelIds(action: PendingAction, map: (rowId: number) => number | null): PendingAction {
  const body = bodyOf(action);
  if (!body || !Array.isArray(body.labels)) return action;
  const mapped = (ids: unknown[]) =>
    ids.flatMap((id) => {
      if (typeof id !== 'number' || id >= 0) return [id];
      const to = map(id);
      return to === null ? [] : [to];
    });
  const base = baseLabelsOf(body);
  const offlineEdit = Array.isArray(base) ? { offlineEdit: { ...(body.offlineEdit as object), baseLabels: mapped(base) } } : {};
  return { ...action, data: { ...action.data, body: JSON.stringify({ ...body, labels: mapped(body.labels as unknown[]), ...offlineEdit }) } };
}

const idList = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const baseLabelsOf = (body: Record<string, unknown> | null): unknown => (body?.offlineEdit as { baseLabels?: unknown } | undefined)?.baseLabels;

function bodyOf(action: PendingAction): Record<string, unknown> | null {
  try {
    const body = action.data.body ? (JSON.parse(action.data.body) as unknown) : null;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Removes the local flags (spec section 3: isOffline and pendingSync are removed before a send). */
export function withoutLocalFlags<T extends Record<string, unknown>>(task: T): Omit<T, 'isOffline' | 'pendingSync' | 'syncStatus' | 'localChangedAt'> {
  const { isOffline, pendingSync, syncStatus, localChangedAt, ...rest } = task;
  return rest;
}

/**
 * What an offline edit sends so the server can merge it field by field (see api/src/modules/tasks/offlineMerge.ts),
 * and its labels label by label against `baseLabels`, the label ids the task had on this device before the edit.
 */
export type OfflineEditMeta = { baseUpdatedAt: string | null; changedAt: Record<string, string>; baseLabels?: number[] };

export function updateBody(fields: Record<string, unknown>, meta: OfflineEditMeta): Record<string, unknown> {
  return { ...fields, offlineEdit: meta };
}

/** The queue in replay order. */
export function inReplayOrder(actions: PendingAction[]): PendingAction[] {
  return [...actions].sort((a, b) => a.seq - b.seq);
}

/** The still-queued CREATE of a local task, if any (later edits fold into it). */
export function pendingCreateOf(actions: PendingAction[], entityId: number | string): PendingAction | undefined {
  return actions.find((a) => a.type === 'CREATE' && a.localId === entityId);
}

/** Points a queued action at the server id of the task it was about (after that task's CREATE replayed). */
export function retarget(action: PendingAction, from: string, to: number): PendingAction {
  if (isReorder(action)) {
    const ids = reorderIds(action);
    return ids.includes(from)
      ? withReorderIds(
          action,
          ids.map((id) => (id === from ? to : id)),
        )
      : action;
  }
  if (action.entityId !== from) return action;
  return {
    ...action,
    entityId: to,
    data: { ...action.data, url: action.data.url.replace(`/api/tasks/${from}`, `/api/tasks/${to}`) },
  };
}
