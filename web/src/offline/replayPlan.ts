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

  /** The action as it must be sent now, or null while its task is blocked or not yet created. */
  prepare(action: PendingAction): PendingAction | null {
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

  created(localId: string, serverId: number, updatedAt?: string) {
    this.serverIds.set(localId, serverId);
    if (updatedAt) this.latestUpdatedAt.set(serverId, updatedAt);
  }

  updated(entityId: number | string, updatedAt?: string) {
    if (updatedAt) this.latestUpdatedAt.set(entityId, updatedAt);
  }

  block(action: PendingAction) {
    this.blocked.add(action.entityId);
    if (action.localId) this.blocked.add(action.localId);
  }
}
