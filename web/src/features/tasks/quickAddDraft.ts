import { useCallback, useSyncExternalStore } from 'react';
import type { IgnoredSpan } from './quickAddIgnore.ts';

/**
 * The quick add's line as it is typed, kept outside the screens. Tasks and the Task List each have a
 * quick add, and a navigation between them keeps the old screen on display (and its box in use) until
 * the new one is ready: what was typed there meanwhile, or while a screen's box was mounted anew, is
 * still in the box that replaces it. The signed-in user's own: another user starts empty.
 */
export type QuickAddDraft = { name: string; ignored: readonly IgnoredSpan[] };

type Stored = QuickAddDraft & { userId: number | null; typedAt: number };

const EMPTY: QuickAddDraft = { name: '', ignored: [] };
let stored: Stored = { ...EMPTY, userId: null, typedAt: 0 };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The draft of this user (empty for another one's). */
function draftOf(userId: number | null): QuickAddDraft {
  return stored.userId === userId ? stored : EMPTY;
}

/** A box that takes over a line typed this recently takes the focus too (the one typed in has gone). */
const JUST_TYPED_MS = 3_000;

/** When a quick add box went away while it had the focus (the user had clicked into it, maybe not typed yet). */
let leftFocusedAt = 0;

/** A box going away tells whether it had the focus, so the one that takes its place takes it too. */
export function boxLeft(hadFocus: boolean) {
  if (hadFocus) leftFocusedAt = Date.now();
}

/** Whether the user was typing in a quick add a moment ago, or had just put the caret in one that has gone. */
export function typedJustNow(userId: number | null): boolean {
  if (Date.now() - leftFocusedAt < JUST_TYPED_MS) return true;
  return stored.userId === userId && stored.name !== '' && Date.now() - stored.typedAt < JUST_TYPED_MS;
}

export function useQuickAddDraft(userId: number | null) {
  const draft = useSyncExternalStore(
    subscribe,
    () => draftOf(userId),
    () => EMPTY,
  );
  const update = useCallback(
    (change: (current: QuickAddDraft) => QuickAddDraft) => {
      const current = draftOf(userId);
      const next = change(current);
      if (next.name === current.name && next.ignored === current.ignored) return;
      stored = { name: next.name, ignored: next.ignored, userId, typedAt: Date.now() };
      listeners.forEach((l) => l());
    },
    [userId],
  );
  return [draft, update] as const;
}
