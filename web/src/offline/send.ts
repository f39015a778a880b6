import { IDEMPOTENCY_HEADER } from './constants.ts';
import type { PendingAction } from './types.ts';

/** How a sent request ended: the server answered (ok or not), or it never got an answer. */
export type SendResult =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'http-error'; status: number; body: string }
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

/**
 * Worth queueing and replaying later: no answer, a server failure (5xx), or the replay guard's
 * "still in progress" (409). A 4xx other than those is the request's own fault and will not heal.
 */
export function isRetryable(result: SendResult): boolean {
  if (result.kind === 'network-error') return true;
  if (result.kind === 'http-error') return result.status >= 500 || result.status === 409 || result.status === 408 || result.status === 429;
  return false;
}
