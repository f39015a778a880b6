import { useCallback, useSyncExternalStore } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks.js';
import { createOperationDescriptor, fetchQuery, getRequest, type Environment, type Snapshot } from 'relay-runtime';
import type { useFocusedTaskQuery, useFocusedTaskQuery$data } from '../../__generated__/useFocusedTaskQuery.graphql.ts';

/**
 * The task being focused on, read ONCE per Relay environment and shared by every FocusButton (a list
 * of thousands of rows must not run a timer query per row). The timer's live subscription and
 * mutations write these fields (timerRecord_timer spreads FocusButton_timer), so this stays current.
 */
const focusedTaskQuery = graphql`
  query useFocusedTaskQuery {
    timer {
      activeTaskRowId
      status
    }
  }
`;

type Shared = { rowId: number | null; listeners: Set<() => void>; fetched: boolean; subscribe: (listener: () => void) => () => void };

const shared = new WeakMap<Environment, Shared>();

function focusedRowId(snapshot: Snapshot): number | null {
  const timer = (snapshot.data as useFocusedTaskQuery$data | null | undefined)?.timer;
  return timer && timer.status !== 'idle' ? (timer.activeTaskRowId ?? null) : null;
}

function sharedFor(environment: Environment): Shared {
  const existing = shared.get(environment);
  if (existing) return existing;
  const operation = createOperationDescriptor(getRequest(focusedTaskQuery), {});
  environment.retain(operation); // kept for the environment's life (one per signed-in user)
  const snapshot = environment.lookup(operation.fragment);
  const entry: Shared = {
    rowId: focusedRowId(snapshot),
    listeners: new Set(),
    fetched: false,
    subscribe: (listener) => {
      entry.listeners.add(listener);
      // store-or-network, once: the shell's timer query usually has the fields already
      if (!entry.fetched) {
        entry.fetched = true;
        if (environment.check(operation).status !== 'available') {
          fetchQuery<useFocusedTaskQuery>(environment, focusedTaskQuery, {}).subscribe({
            error: (error: Error) => console.warn('Focused task query failed', error),
          });
        }
      }
      return () => void entry.listeners.delete(listener);
    },
  };
  environment.subscribe(snapshot, (next) => {
    const rowId = focusedRowId(next);
    if (rowId === entry.rowId) return;
    entry.rowId = rowId;
    entry.listeners.forEach((listener) => listener());
  });
  shared.set(environment, entry);
  return entry;
}

/** Whether the timer is running (or paused) on this task; only the rows whose answer changes re-render. */
export function useIsFocusedTask(rowId: number): boolean {
  const entry = sharedFor(useRelayEnvironment());
  const isFocused = useCallback(() => entry.rowId !== null && entry.rowId === rowId, [entry, rowId]);
  return useSyncExternalStore(entry.subscribe, isFocused, isFocused);
}
