/** Tells screens that the local task copy or the queue changed (a local write, a sync step, a mirror). */
type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

export function localTasksChanged() {
  version += 1;
  listeners.forEach((l) => l());
}

export function onLocalTasksChanged(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function localVersion(): number {
  return version;
}
