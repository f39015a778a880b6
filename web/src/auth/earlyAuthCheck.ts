import { authApi, type AuthCheck } from './authApi.ts';

/**
 * The auth check of a page load is asked for when the app's code starts, in parallel with the
 * screen's chunk and first query, rather than after React's first render and its effects. The first
 * checkAuth takes this request over; by then it has usually answered, so the "verify your
 * authentication" screen (spec section 4) gives way to the signed-in screen at once. That screen
 * renders in a transition from it, so React shows it whole when its data is in, never a fallback.
 */
let pending: Promise<AuthCheck> | null = null;

export function startEarlyAuthCheck() {
  pending = authApi.check();
  pending.catch(() => undefined); // the first checkAuth sees a failure and handles it (offline, signed out)
}

/** The early request, once: the first checkAuth awaits it instead of asking again. */
export function takeEarlyAuthCheck(): Promise<AuthCheck> | null {
  const taken = pending;
  pending = null;
  return taken;
}
