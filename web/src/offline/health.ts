/** Spec sections 7 and 9: GET /api/health (no cache); 30 s probe with a 5 s abort; 3 s before API calls. */
export const PROBE_INTERVAL_MS = 30_000;
export const PROBE_TIMEOUT_MS = 5_000;
export const PRE_CALL_TIMEOUT_MS = 3_000;

/** True when the server answers OK within the time-out. */
export async function isServerReachable(timeoutMs: number): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch('/api/health', { cache: 'no-store', credentials: 'include', signal: abort.signal });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
