/** Local sync state of a task (spec section 4): new and modified tasks are the pending ones. */
export type SyncStatus = 'new' | 'modified' | 'synced';

/**
 * The client-side task of spec section 3. `id` is the server's number, or `temp-<timestamp>-<random>`
 * for a task created offline. `isOffline` and `pendingSync` are local flags, never sent.
 */
export type LocalTask = {
  id: number | string;
  name: string;
  description: string | null;
  completed: boolean;
  timeSpent: number;
  userId: number;
  priority: number;
  duration: number;
  projectId: number | string | null;
  projectName: string | null;
  syncStatus: SyncStatus;
  isOffline?: boolean;
  pendingSync?: boolean;
  /** the server's updatedAt this copy is based on (sent with offline edits for the merge) */
  updatedAt?: string;
  /** field -> ISO time of the last local edit of that field, while the edit is pending */
  localChangedAt?: Record<string, string>;
  /** the signed-in user whose local copy this is (see ownership.ts) */
  ownerId?: number | null;
  /** set by the service worker on the server's copy it stored after replaying an action (web/public/sw-push.js) */
  workerRefreshedAt?: string;
  [field: string]: unknown;
};

export type PendingActionType = 'CREATE' | 'UPDATE' | 'DELETE';

/** A queued REST request (spec section 3, "Pending action"). */
export type PendingAction = {
  id: string;
  type: PendingActionType;
  /** a label's actions (labelQueue.ts) have entityId `label:<rowId>`; a label made offline has a negative rowId */
  entityType: 'task' | 'label';
  entityId: number | string;
  data: { url: string; method: string; headers: Record<string, string>; body: string | null; timestamp: string };
  /** replay order: actions replay oldest first (timestamps can tie within a millisecond) */
  seq: number;
  /** a CREATE's local task id (its entityId is pending-<timestamp>, as the path has no id) */
  localId?: string;
  /** the signed-in user who queued it: another user's queue is never replayed with this session */
  ownerId?: number | null;
  /** a label action's label name, to name it should the server refuse it */
  labelName?: string;
  /** 'push': queued by the service worker, a reminder notification's action taken offline (web/public/sw-push.js) */
  queuedBy?: 'push';
};

/** Fields a user edits on a task; what an UPDATE sends. */
export const EDITABLE_FIELDS = [
  'name',
  'description',
  'priority',
  'duration',
  'projectId',
  'dueDate',
  'dueTime',
  'plannedDate',
  'recurrence',
  'recurFrom',
  'completed',
  'position',
] as const;
export type TaskEdit = Partial<Record<(typeof EDITABLE_FIELDS)[number], unknown>>;
