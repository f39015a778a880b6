import { LABEL_MESSAGES, LABEL_NAME_MAX } from '../../../shared/labels/messages.ts';
import * as db from './db.ts';
import { currentUserId } from './offlineUser.ts';
import { labelKey, pendingAction } from './queue.ts';
import type { PendingAction } from './types.ts';

/**
 * Labels made, renamed, recoloured and deleted offline: each is a queued request to /api/labels
 * (replayed through the sync batch, like task writes) with entityId `label:<rowId>`. The queue is the
 * local store of these changes: the overlay (labelOverlay.ts) shows them from it. A label made offline
 * has a negative rowId until its create replays; tasks may carry it at once (the replay maps it).
 */
let lastTempRowId = 0;

/** A negative rowId, unique on this device: minus the creation time in ms (one less for a tie). */
export function tempLabelRowId(now = Date.now()): number {
  lastTempRowId = Math.min(lastTempRowId - 1, -now);
  return lastTempRowId;
}

export const isLabelAction = (action: PendingAction) => action.entityType === 'label';
export const labelRowIdOf = (action: PendingAction) => Number(String(action.entityId).slice('label:'.length));

type Known = ReadonlyArray<{ rowId: number; name: string }>;

/** The rules the server checks, told before queueing (the replay could only refuse them). */
function checkName(name: string, known: Known, except?: number) {
  if (!name) throw new Error(LABEL_MESSAGES.name);
  if (name.length > LABEL_NAME_MAX) throw new Error(LABEL_MESSAGES.nameMax);
  const key = name.toLocaleLowerCase('en-US');
  if (known.some((l) => l.rowId !== except && l.name.toLocaleLowerCase('en-US') === key)) throw new Error(LABEL_MESSAGES.taken);
}

function labelAction(type: PendingAction['type'], method: string, rowId: number, body: unknown, name: string): PendingAction {
  const url = type === 'CREATE' ? '/api/labels' : `/api/labels/${rowId}`;
  const action = pendingAction(type, method, url, body);
  return {
    ...action,
    entityType: 'label',
    entityId: labelKey(rowId),
    ...(type === 'CREATE' ? { localId: labelKey(rowId) } : {}),
    labelName: name,
    ownerId: currentUserId(),
  };
}

/** Queues the create of a label (`known`: the labels the user has now, with those made offline); answers its rowId. */
export async function queueLabelCreate(name: string, color: string, known: Known): Promise<number> {
  const trimmed = name.trim();
  checkName(trimmed, known);
  const rowId = tempLabelRowId();
  await db.addPendingAction(labelAction('CREATE', 'POST', rowId, { name: trimmed, color }, trimmed));
  return rowId;
}

/** Queues a rename or recolour; a label made offline takes it into its queued create. */
export async function queueLabelUpdate(rowId: number, patch: { name?: string; color?: string }, known: Known): Promise<void> {
  const current = known.find((l) => l.rowId === rowId)?.name ?? '';
  const next = patch.name !== undefined ? { ...patch, name: patch.name.trim() } : patch;
  if (next.name !== undefined) checkName(next.name, known, rowId);
  if (rowId < 0) {
    const create = (await db.getPendingActions()).find((a) => a.type === 'CREATE' && a.localId === labelKey(rowId));
    if (!create) return;
    const body = { ...(JSON.parse(create.data.body ?? '{}') as object), ...next };
    await db.addPendingAction({ ...create, labelName: next.name ?? create.labelName, data: { ...create.data, body: JSON.stringify(body) } });
    return;
  }
  await db.addPendingAction(labelAction('UPDATE', 'PATCH', rowId, next, next.name ?? current));
}

/** Queues a delete; a label made offline only loses its queued create. */
export async function queueLabelDelete(rowId: number, name: string): Promise<void> {
  if (rowId < 0) {
    const mine = (await db.getPendingActions()).filter((a) => a.entityId === labelKey(rowId));
    for (const a of mine) await db.removePendingAction(a.id);
    return;
  }
  await db.addPendingAction(labelAction('DELETE', 'DELETE', rowId, undefined, name));
}
