import { useSyncExternalStore } from 'react';

/**
 * Tasks hidden from every list while their delete waits for the undo toast to close
 * (see pendingDeletes.ts). Lists read it through useHiddenTasks.
 */
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function hideTask(id: string) {
  hidden = new Set(hidden).add(id);
  listeners.forEach((l) => l());
}

export function unhideTask(id: string) {
  const next = new Set(hidden);
  next.delete(id);
  hidden = next;
  listeners.forEach((l) => l());
}

export function useHiddenTasks(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => hidden,
  );
}
