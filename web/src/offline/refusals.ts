import { labelRefusalMessage, REFUSAL_REASONS, refusalMessage } from '../../../shared/sync/refusal.ts';
import { isReorder } from './queue.ts';
import { isRetryable, type SendResult } from './send.ts';
import type { PendingAction } from './types.ts';

/**
 * The server refused the action for good (a 4xx that will not heal): it leaves the queue and the user
 * is told why. A DELETE of a task already gone did what it meant to; a reorder is no change of a
 * task the user would recognize (the refetch shows the order as it is).
 */
export function isRefusal(action: PendingAction, result: SendResult): result is Extract<SendResult, { kind: 'http-error' }> {
  if (result.kind !== 'http-error' || isRetryable(result) || isReorder(action)) return false;
  return !(result.status === 404 && action.type === 'DELETE');
}

/** The name the user knows the action's task by: its local copy's, else the one the request sends. */
export function taskNameOf(action: PendingAction, localNames: ReadonlyMap<number | string, string>): string | null {
  if (action.entityType === 'label') return action.labelName?.trim() || null;
  const local = localNames.get(action.entityId) ?? (action.localId ? localNames.get(action.localId) : undefined);
  if (local) return local;
  try {
    const body = action.data.body ? (JSON.parse(action.data.body) as { name?: unknown }) : null;
    return typeof body?.name === 'string' && body.name.trim() ? body.name.trim() : null;
  } catch {
    return null;
  }
}

/** What to tell the user of a refusal: the server's sentence, else ours from the status. */
export function refusalText(result: Extract<SendResult, { kind: 'http-error' }>, taskName: string | null, label = false): string {
  if (result.refused) return result.refused;
  if (label)
    return labelRefusalMessage(
      taskName ?? 'a label',
      result.status === 404 ? REFUSAL_REASONS.labelDeleted : (messageOf(result.body) ?? REFUSAL_REASONS.refused),
    );
  const reason =
    result.status === 404 ? REFUSAL_REASONS.deleted : result.status === 403 ? REFUSAL_REASONS.forbidden : (messageOf(result.body) ?? REFUSAL_REASONS.refused);
  return refusalMessage(taskName ?? 'a task', reason);
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}
