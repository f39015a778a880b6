/**
 * "The signed-in user is now someone else" (login, logout, another account). The Relay environment
 * lives in the lazily loaded signed-in part, so it subscribes here instead of the auth context
 * importing it; listeners run synchronously, before React renders the new user.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUserChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifyUserChange() {
  listeners.forEach((listener) => listener());
}
