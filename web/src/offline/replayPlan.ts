import { isReorder, localLabelIds, reorderIds, withLabelIds, withReorderIds } from './queue.ts';
import type { PendingAction } from './types.ts';

/**
 * Pure bookkeeping of one replay run: which server id a local task got, the server's updatedAt
 * after our own writes (so our next edit of the same task is not taken for a conflict), and
 * which tasks are blocked because an earlier action of theirs could not be sent.
 */
export class ReplayState {
  readonly serverIds = new Map<string, number>();
  readonly latestUpdatedAt = new Map<number | string, string>();
  readonly blocked = new Set<number | string>();
  /** local tasks whose create the server refused for good: their other actions are dropped */
  readonly refusedIds = new Set<string>();
  /** labels made offline (negative rowIds) → the server's ids, as their creates replay */
  readonly labelIds = new Map<number, number>();
  /** labels made offline whose create is queued (or in this run); any other such label is gone */
  private readonly queuedLabels: Set<number>;

  constructor(queue: PendingAction[] = []) {
    this.queuedLabels = new Set(
      queue.filter((a) => a.entityType === 'label' && a.type === 'CREATE').map((a) => Number(String(a.entityId).slice('label:'.length))),
    );
  }

  /** The action as it must be sent now, or null while its task is blocked or not yet created. */
  prepare(action: PendingAction): PendingAction | null {
    if (action.entityType === 'label') return this.blocked.has(action.entityId) ? null : action;
    if (isReorder(action)) return this.prepareReorder(action);
    if (localLabelIds(action).some((id) => this.queuedLabels.has(id) && !this.labelIds.has(id))) return null; // its label's create did not go through
    action = withLabelIds(action, (id) => this.labelIds.get(id) ?? null); // a label made offline and gone (refused, deleted) is left off
    let next = action;
    const entity = action.entityId;
    if (typeof entity === 'string' && this.serverIds.has(entity)) {
      const to = this.serverIds.get(entity)!;
      next = { ...action, entityId: to, data: { ...action.data, url: action.data.url.replace(`/api/tasks/${entity}`, `/api/tasks/${to}`) } };
    }
    if (this.blocked.has(next.entityId) || (action.localId && this.blocked.has(action.localId))) return null;
    if (typeof next.entityId === 'string' && next.entityId.startsWith('temp-')) return null;
    const base = this.latestUpdatedAt.get(next.entityId);
    if (next.type === 'UPDATE' && base && next.data.body) {
      const body = JSON.parse(next.data.body) as { offlineEdit?: { baseUpdatedAt: string | null } };
      if (body.offlineEdit) {
        body.offlineEdit.baseUpdatedAt = base;
        next = { ...next, data: { ...next.data, body: JSON.stringify(body) } };
      }
    }
    return next;
  }

  /**
   * A reorder waits for every listed task (and earlier reorders): local ids become server ids; a local
   * id whose create is gone (refused, or the task deleted before it synced) simply leaves the list.
   */
  private prepareReorder(action: PendingAction): PendingAction | null {
    const ids = reorderIds(action).filter((id) => typeof id !== 'string' || !this.refusedIds.has(id));
    if (this.blocked.has(action.entityId) || ids.some((id) => this.blocked.has(id))) return null;
    const mapped = ids.map((id) => (typeof id === 'string' ? this.serverIds.get(id) : id)).filter((id): id is number => typeof id === 'number');
    return withReorderIds(action, mapped);
  }

  /** A label made offline was created: tasks now carry its server id. */
  labelCreated(tempRowId: number, serverId: number) {
    this.labelIds.set(tempRowId, serverId);
  }

  /** A label made offline was refused: tasks leave it off. */
  labelRefused(tempRowId: number) {
    this.queuedLabels.delete(tempRowId);
  }

  created(localId: string, serverId: number, updatedAt?: string) {
    this.serverIds.set(localId, serverId);
    if (updatedAt) this.latestUpdatedAt.set(serverId, updatedAt);
  }

  updated(entityId: number | string, updatedAt?: string) {
    if (updatedAt) this.latestUpdatedAt.set(entityId, updatedAt);
  }

  /** The server refused the action for good (4xx): a refused create takes its task's later actions along. */
  refuse(action: PendingAction) {
    this.block(action);
    if (action.type === 'CREATE' && action.localId) this.refusedIds.add(action.localId);
  }

  /** An action about a task whose create was refused: it can never be sent. */
  isOrphan(action: PendingAction): boolean {
    return !isReorder(action) && typeof action.entityId === 'string' && this.refusedIds.has(action.entityId);
  }

  block(action: PendingAction) {
    this.blocked.add(action.entityId);
    if (action.localId) this.blocked.add(action.localId);
  }
}
