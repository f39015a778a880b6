import { authApi, type AuthCheck } from './authApi.ts';

/**
 * Issue 9: the auth check of a page load is asked for when the app's code starts, in parallel with the
 * screen's chunk and first query, rather than after React's first render. When its answer is in by
 * the first render, the app opens straight on the screen; otherwise the "verify your authentication"
 * screen shows until it comes (spec section 4). The first checkAuth takes this request over.
 */
let pending: Promise<AuthCheck> | null = null;
let answer: AuthCheck | null = null;

export function startEarlyAuthCheck(): Promise<AuthCheck> {
  pending = authApi.check();
  pending.then(
    (value) => void (answer = value),
    () => undefined, // the first checkAuth sees the failure and handles it (offline, signed out)
  );
  return pending;
}

/** The early request, once: the first checkAuth awaits it instead of asking again. */
export function takeEarlyAuthCheck(): Promise<AuthCheck> | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** The early answer if it has already come: the auth state the app first renders with. */
export function earlyAuthAnswer(): AuthCheck | null {
  return answer;
}
