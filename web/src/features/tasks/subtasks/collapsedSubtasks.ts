import { useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/browserStorage.ts';

/** The parents (row ids) whose subtasks the user folded away in the lists; kept across visits. */
const KEY = 'streamline-collapsed-subtasks';
const listeners = new Set<() => void>();
let cached: ReadonlySet<number> | null = null;

function read(): ReadonlySet<number> {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStore.getItem(KEY) ?? '[]');
    cached = new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    cached = new Set();
  }
  return cached;
}

/** Unfolds a parent's subtasks (a task was just nested under it); nothing when they show already. */
export function showSubtasks(parentRowId: number) {
  if (read().has(parentRowId)) toggleSubtasksCollapsed(parentRowId);
}

export function toggleSubtasksCollapsed(parentRowId: number) {
  const next = new Set(read());
  if (next.has(parentRowId)) next.delete(parentRowId);
  else next.add(parentRowId);
  cached = next;
  localStore.setItem(KEY, JSON.stringify([...next]));
  listeners.forEach((l) => l());
}

export function useCollapsedSubtasks(): ReadonlySet<number> {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, read);
}
