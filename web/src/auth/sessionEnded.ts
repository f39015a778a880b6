/**
 * Any answer that says "not signed in" (a REST 401, a GraphQL UNAUTHENTICATED error, a live feed
 * ended for that reason) is reported here; AuthProvider then checks the session once and, when it
 * has indeed ended elsewhere (signed out, rejected, password changed), returns the user to /login.
 */
const EVENT = 'streamline:unauthenticated';

export function reportUnauthenticated() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

export function onUnauthenticated(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

type GraphQLErrorLike = { extensions?: { code?: unknown } };

/** Whether GraphQL errors (an answer's `errors`, or a subscription's error list) say the session is gone. */
export function saysUnauthenticated(errors: unknown): boolean {
  return Array.isArray(errors) && errors.some((error: GraphQLErrorLike) => error?.extensions?.code === 'UNAUTHENTICATED');
}
