import { isReorder, reorderIds, withReorderIds } from './queue.ts';
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

  /** The action as it must be sent now, or null while its task is blocked or not yet created. */
  prepare(action: PendingAction): PendingAction | null {
    if (isReorder(action)) return this.prepareReorder(action);
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
