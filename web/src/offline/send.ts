import { IDEMPOTENCY_HEADER } from './constants.ts';
import type { PendingAction } from './types.ts';
import { LABEL_MESSAGES } from '../../../shared/labels/messages.ts';

/** How a sent request ended: the server answered (ok or not), or it never got an answer. */
export type SendResult =
  | { kind: 'ok'; status: number; body: unknown }
  /** `refused`: the server's sentence for the user when it refused the change for good (batch only) */
  | { kind: 'http-error'; status: number; body: string; refused?: string }
  | { kind: 'network-error'; error: unknown };

/** Sends a queued request with `Idempotency-Key: <action id>`, so a repeat never writes twice. */
export async function sendAction(action: PendingAction, timeoutMs = 15_000): Promise<SendResult> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(action.data.url, {
      method: action.data.method,
      credentials: 'include',
      headers: { ...action.data.headers, [IDEMPOTENCY_HEADER]: action.id },
      body: action.data.body ?? undefined,
      signal: abort.signal,
    });
    const text = await res.text();
    if (!res.ok) return { kind: 'http-error', status: res.status, body: text || res.statusText };
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    return { kind: 'ok', status: res.status, body };
  } catch (error) {
    return { kind: 'network-error', error };
  } finally {
    clearTimeout(timer);
  }
}

/** The server's batch replay: each action runs there as its own request (api/src/modules/sync/batch.ts). */
const BATCH_URL = '/api/sync/batch';
type BatchAnswer = { results?: Array<{ status: number; body: unknown; refused?: string }> };

/**
 * Sends queued requests of different tasks in one request; each gets the result its own request would
 * have had. Should the batch itself be refused (a server without it, a failure), each is sent alone.
 */
export async function sendBatch(actions: PendingAction[], taskNames: Array<string | null> = [], timeoutMs = 30_000): Promise<SendResult[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(BATCH_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        actions: actions.map((a, i) => ({
          method: a.data.method,
          url: a.data.url,
          idempotencyKey: a.id,
          body: a.data.body,
          taskName: taskNames[i]?.slice(0, 200) ?? null,
        })),
      }),
      signal: abort.signal,
    });
    const answer = (await res.json().catch(() => ({}))) as BatchAnswer;
    if (!res.ok || answer.results?.length !== actions.length) return Promise.all(actions.map((a) => sendAction(a)));
    return answer.results.map(({ status, body, refused }) =>
      status >= 200 && status < 300
        ? { kind: 'ok', status, body }
        : { kind: 'http-error', status, body: typeof body === 'string' ? body : JSON.stringify(body), ...(refused ? { refused } : {}) },
    );
  } catch (error) {
    return actions.map(() => ({ kind: 'network-error', error }));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Worth queueing and replaying later: no answer, a server failure (5xx), or the replay guard's
 * "still in progress" (409). A 4xx other than those is the request's own fault and will not heal, nor
 * will a 409 the server refused for good (a label's name taken).
 */
export function isRetryable(result: SendResult): boolean {
  if (result.kind === 'network-error') return true;
  if (result.kind !== 'http-error') return false;
  if (result.status === 409) return !result.refused && !result.body.includes(LABEL_MESSAGES.taken);
  return result.status >= 500 || result.status === 408 || result.status === 429;
}
