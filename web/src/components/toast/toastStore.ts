import { useEffect, useState, type ReactNode } from 'react';

// Spec sections 4 and 9: one toast at a time, removed 1,000,000 ms after it is dismissed.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** milliseconds before auto-close; 5000 by default */
  duration?: number;
  action?: ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

type State = { toasts: ToastItem[] };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS': {
      const hit = (t: ToastItem) => action.id === undefined || t.id === action.id;
      state.toasts.filter(hit).forEach((t) => scheduleRemoval(t.id));
      return { toasts: state.toasts.map((t) => (hit(t) ? { ...t, open: false } : t)) };
    }
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<(state: State) => void>();
let memory: State = { toasts: [] };

function dispatch(action: Action) {
  memory = reducer(memory, action);
  listeners.forEach((listener) => listener(memory));
}

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', id });
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } });
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return { id, dismiss, update };
}

/** The toasts in the layer now (for code outside React). */
export function currentToasts(): ToastItem[] {
  return memory.toasts;
}

/** Calls `listener` after every change of the toasts (for code outside React). */
export function onToastsChange(listener: () => void) {
  const wrapped = () => listener();
  listeners.add(wrapped);
  return () => void listeners.delete(wrapped);
}

export function dismissToast(id?: string) {
  dispatch({ type: 'DISMISS', id });
}

export function useToast() {
  const [state, setState] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setState);
    return () => void listeners.delete(setState);
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
